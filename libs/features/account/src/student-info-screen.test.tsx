import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { i18n, activateTestLocale } from '@yoga/i18n';
import { StudentInfoScreen } from './student-info-screen';

const url = `${location.origin}/api/suman/v1/user/me`;
const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await activateTestLocale('zh');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () =>
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <StudentInfoScreen />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );

describe('student info', () => {
  it('shows a skeleton, then the student with the phone partly hidden, sending the suman token', async () => {
    localStorage.setItem('suman_token', 'suman_tok_0123456789');
    let sent: string | null = null;
    server.use(
      http.get(url, ({ request }) => {
        sent = request.headers.get('token');
        return HttpResponse.json({ state: 1, code: 200, msg: '', data: { id: 7, name: '学员0000', phone: '13800000000', areaCode: '86' } });
      }),
    );
    show();
    expect(screen.getByRole('status')).toBeTruthy();
    expect((await screen.findByTestId('student-info')).textContent).toContain('+86 138****0000');
    expect(sent).toBe('suman_tok_0123456789');
  });

  it('offers a retry when the service fails, and recovers', async () => {
    let calls = 0;
    server.use(
      http.get(url, () =>
        ++calls === 1
          ? HttpResponse.json({ state: 0, code: 500, msg: '服务繁忙' })
          : HttpResponse.json({ state: 1, code: 200, msg: '', data: { id: 1, name: '学员', phone: '13900000000', areaCode: '86' } }),
      ),
    );
    show();
    const retry = await screen.findByRole('button', { name: '重试' });
    act(() => retry.click());
    expect(await screen.findByTestId('student-info')).toBeTruthy();
  });
});
