import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import type { ReactElement } from 'react';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { classMaterialsDataStore, classMaterialsHandlers } from './testing/handlers';
import TeachingScreen from './teaching-screen';
import StrengthenScreen from './strengthen-screen';
import SeasonScreen from './season-screen';

const server = startServer(...classMaterialsHandlers);

const screens: [string, string, () => ReactElement, string, string][] = [
  ['teaching_material', 'teaching', () => <TeachingScreen />, '还没有教学资料', '流瑜伽基础'],
  ['strengthen_material', 'strengthen', () => <StrengthenScreen />, '还没有强化课程资料', '第1周'],
  ['season_class_material', 'season', () => <SeasonScreen />, '还没有季度课程资料', '第1节'],
];

describe.each(screens)('/suman/%s', (route, series, make, emptyTitle, firstHeading) => {
  const open = (locale: 'zh' | 'en' = 'zh', signedIn = true) =>
    renderScreen(make(), { path: `/suman/${route}`, signedIn, locale });

  it('shows a skeleton, then the materials by class with coach, sizes and durations', async () => {
    await open();
    expect(document.querySelector('.y-skeleton')).toBeTruthy();
    const classes = await screen.findAllByTestId('material-class');
    expect(classes.length).toBe(classMaterialsDataStore.current[series]!.groups.length);
    expect(within(classes[0]!).getByRole('heading').textContent).toContain(firstHeading);
    expect(classes[0]!.textContent).toContain('教练 林晓');
    expect(screen.getAllByText(/02:00 · 148 KB/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/PDF · 2 页 · 3 KB/).length).toBeGreaterThan(0);
    if (series === 'teaching') expect(screen.getByText(/^视频 · [\d.]+ MB$/)).toBeTruthy();
  });

  it('filters videos and PDFs', async () => {
    const { user } = await open();
    await screen.findAllByTestId('material-class');
    await user.click(screen.getByRole('button', { name: '视频' }));
    expect(screen.getAllByTestId('material-file').every((f) => f.dataset['kind'] === 'video')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    expect(screen.getAllByTestId('material-file').every((f) => f.dataset['kind'] === 'pdf')).toBe(true);
  });

  it('plays a video in place and marks it viewed on the server', async () => {
    const { user } = await open();
    await screen.findAllByTestId('material-class');
    const row = screen.getAllByTestId('material-file').find((f) => f.dataset['kind'] === 'video')!;
    expect(within(row).getByTestId('viewed-mark').textContent).toBe('未查看');
    await user.click(within(row).getByRole('button'));
    const video = await within(row).findByTestId('material-video');
    expect(video.getAttribute('src')).toMatch(/\/video\?ticket=/);
    video.dispatchEvent(new Event('play'));
    expect(await within(row).findByText('已查看')).toBeTruthy();
  });

  it('opens a PDF in a new tab and marks it viewed', async () => {
    const { user } = await open();
    await screen.findAllByTestId('material-class');
    const row = screen
      .getAllByTestId('material-file')
      .find((f) => f.dataset['kind'] === 'pdf' && /未查看/.test(f.textContent ?? ''))!;
    const a = within(row).getByRole('link');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('href')).toMatch(/\/pdf\?ticket=/);
    a.addEventListener('click', (e) => e.preventDefault());
    await user.click(a);
    expect(await within(row).findByText('已查看')).toBeTruthy();
  });

  it('speaks English', async () => {
    await open('en');
    const classes = await screen.findAllByTestId('material-class');
    expect(classes[0]!.textContent).toContain('Coach');
    expect(screen.getAllByText('Not viewed').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Video' })).toBeTruthy();
  });

  it('says so when the student has no classes', async () => {
    server.use(http.get(`${API}/class-materials`, () => okJson({ series, groups: [] })));
    await open();
    expect(await screen.findByText(emptyTitle)).toBeTruthy();
  });

  it('offers a retry when the service fails', async () => {
    server.use(http.get(`${API}/class-materials`, () => failJson(500, '服务繁忙')));
    await open();
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
    expect(screen.getByText('资料加载失败，请重试')).toBeTruthy();
  });

  it('signed out: asks to sign in, without a request', async () => {
    let asked = 0;
    server.use(http.get(`${API}/class-materials`, () => (asked++, undefined)));
    await open('zh', false);
    expect(await screen.findByText('请先登录')).toBeTruthy();
    expect(screen.getByText('登录后查看你的课程资料')).toBeTruthy();
    expect(asked).toBe(0);
  });
});
