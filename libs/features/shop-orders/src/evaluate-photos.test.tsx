import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, startServer } from '@yoga/testing';
import { db, resetShopDb, shopOrdersHandlers } from './testing/handlers';
import { openReview as open, pick, png } from './testing/review-kit';

const server = startServer(...shopOrdersHandlers);

beforeEach(() => {
  resetShopDb();
  localStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('product review photos', () => {
  it('refuses a photo over 5 MB or of another type before uploading it', async () => {
    await open();
    await screen.findAllByTestId('review-item');
    pick(31, png('big.png', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('“big.png”超过 5 MB，请压缩后再传');
    pick(31, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert').textContent).toBe('“a.gif”不是 JPG、PNG 或 WebP 图片');
    expect(screen.queryAllByTestId('photo')).toHaveLength(0);
    expect(db.uploads).toBe(0);
  });
  it('retries a failed upload', async () => {
    let fail = true;
    server.use(
      http.post(`${API}/uploads`, () => (fail ? failJson(413, '图片不能超过 5 MB', 413) : undefined)),
    );
    const { user } = await open();
    await screen.findAllByTestId('review-item');
    pick(31, png());
    const retry = await screen.findByRole('button', { name: /图片不能超过 5 MB 点击重试/ });
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(screen.getByTestId('photo').className).toContain('y-photo-done'));
    expect(db.uploads).toBe(1);
  });
  it('opens a photo full-screen', async () => {
    const { user } = await open();
    await screen.findAllByTestId('review-item');
    pick(31, png());
    await user.click(await screen.findByRole('button', { name: '查看照片 1' }));
    // The kit's viewer (antd-mobile's, loaded on first use) shows the photo full-screen.
    await waitFor(() =>
      expect(document.querySelector('.adm-image-viewer-indicator')?.textContent).toBe('1 / 1'),
    );
  });
});
