import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { practiceHandlers, practiceState, TODAY } from './testing/handlers';
import PracticeClockScreen from './practice-clock-screen';

let state = practiceState();
const server = startServer(...practiceHandlers(state));
beforeEach(() => {
  state = practiceState();
  server.use(...practiceHandlers(state));
});
const open = () => renderScreen(<PracticeClockScreen />, { path: '/slim/practice_clock', signedIn: true });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'p.png', { type: 'image/png' });

describe('practice_clock', () => {
  it('clocks a practice for a family member with a photo: the calendar marks today and the streak grows', async () => {
    const { user } = await open();
    const cal = await screen.findByTestId('clock-calendar');
    expect(cal.querySelector(`[data-day="${TODAY}"]`)!.className).not.toContain('y-cal-done');
    expect(screen.getByTestId('clock-streak').textContent).toBe('已连续打卡 1 天');
    await user.selectOptions(screen.getByLabelText('谁在练习'), '妈妈');
    await user.clear(screen.getByLabelText('练习时长（分钟）'));
    await user.type(screen.getByLabelText('练习时长（分钟）'), '40');
    await user.upload(screen.getByLabelText('打卡照片'), png());
    expect(await screen.findByText('照片已上传')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '打卡' }));
    await waitFor(() => expect(screen.getByTestId('clock-streak').textContent).toBe('已连续打卡 2 天'));
    expect(screen.getByTestId('clock-calendar').querySelector(`[data-day="${TODAY}"]`)!.className).toContain(
      'y-cal-done',
    );
    expect(within(screen.getByTestId('clock-list')).getByText('妈妈')).toBeTruthy();
    expect(state.clocks.at(-1)).toMatchObject({ minutes: 40, memberId: 1 });
  });

  it('asks for a photo and a duration in range before sending anything', async () => {
    let posted = false;
    server.use(http.post(`${API}/practice/clock`, () => ((posted = true), okJson(null))));
    const { user } = await open();
    await user.clear(await screen.findByLabelText('练习时长（分钟）'));
    await user.type(screen.getByLabelText('练习时长（分钟）'), '3');
    await user.click(screen.getByRole('button', { name: '打卡' }));
    expect(screen.getByText('练习时长为 5 到 300 分钟')).toBeTruthy();
    await user.clear(screen.getByLabelText('练习时长（分钟）'));
    await user.type(screen.getByLabelText('练习时长（分钟）'), '30');
    await user.click(screen.getByRole('button', { name: '打卡' }));
    expect(screen.getByText('请上传打卡照片')).toBeTruthy();
    expect(posted).toBe(false);
  });

  it('says why a photo did not upload in words, never the request layer’s English', async () => {
    server.use(http.post(`${API}/uploads`, () => HttpResponse.error()));
    const { user } = await open();
    await user.upload(await screen.findByLabelText('打卡照片'), png());
    expect(await screen.findByText('照片上传失败，请检查网络后重试', {}, { timeout: 4000 })).toBeTruthy();
    server.use(http.post(`${API}/uploads`, () => failJson(400, '照片内容无法识别')));
    await user.upload(screen.getByLabelText('打卡照片'), png());
    expect(await screen.findByText('照片内容无法识别')).toBeTruthy();
    expect(screen.queryByText(/Request rejected|Network error/)).toBeNull();
  });

  it('says an empty month is empty, shows a skeleton while loading and a retry after a failure', async () => {
    state.clocks = [];
    const empty = await open();
    expect(await screen.findByText('这个月还没有打卡')).toBeTruthy();
    empty.unmount();
    server.use(
      http.get(`${API}/practice/clock`, async () => {
        await delay('infinite');
        return okJson(null);
      }),
    );
    const loading = await open();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    loading.unmount();
    server.use(http.get(`${API}/practice/clock`, () => failJson(500, '服务繁忙')));
    await open();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });
});
