import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { application, coachAccountHandlers, queuedApplication } from './testing/handlers';
import AccountApplyScreen from './account-apply-screen';

const incomplete = {
  ...application,
  state: 'incomplete' as const,
  position: null,
  total: null,
  submittedAt: null,
  items: application.items.map((i) => ({ ...i, done: i.key !== 'certificate' && i.key !== 'health' })),
};
const server = startServer(...coachAccountHandlers);
const open = (locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<AccountApplyScreen />, { path: '/onmat/teacher/complement_info', signedIn: true, locale });

describe('coach application', () => {
  it('lists the missing items, each with its photo grid, and asks for a photo before sending', async () => {
    let sent = 0;
    server.use(
      http.get(`${API}/coach-account/application`, () => okJson(incomplete)),
      http.post(`${API}/coach-account/application/items`, () => (sent++, undefined)),
    );
    const { user } = await open();
    expect(document.querySelector('.y-skeleton')).toBeTruthy();
    expect((await screen.findByTestId('apply-state')).textContent).toContain('还缺 2 项材料');
    expect(screen.getByTestId('apply-certificate')).toBeTruthy();
    expect(screen.getByTestId('apply-health')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '提交材料' }));
    expect(screen.getByText('请至少为一项材料上传照片')).toBeTruthy();
    expect(sent).toBe(0);
  });

  it('takes APPLICATION_PHOTOS_MAX photos per item, not that many times the missing items: the 5th is refused', async () => {
    server.use(
      http.get(`${API}/coach-account/application`, () => okJson(incomplete)),
      http.post(`${API}/uploads`, () =>
        okJson({ id: 'd'.repeat(32), url: '/api/uploads/x.png', contentType: 'image/png', size: 68 }),
      ),
    );
    const { user } = await open();
    const input = (await screen.findByTestId('apply-certificate')) as HTMLInputElement;
    const png = (n: number) =>
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], `c${n}.png`, { type: 'image/png' });
    expect(screen.getAllByText('0/4')).toHaveLength(2);
    await user.upload(input, [1, 2, 3, 4, 5].map(png));
    expect((await screen.findByRole('alert')).textContent).toBe('最多上传 4 张图片');
    // Four taken for the certificate, none counted against the other missing item.
    expect(await screen.findByText('4/4')).toBeTruthy();
    expect(screen.getByText('0/4')).toBeTruthy();
  });

  it('says when everything is in, with the place in the queue', async () => {
    server.use(http.get(`${API}/coach-account/application`, () => okJson(queuedApplication)));
    await open('en');
    expect((await screen.findByTestId('apply-state')).textContent).toContain('place 11');
    expect(screen.queryByRole('button', { name: 'Submit documents' })).toBeNull();
  });

  it('asks an approved coach for nothing: the status, no item to hand in', async () => {
    await open();
    expect((await screen.findByTestId('apply-state')).textContent).toContain('已通过审核');
    expect(screen.queryByRole('button', { name: '提交材料' })).toBeNull();
  });

  it('offers a retry when it fails to load', async () => {
    server.use(http.get(`${API}/coach-account/application`, () => failJson(500, '服务繁忙')));
    await open();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });
});
