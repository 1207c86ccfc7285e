import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderScreen, startServer } from '@yoga/testing';
import { downloadsHandlers } from './testing/handlers';
import OpenScreen from './open-screen';

startServer(...downloadsHandlers);
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

afterEach(() => vi.restoreAllMocks());

describe('open pages', () => {
  it("offers the app's deep link with the asked path", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(`${IPHONE} MicroMessenger/8.0.47`);
    await renderScreen(<OpenScreen />, { path: '/suman/open?path=/course_detail%3FcourseId%3D1' });
    const open = await screen.findByRole('link', { name: '打开 App' });
    expect(open.getAttribute('href')).toBe('phala://open?path=%2Fcourse_detail%3FcourseId%3D1');
  });

  it('in the chat browser gives up on the scheme at once and offers the store', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(`${IPHONE} MicroMessenger/8.0.47`);
    await renderScreen(<OpenScreen />, { path: '/suman/open', locale: 'en' });
    expect(await screen.findByText('Phala 瑜伽 did not open?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download for Android' })).toBeNull();
  });

  it('falls back to the download page when the page is still visible after the timeout', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const { where } = await renderScreen(<OpenScreen />, { path: '/slim/open', route: '/slim/open' });
    await screen.findByText('正在打开 Phala 瑜伽…');
    await waitFor(() => expect(where()).toBe('/slim/download'), { timeout: 4000 });
  });

  it('a path that is not in-app opens the home', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(`${IPHONE} MicroMessenger/8.0.47`);
    await renderScreen(<OpenScreen />, { path: '/suman/open?path=https://evil.example' });
    const open = await screen.findByRole('link', { name: '打开 App' });
    expect(open.getAttribute('href')).toBe('phala://open?path=%2F');
  });
});
