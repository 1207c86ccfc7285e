import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import { certificatesHandlers, revokedCert, validCert } from './testing/handlers';
import CertDetailScreen from './cert-detail-screen';

const server = startServer(...certificatesHandlers);
const open = (id: string, o: { locale?: 'zh' | 'en'; prefix?: string } = {}) =>
  renderScreen(<CertDetailScreen />, {
    path: `${o.prefix ?? '/onmat'}/cert/${id}`,
    route: `${o.prefix ?? '/onmat'}/cert/:certId`,
    signedIn: false,
    locale: o.locale ?? 'zh',
  });

describe('certificate page', () => {
  it('shows the certificate as a card with its QR to the verification search', async () => {
    await open(validCert.id);
    const card = await screen.findByTestId('cert-card');
    expect(card.textContent).toContain('林**');
    expect(card.textContent).toContain('OM202600000101');
    expect(card.textContent).toContain('OnMat 瑜伽培训学院');
    expect(card.textContent).toContain('有效');
    expect(card.textContent).toContain('官方认证');
    expect(screen.getByRole('img', { name: '证书验证二维码' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '在线验证' }).getAttribute('href')).toBe('/cc?no=OM202600000101');
    expect(screen.getByRole('button', { name: '保存为图片' })).toBeTruthy();
  });

  it('reads in English on a coach sub-app, a revoked certificate marked so', async () => {
    await open(revokedCert.id, { locale: 'en', prefix: '/onmat/teacher' });
    const card = await screen.findByTestId('cert-card');
    expect(card.textContent).toContain('Revoked');
    expect(screen.getByRole('button', { name: 'Save as image' })).toBeTruthy();
  });

  it('gives a revoked certificate its state and date, never the official shield (zh)', async () => {
    await open(revokedCert.id);
    const card = await screen.findByTestId('cert-card');
    expect(card.textContent).not.toContain('官方认证');
    expect(screen.getByTestId('cert-void').textContent).toMatch(/^已于 2026.*11.*6.* 撤销，证书不再有效$/);
    expect(card.textContent).toContain('撤销日期');
  });

  it('shows a skeleton while loading, and an error with retry', async () => {
    server.use(http.get(`${API}/certificates/:id`, () => new HttpResponse(null, { status: 500 })));
    const { container } = await open(validCert.id);
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });

  it('says so when the stand-in refuses one more lookup from this client (429)', async () => {
    server.use(http.get(`${API}/certificates/:id`, () => failJson(429, '证书查看过于频繁，请稍后再试')));
    const { toasts } = await open(validCert.id);
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
    expect(toasts).toContain('证书查看过于频繁，请稍后再试');
    expect(screen.queryByTestId('cert-card')).toBeNull();
  });

  it('shows not found for an unknown id, and for a row number or other malformed one without asking', async () => {
    const { unmount } = await open('ffffffffffffffff');
    expect(await screen.findByText('证书不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    unmount();
    let asked = false;
    server.use(http.get(`${API}/certificates/:id`, () => ((asked = true), HttpResponse.json({}))));
    for (const id of ['abc', '1']) {
      const page = await open(id);
      expect(await screen.findByText('证书不存在')).toBeTruthy();
      expect(screen.getByRole('link', { name: '去查询证书' }).getAttribute('href')).toBe('/cc');
      page.unmount();
    }
    expect(asked).toBe(false);
  });
});
