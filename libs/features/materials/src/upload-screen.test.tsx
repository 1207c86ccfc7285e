import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import { MATERIAL_CODES } from '@yoga/contract/codes';
import { materialsHandlers, networkDown } from './testing/handlers';
import UploadScreen from './upload-screen';

const server = startServer(...materialsHandlers());
const open = (query = '?classId=1', locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<UploadScreen />, { path: `/onmat/teacher/upload_material${query}`, signedIn: true, locale });
const pick = (file: File) =>
  fireEvent.change(screen.getByTestId('material-file'), { target: { files: [file] } });
const video = () => new File([new Uint8Array(10)], 'lesson.mp4', { type: 'video/mp4' });

beforeEach(() => localStorage.clear());

describe('upload_material', () => {
  it('asks to choose a class without one (no class request needed), and shows the error state', async () => {
    const { unmount } = await open('');
    expect(await screen.findByText('请先选择要上传资料的课程')).toBeTruthy();
    expect(screen.getByRole('link', { name: '选择课程' }).getAttribute('href')).toBe(
      '/onmat/teacher/upload_material_initial',
    );
    unmount();
    server.use(http.get(`${API}/materials/classes`, () => failJson(500, 'boom', 500)));
    await open();
    expect(await screen.findByText('课程加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('uploads a file in chunks to done, then links to the review records', async () => {
    await open();
    await screen.findByTestId('material-upload');
    pick(video());
    expect(await screen.findByText('已上传', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看审核记录' }).getAttribute('href')).toBe(
      '/onmat/teacher/material_record',
    );
  });

  it('pauses on a network drop and resumes from what arrived', async () => {
    await open();
    await screen.findByTestId('material-upload');
    let calls = 0;
    server.use(
      http.post(`${API}/materials/uploads/:id/chunks`, () => (++calls === 2 ? networkDown() : undefined)),
    );
    pick(video());
    expect(await screen.findByText(/网络中断/, {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText(/已暂停 40%/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '继续上传' }));
    expect(await screen.findByText('已上传', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('says in words why a file is refused: by the client (type, size) and by the server (content)', async () => {
    await open('?classId=1', 'en');
    await screen.findByTestId('material-upload');
    pick(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(/Only videos \(MP4, MOV, WebM\) or images/)).toBeTruthy();
    server.use(
      http.post(`${API}/materials/uploads/:id/chunks`, () =>
        failJson(MATERIAL_CODES.badType, 'This file is not a video; please upload an MP4, MOV or WebM video'),
      ),
    );
    pick(video());
    await waitFor(() => expect(screen.getByText(/This file is not a video/)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Resume upload' })).toBeNull();
  });
});
