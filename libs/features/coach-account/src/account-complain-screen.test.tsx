import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import { coachAccountHandlers } from './testing/handlers';
import AccountComplainScreen from './account-complain-screen';

const server = startServer(...coachAccountHandlers);
const open = (locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<AccountComplainScreen />, { path: '/teacher/account_complain', signedIn: true, locale });

describe('account appeal', () => {
  it('asks for enough text, then sends the appeal and lists it', async () => {
    const { user } = await open();
    expect(document.querySelector('.y-skeleton')).toBeTruthy();
    const text = await screen.findByLabelText('申诉内容');
    await user.type(text, '太短');
    await user.click(screen.getByRole('button', { name: '提交申诉' }));
    expect(screen.getByText('申诉内容至少 10 个字')).toBeTruthy();
    await user.type(text, '，上个月的二十节课没有计入等级评定');
    await user.click(screen.getByRole('button', { name: '提交申诉' }));
    expect(await screen.findByRole('heading', { name: '我的申诉' })).toBeTruthy();
    expect(screen.getByText('处理中')).toBeTruthy();
    // a fresh form for the next appeal
    expect((screen.getByLabelText('申诉内容') as HTMLTextAreaElement).value).toBe('');
  });

  it('offers a retry when the appeals fail to load', async () => {
    server.use(http.get(`${API}/coach-account/complaints`, () => failJson(500, '服务繁忙')));
    await open('en');
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 4000 })).toBeTruthy();
  });
});
