import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { COURSE_MEDIA_CODES } from '@yoga/contract';
import { failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { resumeKey } from '@yoga/video';
import { courseMediaHandlers, playback, playbackUrl, previewPlayback } from './testing/handlers';
import PlaybackScreen from './playback-screen';

const server = startServer(...courseMediaHandlers);
const open = (o: { signedIn?: boolean; locale?: 'zh' | 'en'; path?: string } = {}) => {
  const path = o.path ?? '/onmat/course_playback/1';
  return renderScreen(<PlaybackScreen />, {
    path,
    route: path.replace(/\d+$/, ':id'),
    signedIn: o.signedIn ?? true,
    title: '课程回放',
    locale: o.locale,
  });
};
const video = async () => (await screen.findByTestId('video')) as HTMLVideoElement;
/** jsdom has no media pipeline: the test moves the clock of the element and fires what a browser would. */
const playTo = (v: HTMLVideoElement, sec: number) => {
  v.currentTime = sec;
  fireEvent.timeUpdate(v);
};

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});

describe('course playback', () => {
  it('plays the full video with controls and captions, course info below', async () => {
    await open();
    const v = await video();
    expect(v.controls).toBe(true);
    expect(v.getAttribute('src')).toBe(playback.videoUrl);
    expect(v.querySelector('track')?.getAttribute('srclang')).toBe('zh');
    expect(screen.getByTestId('playback-info').textContent).toContain('陈思雨');
    expect(screen.queryByTestId('buy-prompt')).toBeNull();
  });

  it('applies the chosen speed to the video element and keeps it', async () => {
    const { user } = await open();
    const v = await video();
    await user.click(screen.getByRole('button', { name: '1.5 倍速' }));
    expect(v.playbackRate).toBe(1.5);
    expect(screen.getByRole('button', { name: '1.5 倍速' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('yoga.playback.speed')).toBe('1.5');
  });

  it('seeks by chapter and marks the chapter playing', async () => {
    const { user } = await open();
    const v = await video();
    await user.click(screen.getByRole('button', { name: /01:00\s*核心练习\s*，从这里播放/ }));
    expect(v.currentTime).toBe(60);
    playTo(v, 35);
    expect(screen.getByRole('button', { name: /站立体式/ }).getAttribute('aria-current')).toBe('true');
  });

  it('saves the position per user and video, and offers to continue from it', async () => {
    localStorage.setItem(resumeKey('onmat', 7, 1), JSON.stringify({ pos: 754 % 120, at: 1 }));
    const { user } = await open();
    const v = await video();
    await user.click(await screen.findByRole('button', { name: '从 00:34 继续播放' }));
    expect(v.currentTime).toBe(34);
    playTo(v, 50);
    fireEvent.pause(v);
    expect(JSON.parse(localStorage.getItem(resumeKey('onmat', 7, 1))!).pos).toBe(50);
    // Someone else on the same phone starts at the beginning.
    expect(localStorage.getItem(resumeKey('onmat', 8, 1))).toBeNull();
  });

  it('previews the first part, then asks the user to buy; signed out, to log in too', async () => {
    server.use(http.get(playbackUrl, () => okJson({ ...previewPlayback, userId: null })));
    await open({ signedIn: false });
    const v = await video();
    expect(screen.getByText('试看前 00:30')).toBeTruthy();
    playTo(v, 30);
    const prompt = await screen.findByTestId('buy-prompt');
    expect(prompt.textContent).toContain('试看结束');
    expect(screen.getByRole('link', { name: '购买课程 ¥199.00' }).getAttribute('href')).toBe(
      '/onmat/course_detail?courseId=105',
    );
    expect(screen.getByRole('link', { name: '已购买？去登录' }).getAttribute('href')).toBe(
      '/onmat/login?redirect=%2Fonmat%2Fcourse_playback%2F1',
    );
    expect(screen.getByRole('button', { name: /00:30\s*站立体式\s*购买后观看/ })).toBeTruthy();
  });

  it('signed in without the course: buy prompt from a locked chapter, no login', async () => {
    server.use(http.get(playbackUrl, () => okJson(previewPlayback)));
    const { user } = await open({ path: '/phala/course/playback/1' });
    await video();
    await user.click(screen.getByRole('button', { name: /01:00\s*核心练习\s*购买后观看/ }));
    expect(await screen.findByTestId('buy-prompt')).toBeTruthy();
    expect(screen.getByRole('link', { name: '购买课程 ¥199.00' }).getAttribute('href')).toBe(
      '/phala/course_detail?courseId=105',
    );
    expect(screen.queryByRole('link', { name: '已购买？去登录' })).toBeNull();
  });

  it('reloads a video that failed with a fresh ticket; a 403 then goes to login', async () => {
    let calls = 0;
    server.use(
      http.get(playbackUrl, () =>
        ++calls === 1 ? okJson(playback) : failJson(403, '未登录或登录失效', 403),
      ),
    );
    const { user, effects } = await open();
    fireEvent.error(await video());
    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(effects.goLogin).toHaveBeenCalled());
  });

  it('shows not found for an unknown recording', async () => {
    server.use(http.get(playbackUrl, () => failJson(COURSE_MEDIA_CODES.playbackNotFound, '回放不存在')));
    await open({ path: '/onmat/course_playback/99' });
    expect(await screen.findByRole('heading', { name: '回放不存在' })).toBeTruthy();
  });

  it('shows not-found without a request or a retry for a malformed id or someone else’s recording', async () => {
    let asked = 0;
    server.use(http.get(playbackUrl, () => (asked++, failJson(404, '回放不存在', 404))));
    const first = await open({ path: '/onmat/course_playback/0' });
    expect(await screen.findByRole('heading', { name: '回放不存在' })).toBeTruthy();
    expect(asked).toBe(0);
    first.unmount();
    await open({ path: '/onmat/course_playback/1' });
    expect(await screen.findByRole('heading', { name: '回放不存在' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });

  it('speaks English', async () => {
    await open({ locale: 'en' });
    await video();
    expect(screen.getByRole('button', { name: '1.5× speed' })).toBeTruthy();
  });
});
