import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import CourseScreen from './course-screen';
import PlayerScreen from './player-screen';
import SummaryListScreen from './summary-list-screen';
import ThemeListScreen from './theme-list-screen';
import {
  course,
  courseUrl,
  freeLesson,
  lessonUrl,
  orderUrl,
  pendingOrder,
  progressUrl,
  slimVideoHandlers,
} from './testing/handlers';

const server = startServer(...slimVideoHandlers);

type Opts = { signedIn?: boolean; locale?: 'zh' | 'en' };
const screens = {
  course: { el: <CourseScreen />, base: '/slim/business/video_course', title: '视频课程' },
  themes: { el: <ThemeListScreen />, base: '/slim/video_course/theme_list', title: '课程主题' },
  summary: { el: <SummaryListScreen />, base: '/slim/video_course/summary_list', title: '课程目录' },
  player: { el: <PlayerScreen />, base: '/slim/video_course/player', title: '视频播放' },
};
const open = (which: keyof typeof screens, id: string | number, o: Opts = {}) => {
  const s = screens[which];
  return renderScreen(s.el, {
    path: `${s.base}/${id}`,
    route: `${s.base}/:id`,
    signedIn: o.signedIn ?? true,
    title: s.title,
    locale: o.locale,
  });
};

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});

describe('video course landing', () => {
  it('shows the course, its price and themes, and continues at the last lesson', async () => {
    await open('course', 1);
    const info = await screen.findByTestId('course-info');
    expect(info.textContent).toContain('21 天燃脂瑜伽');
    expect(info.textContent).toContain('共 4 课时');
    expect(info.textContent).toContain('总时长 08:00');
    expect(info.textContent).toContain('¥99.00');
    expect(screen.getByText('第二周：燃脂进阶')).toBeTruthy();
    expect(screen.getByTestId('start-course').getAttribute('href')).toBe('/slim/video_course/player/101');
    expect(screen.getByTestId('start-course').textContent).toContain('继续学习');
  });

  it('buys the course through the cashier', async () => {
    const { user, where } = await open('course', 1);
    await user.click(await screen.findByRole('button', { name: '购买课程 ¥99.00' }));
    await waitFor(() => expect(where()).toBe('/slim/business/pay_info?orderNo=SL20261126000001'));
  });

  it('signed out: starts at the first lesson and asks to sign in to buy', async () => {
    server.use(
      http.get(courseUrl, () => okJson({ ...course, userId: null, lastLessonId: null, watchedPct: 0 })),
    );
    await open('course', 1, { signedIn: false });
    expect((await screen.findByTestId('start-course')).textContent).toBe('开始学习');
    expect(screen.getByRole('link', { name: '登录后购买 ¥99.00' }).getAttribute('href')).toContain(
      '/slim/login',
    );
  });

  it('owned: no purchase offer', async () => {
    server.use(http.get(courseUrl, () => okJson({ ...course, owned: true })));
    await open('course', 1);
    expect(await screen.findByText('已购买')).toBeTruthy();
    expect(screen.queryByTestId('purchase-offer')).toBeNull();
  });

  it('loading, error with retry, not found (unknown and malformed ids)', async () => {
    server.use(http.get(courseUrl, async () => (await delay(200), failJson(500, '服务器开小差了'))));
    const first = await open('course', 1);
    expect(document.querySelector('[aria-busy="true"], .y-skeleton')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
    first.unmount();
    server.resetHandlers();
    const second = await open('course', 99);
    expect(await screen.findByRole('heading', { name: '视频课程不存在' })).toBeTruthy();
    second.unmount();
    let asked = 0;
    server.use(http.get(courseUrl, () => (asked++, okJson(course))));
    await open('course', 'abc');
    expect(await screen.findByRole('heading', { name: '视频课程不存在' })).toBeTruthy();
    expect(asked).toBe(0);
  });

  it('speaks English', async () => {
    await open('course', 1, { locale: 'en' });
    expect((await screen.findByTestId('course-info')).textContent).toContain('4 lessons');
  });
});

describe('theme list', () => {
  it('lists themes with progress and their lessons with locks', async () => {
    await open('themes', 1);
    expect((await screen.findByTestId('theme-progress-11')).textContent).toBe('已学 25%');
    expect(screen.getByTestId('lesson-103').textContent).toContain('未解锁');
    expect(screen.getByTestId('lesson-101').textContent).toContain('免费');
  });

  it('empty, error and not found', async () => {
    server.use(http.get(courseUrl, () => okJson({ ...course, themes: [], lessonCount: 0 })));
    const a = await open('themes', 1);
    expect(await screen.findByText('这门课程还没有主题')).toBeTruthy();
    a.unmount();
    server.use(http.get(courseUrl, () => failJson(500, '服务器开小差了')));
    const b = await open('themes', 1);
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
    b.unmount();
    await open('themes', 0);
    expect(await screen.findByRole('heading', { name: '视频课程不存在' })).toBeTruthy();
  });
});

describe('lesson list', () => {
  it('lists every lesson with its length, watched share and lock, and offers the purchase', async () => {
    await open('summary', 1);
    const l101 = await screen.findByTestId('lesson-101');
    expect(l101.textContent).toContain('02:00');
    expect(l101.textContent).toContain('已看 50%');
    expect(l101.getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('lesson-104').textContent).toContain('未解锁');
    expect(screen.getByTestId('purchase-offer')).toBeTruthy();
  });

  it('empty, error and not found', async () => {
    server.use(http.get(courseUrl, () => okJson({ ...course, themes: [], lessonCount: 0 })));
    const a = await open('summary', 1);
    expect(await screen.findByText('这门课程还没有课时')).toBeTruthy();
    a.unmount();
    server.use(http.get(courseUrl, () => failJson(500, '服务器开小差了')));
    const b = await open('summary', 1);
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
    b.unmount();
    server.resetHandlers();
    await open('summary', 99);
    expect(await screen.findByRole('heading', { name: '视频课程不存在' })).toBeTruthy();
  });
});

describe('lesson player', () => {
  it('starts at the saved second and saves the position to the server on pause and on leaving', async () => {
    const saved: number[] = [];
    server.use(
      http.post(progressUrl, async ({ request }) => {
        saved.push(((await request.json()) as { positionSec: number }).positionSec);
        return okJson({ lessonId: 101, positionSec: 0, watchedPct: 0 });
      }),
    );
    const { unmount } = await open('player', 101);
    const v = (await screen.findByTestId('video')) as HTMLVideoElement;
    expect(v.getAttribute('src')).toBe(freeLesson.videoUrl);
    fireEvent.loadedMetadata(v);
    expect(v.currentTime).toBe(40);
    v.currentTime = 47.6;
    fireEvent.pause(v);
    await waitFor(() => expect(saved).toContain(47));
    v.currentTime = 52;
    unmount();
    await waitFor(() => expect(saved).toContain(52));
  });

  it('has speeds, chapters and the next lesson', async () => {
    const { user } = await open('player', 101);
    const v = (await screen.findByTestId('video')) as HTMLVideoElement;
    await user.click(screen.getByRole('button', { name: '1.5 倍速' }));
    expect(v.playbackRate).toBe(1.5);
    await user.click(screen.getByRole('button', { name: /01:00\s*强化/ }));
    expect(v.currentTime).toBe(60);
    expect(screen.getByTestId('next-lesson').getAttribute('href')).toBe('/slim/video_course/player/102');
  });

  it('signed out: plays a free lesson without saving to the server', async () => {
    let saves = 0;
    server.use(
      http.get(lessonUrl, () => okJson({ ...freeLesson, userId: null, positionSec: 0 })),
      http.post(progressUrl, () => (saves++, okJson({}))),
    );
    await open('player', 101, { signedIn: false });
    const v = (await screen.findByTestId('video')) as HTMLVideoElement;
    v.currentTime = 12;
    fireEvent.pause(v);
    expect(saves).toBe(0);
  });

  it('a locked lesson shows the purchase offer instead of the video', async () => {
    const { user } = await open('player', 103);
    expect(await screen.findByTestId('purchase-offer')).toBeTruthy();
    expect(screen.queryByTestId('video')).toBeNull();
    let ordered = 0;
    server.use(
      http.post(orderUrl, () => (ordered++, okJson({ ...pendingOrder, orderNo: 'SL20261126000002' }))),
    );
    await user.click(screen.getByRole('button', { name: '购买课程 ¥99.00' }));
    await waitFor(() => expect(ordered).toBe(1));
  });

  it('error and not found', async () => {
    server.use(http.get(lessonUrl, () => failJson(500, '服务器开小差了')));
    const a = await open('player', 101);
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
    a.unmount();
    server.resetHandlers();
    const b = await open('player', 999);
    expect(await screen.findByRole('heading', { name: '课时不存在' })).toBeTruthy();
    b.unmount();
    await open('player', 'x');
    expect(await screen.findByRole('heading', { name: '课时不存在' })).toBeTruthy();
  });

  it('speaks English', async () => {
    await open('player', 101, { locale: 'en' });
    await screen.findByTestId('video');
    expect(screen.getByRole('link', { name: 'Next lesson' })).toBeTruthy();
  });
});
