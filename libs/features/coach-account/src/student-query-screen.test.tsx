import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import { coachAccountHandlers } from './testing/handlers';
import StudentQueryScreen from './student-query-screen';

const server = startServer(...coachAccountHandlers);
const open = (locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<StudentQueryScreen />, { path: '/onmat/teacher/query_student_info', signedIn: true, locale });

describe('student look-up', () => {
  it('asks for an 11-digit number before searching', async () => {
    let asked = 0;
    server.use(http.get(`${API}/coach-account/students`, () => (asked++, undefined)));
    const { user } = await open();
    await user.type(screen.getByLabelText('学员手机号'), '138');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入 11 位手机号');
    expect(asked).toBe(0);
  });

  it('shows the masked student', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('学员手机号'), '13800138000');
    await user.click(screen.getByRole('button', { name: '查询' }));
    const result = await screen.findByTestId('student-result');
    expect(result.textContent).toContain('李**');
    expect(result.textContent).toContain('138****8000');
    expect(result.textContent).not.toContain('13800138000');
  });

  it('says when no student has the number', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('学员手机号'), '13000000000');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('没有找到这个手机号的学员')).toBeTruthy();
  });

  it('offers a retry when the search fails', async () => {
    server.use(http.get(`${API}/coach-account/students`, () => failJson(500, '服务繁忙')));
    const { user } = await open('en');
    await user.type(screen.getByLabelText('Student’s phone number'), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 4000 })).toBeTruthy();
  });
});
