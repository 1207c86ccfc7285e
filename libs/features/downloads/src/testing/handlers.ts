import { http } from 'msw';
import type { AppRelease, CoachCard, TvLogin } from '@yoga/contract';
import { DOWNLOADS_CODES } from '@yoga/contract/codes';
import { API, failJson, okJson, testStore } from '@yoga/testing';

type Channel = AppRelease['channel'];
const urls: Record<Channel, Record<'ios' | 'android', string>> = {
  release: {
    ios: 'https://apps.apple.com/cn/app/phala/id1610012345',
    android: 'https://downloads.example.cn/phala/phala-5.3.0.apk',
  },
  test: {
    ios: 'https://apps.apple.com/cn/app/phala/id1610012345',
    android: 'https://downloads.example.cn/phala/phala-5.3.0.apk',
  },
  tv: {
    ios: 'https://apps.apple.com/cn/app/phala-tv/id1700512345',
    android: 'https://downloads.example.cn/phala/phala-tv-5.3.0.apk',
  },
};
const build = (platform: 'ios' | 'android', channel: Channel) => ({
  version: channel === 'test' ? '5.4.0-beta.2' : '5.3.0',
  size: platform === 'ios' ? 88_200_000 : 62_100_000,
  notes:
    channel === 'test'
      ? ['测试版：新的首页布局']
      : channel === 'tv'
        ? ['大屏跟练，动作看得更清楚']
        : ['课程页支持倍速播放', '修复了若干已知问题'],
  releasedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  url: urls[channel][platform],
});

export const releaseOf = (channel: Channel): AppRelease => ({
  brand: 'phala',
  appName: 'Phala 瑜伽',
  channel,
  scheme: 'phala',
  ios: build('ios', channel),
  android: build('android', channel),
});

/** The TV codes the handlers know; a decision changes one, anew for every test. */
export const tvCodesStore = testStore<Record<string, TvLogin & { expired?: boolean }>>(() => {
  const now = Date.now();
  const code = (c: string, o: Partial<TvLogin & { expired: boolean }> = {}) => ({
    code: c,
    state: 'pending' as const,
    device: { name: '客厅的电视', model: 'Xiaomi TV ES65', location: '上海市 浦东新区' },
    requestedAt: new Date(now - 30_000).toISOString(),
    expiresAt: new Date(now + 270_000).toISOString(),
    ...o,
  });
  return {
    ABCD23: code('ABCD23'),
    XPRD22: code('XPRD22', { expired: true }),
    USED22: code('USED22', { state: 'confirmed' }),
  };
});

export const coachSample: CoachCard = {
  id: 101,
  name: '林晓岚',
  title: '阿斯汤加认证导师',
  intro: '从业9年，擅长把体式拆成小步骤。',
  avatar: '/api/downloads/coaches/101/avatar.svg',
  chatId: 'onmat_coach_101',
  qrText: 'https://u.wechat.com/contact/onmat_coach_101',
  mine: false,
};

function tvAnswer(code: string) {
  const tv = tvCodesStore.current[code];
  if (!tv) return failJson(DOWNLOADS_CODES.tvCodeNotFound, '登录码不存在');
  if (tv.state !== 'pending') return failJson(DOWNLOADS_CODES.tvCodeUsed, '登录码已使用过');
  if (tv.expired) return failJson(DOWNLOADS_CODES.tvCodeExpired, '登录码已过期');
  return null;
}

/** This domain's success answers (and its refusals for unknown, expired and used codes). */
export const downloadsHandlers = [
  http.get(`${API}/downloads/app-version`, ({ request }) =>
    okJson(releaseOf((new URL(request.url).searchParams.get('channel') as Channel | null) ?? 'release')),
  ),
  http.get(`${API}/downloads/tv-login/:code`, ({ params }) => {
    const code = String(params.code);
    return tvAnswer(code) ?? okJson(tvCodesStore.current[code]);
  }),
  http.post(`${API}/downloads/tv-login/:code`, async ({ params, request }) => {
    const code = String(params.code);
    const refused = tvAnswer(code);
    if (refused) return refused;
    const { decision } = (await request.json()) as { decision: string };
    tvCodesStore.current[code]!.state = decision === 'confirm' ? 'confirmed' : 'refused';
    return okJson(tvCodesStore.current[code]);
  }),
  http.get(`${API}/downloads/coaches/:id`, ({ params }) =>
    Number(params.id) === coachSample.id
      ? okJson(coachSample)
      : failJson(DOWNLOADS_CODES.coachNotFound, '老师不存在'),
  ),
  http.get(`${API}/downloads/my-coach`, ({ request }) =>
    okJson({ ...coachSample, mine: request.headers.has('AUTHORIZE_TOKEN') }),
  ),
];
