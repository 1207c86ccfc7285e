import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CERT_CODES } from '@yoga/contract/codes';
import { API, okJson, renderScreen, startServer, TEST_NOW } from '@yoga/testing';
import { certificatesHandlers, HOLDER, validCert } from './testing/handlers';
import CertSearchScreen from './cert-search-screen';

const server = startServer(...certificatesHandlers);
const open = (path = '/cc', locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<CertSearchScreen />, { path, route: '/cc', signedIn: false, locale });

describe('certificate search (/cc)', () => {
  it('finds a certificate by name and ID number: masked holder, level, dates, status and the verification mark', async () => {
    const { user } = await open();
    await user.type(screen.getByRole('textbox', { name: '姓名' }), HOLDER.name);
    await user.type(screen.getByRole('textbox', { name: '身份证号' }), HOLDER.idNumber.toLowerCase());
    await user.click(screen.getByRole('button', { name: '查询' }));
    const list = await screen.findByTestId('cert-results');
    expect(within(list).getByText('林**')).toBeTruthy();
    expect(within(list).getByText('200 小时瑜伽教练')).toBeTruthy();
    expect(within(list).getByText('有效')).toBeTruthy();
    expect(within(list).getByText('官方认证')).toBeTruthy();
    expect(within(list).getAllByText(/\d+月\d+日/, { selector: 'dd' })).toHaveLength(2);
    expect(within(list).getByRole('link', { name: '查看证书' }).getAttribute('href')).toBe(
      `/onmat/cert/${validCert.id}`,
    );
  });

  it('checks the ID number as typed and never searches with a wrong check digit or without a name', async () => {
    let asked = false;
    server.use(http.post(`${API}/certificates/search`, () => ((asked = true), HttpResponse.json({}))));
    const { user } = await open();
    const id = screen.getByRole('textbox', { name: '身份证号' });
    await user.type(id, '11010519491231002');
    expect(screen.queryByText('身份证号格式不正确')).toBeNull();
    await user.type(id, '1');
    expect(screen.getByText('身份证号格式不正确')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByText('请输入姓名')).toBeTruthy();
    expect(asked).toBe(false);
  });

  it('searches by certificate number from the link (?no=), and shows the no-result state for an unknown one', async () => {
    const { unmount } = await open('/cc?no=om202600000101');
    expect(await screen.findByText('林**')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '证书编号', selected: true })).toBeTruthy();
    unmount();
    const { user } = await open('/cc', 'en');
    await user.click(screen.getByRole('tab', { name: 'Certificate number' }));
    await user.type(screen.getByRole('textbox', { name: 'Certificate number' }), 'OM2020');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Certificate number' }), '99999999');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No certificate found')).toBeTruthy();
  });

  it('shows a revoked certificate with its state and date, without the official shield', async () => {
    await open('/cc?no=OM202500000104', 'en');
    expect(await screen.findByText('赵**')).toBeTruthy();
    expect(screen.queryByText('Verified record')).toBeNull();
    expect(screen.getByTestId('cert-void').textContent).toMatch(/^Revoked on .*2026.*; no longer valid$/);
  });

  it('marks a valid certificate that runs out within 30 days as expiring soon', async () => {
    const soon = { ...validCert, expiresAt: new Date(TEST_NOW + 10 * 86_400_000).toISOString() };
    server.use(http.post(`${API}/certificates/search`, () => okJson({ list: [soon] })));
    await open('/cc?no=OM202600000101');
    expect(await screen.findByText('即将到期')).toBeTruthy();
  });

  it('shows a skeleton while searching, and an error with retry', async () => {
    server.use(http.post(`${API}/certificates/search`, () => new HttpResponse(null, { status: 500 })));
    const { container } = await open('/cc?no=OM202600000101');
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });

  it('says when searching is allowed again after too many searches', async () => {
    const retryAt = new Date(TEST_NOW + 5 * 60_000).toISOString();
    server.use(
      http.post(`${API}/certificates/search`, () =>
        HttpResponse.json({
          state: 0,
          code: CERT_CODES.tooManySearches,
          msg: '查询过于频繁',
          data: { retryAt },
        }),
      ),
    );
    await open('/cc?no=OM202600000101');
    expect(await screen.findByText('查询过于频繁')).toBeTruthy();
    expect(screen.getByText(/请在 \d\d:\d\d.* 后再试/)).toBeTruthy();
  });
});
