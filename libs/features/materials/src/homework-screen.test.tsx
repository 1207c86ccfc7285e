import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { MATERIAL_CODES } from '@yoga/contract/codes';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import HomeworkScreen from './homework-screen';
import { materialsHandlers } from './testing/handlers';

const server = startServer(...materialsHandlers());
const open = (id = '1', locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<HomeworkScreen />, {
    path: `/onmat/upload_material/${id}`,
    route: '/onmat/upload_material/:confId',
    signedIn: true,
    locale,
  });

beforeEach(() => localStorage.clear());

describe('upload_material/:confId', () => {
  it('shows the class’s task and hands in a photo, in zh and en', async () => {
    const { unmount } = await open();
    expect((await screen.findByTestId('homework')).textContent).toContain('作业：上传一段示范视频');
    expect(screen.getByText('还没有提交作业')).toBeTruthy();
    fireEvent.change(screen.getByTestId('material-file'), {
      target: { files: [new File([new Uint8Array(6)], 'pose.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('已上传', {}, { timeout: 4000 })).toBeTruthy();
    unmount();
    await open('1', 'en');
    expect((await screen.findByTestId('homework')).textContent).toContain('Homework:');
  });

  it('words the refusal of a student not on the class’s roster, on the file', async () => {
    const words = '你不在这节课的学员名单中，无法提交作业';
    server.use(http.post(`${API}/materials/uploads`, () => failJson(MATERIAL_CODES.notOnRoster, words)));
    await open();
    await screen.findByTestId('homework');
    fireEvent.change(screen.getByTestId('material-file'), {
      target: { files: [new File([new Uint8Array(6)], 'pose.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText(words, {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('还没有提交作业')).toBeTruthy();
  });

  it('shows not found for a bad id (no request) or an unknown class, and the error state', async () => {
    const { unmount } = await open('abc');
    expect(await screen.findByText('课程不存在')).toBeTruthy();
    unmount();
    server.use(
      http.get(`${API}/materials/homework/:confId`, () => failJson(MATERIAL_CODES.materialNotFound)),
    );
    const second = await open('99');
    expect(await screen.findByText('课程不存在')).toBeTruthy();
    second.unmount();
    server.use(http.get(`${API}/materials/homework/:confId`, () => failJson(500, 'boom', 500)));
    await open();
    expect(await screen.findByText('作业加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
  });
});
