import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { materialsHandlers } from './testing/handlers';
import UploadInitialScreen from './upload-initial-screen';

const server = startServer(...materialsHandlers());
const open = (locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<UploadInitialScreen />, {
    path: '/onmat/teacher/upload_material_initial',
    signedIn: true,
    locale,
  });

beforeEach(() => localStorage.clear());

describe('upload_material_initial', () => {
  it('lists the coach’s classes needing material, each linking to its upload, in zh and en', async () => {
    const { unmount } = await open();
    const list = await screen.findByTestId('material-classes');
    expect(list.textContent).toContain('流瑜伽基础');
    expect(list.textContent).toContain('已上传 1 份资料');
    expect(screen.getByRole('link', { name: /阴瑜伽放松/ }).getAttribute('href')).toBe(
      '/onmat/teacher/upload_material?classId=2',
    );
    unmount();
    await open('en');
    expect((await screen.findByTestId('material-classes')).textContent).toContain('No material yet');
  });

  it('shows the empty and the error state', async () => {
    server.use(http.get(`${API}/materials/classes`, () => okJson({ list: [] })));
    const { unmount } = await open();
    expect(await screen.findByText('近期没有需要上传资料的课程')).toBeTruthy();
    unmount();
    server.use(http.get(`${API}/materials/classes`, () => failJson(500, 'boom', 500)));
    await open();
    expect(await screen.findByText('课程加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
  });
});
