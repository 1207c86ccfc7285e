import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, okJson, pagedJson, renderScreen, startServer } from '@yoga/testing';
import RecordScreen from './record-screen';
import { materialsHandlers } from './testing/handlers';

const server = startServer(...materialsHandlers());
const open = (locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<RecordScreen />, { path: '/onmat/teacher/material_record', signedIn: true, locale });

beforeEach(() => localStorage.clear());

describe('material_record', () => {
  it('shows each review status, a rejection’s reason with re-upload, and students’ homework', async () => {
    const { unmount } = await open();
    const rows = await screen.findAllByTestId('material-record');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('未通过'),
      expect.stringContaining('审核中'),
      expect.stringContaining('已通过'),
    ]);
    expect(rows[0]!.textContent).toContain('原因：视频画面太暗');
    expect(screen.getByRole('link', { name: '重新上传' }).getAttribute('href')).toBe(
      '/onmat/teacher/upload_material?classId=2&replaces=3',
    );
    expect((await screen.findByTestId('coach-homework')).textContent).toContain('pose.png');
    unmount();
    await open('en');
    expect((await screen.findAllByTestId('material-record'))[0]!.textContent).toContain('Not accepted');
    expect(screen.getByRole('link', { name: 'Upload again' })).toBeTruthy();
  });

  it('shows the empty states and the error state', async () => {
    server.use(
      http.get(`${API}/materials/records`, () => pagedJson([])),
      http.get(`${API}/materials/homework`, () => okJson({ list: [] })),
    );
    const { unmount } = await open();
    expect(await screen.findByText('还没有上传过资料')).toBeTruthy();
    expect(await screen.findByText('还没有学员提交作业')).toBeTruthy();
    unmount();
    server.use(http.get(`${API}/materials/records`, () => failJson(500, 'boom', 500)));
    await open();
    expect(await screen.findByText('资料记录加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('goes to the coach login when the coach sub-app refuses the token (a student’s token: 403)', async () => {
    server.use(http.get(`${API}/materials/records`, () => failJson(403, '未登录或登录失效', 403)));
    const { effects } = await renderScreen(<RecordScreen />, {
      path: '/onmat/teacher/material_record',
      signedIn: 'a-student-token-of-onmat-0123456789',
    });
    await waitFor(() => expect(effects.goLogin).toHaveBeenCalled());
  });
});
