import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, renderScreen, startServer } from '@yoga/testing';
import { downloadsHandlers } from './testing/handlers';
import DownloadScreen from './download-screen';
import DownloadTestScreen from './download-test-screen';
import DownloadTvScreen from './download-tv-screen';

const server = startServer(...downloadsHandlers);
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
const asUa = (ua: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
const open = (ui = <DownloadScreen />, locale: 'zh' | 'en' = 'zh', path = '/phala/download') =>
  renderScreen(ui, { path, locale });

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { __wxjs_environment?: string }).__wxjs_environment;
});

describe('download page', () => {
  it('offers the App Store on an iPhone, with version, size and notes', async () => {
    asUa(IPHONE);
    await open();
    const store = await screen.findByTestId('dl-ios');
    expect(store.getAttribute('href')).toContain('apps.apple.com');
    expect(screen.queryByTestId('dl-android')).toBeNull();
    expect(screen.getByTestId('dl-build-ios').textContent).toContain('版本 5.3.0 · 84.1 MB');
    expect(screen.getByText('课程页支持倍速播放')).toBeTruthy();
    expect(screen.queryByTestId('dl-overlay')).toBeNull();
  });

  it('offers the Android package on an Android phone, in English', async () => {
    asUa(ANDROID);
    await open(<DownloadScreen />, 'en');
    const apk = await screen.findByTestId('dl-android');
    expect(apk.textContent).toBe('Download for Android');
    expect(apk.getAttribute('href')).toMatch(/\.apk$/);
    expect(screen.queryByTestId('dl-ios')).toBeNull();
  });

  it('offers the TV builds on download_tv, never the phone packages, in zh and en', async () => {
    asUa(IPHONE);
    const { unmount } = await open(<DownloadTvScreen />, 'zh', '/phala/download_tv');
    const apk = await screen.findByTestId('dl-android');
    expect(apk.textContent).toBe('安卓电视 / 盒子版下载');
    expect(apk.getAttribute('href')).toBe('https://downloads.example.cn/phala/phala-tv-5.3.0.apk');
    // On an iPhone too: the TV is what installs it.
    expect(screen.getByTestId('dl-ios').getAttribute('href')).toContain('phala-tv');
    expect(screen.getByTestId('dl-tv-hint').textContent).toContain('电视的应用市场搜索“Phala 瑜伽”');
    unmount();
    await open(<DownloadTvScreen />, 'en', '/phala/download_tv');
    expect((await screen.findByTestId('dl-android')).textContent).toBe('Download for Android TV / TV box');
    expect(screen.getByTestId('dl-ios').textContent).toBe('Download for Apple TV');
  });

  it('shows both stores on a computer', async () => {
    asUa('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0');
    await open();
    expect(await screen.findByTestId('dl-ios')).toBeTruthy();
    expect(screen.getByTestId('dl-android')).toBeTruthy();
  });

  it("points at the chat browser's top-right menu to open the page in a browser", async () => {
    asUa(`${IPHONE} MicroMessenger/8.0.47`);
    await open();
    const overlay = await screen.findByTestId('dl-overlay');
    expect(overlay.textContent).toContain('在浏览器打开');
  });

  it('in a mini-program offers the link to copy instead of a store button', async () => {
    asUa(`${ANDROID} MicroMessenger/8.0.47 miniProgram`);
    await open();
    expect(await screen.findByTestId('dl-mini')).toBeTruthy();
    expect(screen.queryByTestId('dl-android')).toBeNull();
    expect(screen.queryByTestId('dl-overlay')).toBeNull();
  });

  it('download_test shows the test channel build', async () => {
    asUa(IPHONE);
    await open(<DownloadTestScreen />, 'zh', '/phala/download_test');
    expect((await screen.findByTestId('dl-build-ios')).textContent).toContain('5.4.0-beta.2');
    expect(screen.getByText('测试版')).toBeTruthy();
  });

  it('shows the skeleton while loading, then an error with retry', async () => {
    server.use(http.get(`${API}/downloads/app-version`, () => HttpResponse.error()));
    const { container } = await open();
    expect(container.querySelector('[aria-busy="true"], .y-skeleton')).toBeTruthy();
    expect(await screen.findByText('加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
