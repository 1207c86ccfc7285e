import { http } from 'msw';
import type { Address, MatInvite } from '@yoga/contract';
import { API, failJson, okJson } from '@yoga/testing';

const DAY = 86_400_000;

/** The demo student's progress: 3 of 5 friends, 24 days left. */
export function matInviteOf(over: Partial<MatInvite> = {}): MatInvite {
  const now = Date.now();
  return {
    spuId: 1,
    title: 'TPU 双面防滑瑜伽垫 6mm',
    cover: '/img/mat.png',
    goal: 5,
    invited: 3,
    state: 'in-progress',
    inviteCode: 'PHDEMO',
    sharePath: '/phala/login?invite=PHDEMO',
    invitees: [
      { name: '王**', joinedAt: new Date(now - 5 * DAY).toISOString() },
      { name: '李**', joinedAt: new Date(now - 3 * DAY).toISOString() },
      { name: '陈**', joinedAt: new Date(now - DAY).toISOString() },
    ],
    orderNo: null,
    endsAt: new Date(now + 24 * DAY + 5 * 3_600_000 + 60_000).toISOString(),
    ...over,
  };
}

export const matAddress: Address = {
  id: 9,
  name: '张三',
  areaCode: '86',
  phone: '13800138000',
  region: ['浙江省', '杭州市', '西湖区'],
  regionCodes: ['330000', '330100', '330106'],
  detail: '文三路 100 号',
  isDefault: true,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** What the fake server holds; tests set it and read the claims made. */
export const matFake = { invite: matInviteOf(), claims: [] as unknown[] };

export const matInviteHandlers = [
  http.get(`${API}/shop/mat-invite`, () => okJson(matFake.invite)),
  http.post(`${API}/shop/mat-invite/claim`, async ({ request }) => {
    const body = await request.json();
    matFake.claims.push(body);
    if (matFake.invite.state !== 'claimable') return failJson(4308, '邀请人数未达标或已领取');
    matFake.invite = { ...matFake.invite, state: 'claimed', orderNo: 'PH20261201000777' };
    return okJson(matFake.invite);
  }),
  http.get(`${API}/addresses/:id`, ({ params }) =>
    Number(params.id) === matAddress.id ? okJson(matAddress) : failJson(4501, '收货地址不存在或已删除'),
  ),
];
