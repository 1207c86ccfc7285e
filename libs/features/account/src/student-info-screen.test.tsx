import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { accountHandlers, sumanMePath } from './testing/handlers';
import StudentInfoScreen from './student-info-screen';

const server = startServer(...accountHandlers);
const open = (locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<StudentInfoScreen />, {
    path: '/suman/query_stu_info',
    signedIn: 'suman_tok_0123456789',
    title: '学员信息查询',
    locale,
  });

describe('student info', () => {
  it('shows a skeleton, then the student with the phone partly hidden, sending the suman token', async () => {
    let sent: string | null = null;
    server.events.on('request:start', ({ request }) => void (sent ??= request.headers.get('token')));
    await open();
    expect(screen.getByRole('status')).toBeTruthy();
    expect((await screen.findByTestId('student-info')).textContent).toContain('+86 138****0000');
    expect(sent).toBe('suman_tok_0123456789');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('学员信息查询');
    server.events.removeAllListeners();
  });

  it('offers a retry when the service fails, and recovers', async () => {
    let calls = 0;
    server.use(
      http.get(sumanMePath, () =>
        ++calls === 1
          ? failJson(500, '服务繁忙')
          : okJson({ id: 1, name: '学员', phone: '13900000000', areaCode: '86' }),
      ),
    );
    const { user, toasts } = await open();
    await user.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('student-info')).toBeTruthy();
    expect(toasts).toContain('服务繁忙');
  });

  it('speaks English', async () => {
    await open('en');
    expect((await screen.findByTestId('student-info')).textContent).toContain('Student no.');
  });
});
