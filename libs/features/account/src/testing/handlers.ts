import { http } from 'msw';
import type { DeletionRequest, DeletionStatus, Profile, ProfileUpdate, User } from '@yoga/contract';
import { API, failJson, okJson } from '@yoga/testing';

export const sumanMePath = `${location.origin}/api/suman/v1/user/me`;
export const sumanStudent: User = { id: 7, name: '学员0000', phone: '13800000000', areaCode: '86' };
export const student: User = { id: 8, name: '学员8000', phone: '13800138000', areaCode: '86' };

const DAY = 86_400_000;

export const profileOf = (o: Partial<Profile> = {}): Profile => ({
  nickname: '学员8000',
  avatarUrl: null,
  avatarId: null,
  phoneMasked: '138****8000',
  areaCode: '86',
  gender: 'unknown',
  birthday: null,
  ...o,
});

export const statusOf = (o: Partial<DeletionStatus> = {}): DeletionStatus => ({
  pending: null,
  losses: { orders: 3, points: 120, vipCards: 1, certificates: 0 },
  blockers: [],
  phoneMasked: '138****8000',
  areaCode: '86',
  coolingOffDays: 15,
  ...o,
});

/** The state the handlers keep; reset() starts over. */
export const state = {
  profile: profileOf(),
  status: statusOf(),
  code: '246810',
  saved: [] as ProfileUpdate[],
};
export const reset = () => {
  state.profile = profileOf();
  state.status = statusOf();
  state.saved = [];
};

/** The account domain's success answers; tests add their own failures with server.use(). */
export const accountHandlers = [
  http.get(sumanMePath, () => okJson(sumanStudent)),
  http.get(`${API}/user/me`, () => okJson(student)),
  http.post(`${API}/auth/sms-code`, () => okJson({ resendAfter: 60 })),
  http.get(`${API}/account/profile`, () => okJson(state.profile)),
  http.post(`${API}/account/profile`, async ({ request }) => {
    const b = (await request.json()) as ProfileUpdate;
    state.saved.push(b);
    state.profile = { ...state.profile, ...b, avatarUrl: b.avatarId ? `/api/uploads/${b.avatarId}` : null };
    return okJson(state.profile);
  }),
  http.get(`${API}/account/deletion`, () => okJson(state.status)),
  http.post(`${API}/account/deletion`, async ({ request }) => {
    const { code } = (await request.json()) as { code: string };
    if (code !== state.code) return failJson(400, '验证码错误');
    const now = Date.now();
    const pending: DeletionRequest = {
      appliedAt: new Date(now).toISOString(),
      effectiveAt: new Date(now + 15 * DAY).toISOString(),
    };
    state.status = { ...state.status, pending };
    return okJson(pending);
  }),
  http.post(`${API}/account/deletion/cancel`, () => {
    state.status = { ...state.status, pending: null };
    return okJson(state.status);
  }),
];
