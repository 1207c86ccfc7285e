import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { coachAccountHandlers, payroll } from './testing/handlers';
import PayrollSignScreen from './payroll-sign-screen';

const server = startServer(...coachAccountHandlers);
const open = (locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<PayrollSignScreen />, { path: '/onmat/teacher/yzh_qr', signedIn: true, locale });

describe('payroll signing', () => {
  it('shows a skeleton, then the QR of the signing link, then the signed state once the service says so', async () => {
    let signed = false;
    server.use(
      http.get(`${API}/coach-account/payroll-sign`, () =>
        okJson(signed ? { ...payroll, state: 'signed', signedAt: new Date().toISOString() } : payroll),
      ),
    );
    await open();
    expect(document.querySelector('.y-skeleton')).toBeTruthy();
    const qr = await screen.findByRole('img', { name: '签约二维码' });
    expect(qr.getAttribute('data-value')).toBe(`${location.origin}${payroll.signUrl}`);
    expect(screen.getByText('等待签约…签约完成后本页会自动更新')).toBeTruthy();
    signed = true;
    expect(await screen.findByText('已完成签约', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('on the phone that must scan it, the code is an image to long-press and a PNG to save, in zh and en', async () => {
    // jsdom has no canvas: a stand-in one that paints nothing and hands back a PNG.
    const ctx = { fillRect: vi.fn(), fillStyle: '' } as unknown as CanvasRenderingContext2D;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,QR');
    const { unmount } = await open();
    const qr = await screen.findByRole('img', { name: '签约二维码' });
    expect(qr.tagName).toBe('IMG');
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,QR');
    expect(screen.getByText(/在微信中长按二维码可直接识别/)).toBeTruthy();
    const save = screen.getByRole('link', { name: '保存二维码图片' });
    expect(save.getAttribute('href')).toBe('data:image/png;base64,QR');
    expect(save.getAttribute('download')).toBe('payroll-sign.png');
    unmount();
    await open('en');
    expect(await screen.findByRole('link', { name: 'Save the QR code as an image' })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('offers a retry when the state fails to load', async () => {
    server.use(http.get(`${API}/coach-account/payroll-sign`, () => failJson(500, '服务繁忙')));
    await open('en');
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 4000 })).toBeTruthy();
  });
});
