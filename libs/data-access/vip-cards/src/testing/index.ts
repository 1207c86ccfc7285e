import { http } from 'msw';
import type { VipCard } from '@yoga/contract';
import { API, okJson } from '@yoga/testing';

/** A card of the onmat member plan in a given state (a waiting one has not started). */
export const vipCard = (id: number, state: VipCard['state'], name = '月卡会员'): VipCard => ({
  id,
  planId: 2,
  kind: 'member',
  name,
  days: 30,
  state,
  obtainedAt: '2026-11-20T02:00:00.000Z',
  activatedAt: state === 'to_activate' ? null : '2026-11-20T02:00:00.000Z',
  expiresAt: state === 'to_activate' ? null : '2026-12-20T02:00:00.000Z',
  orderNo: `OM20261120${String(id).padStart(6, '0')}`,
});

/** One running, one waiting to start, one expired: two hold something, three are listed. */
export const vipCards = (): VipCard[] => [
  vipCard(1, 'active'),
  vipCard(2, 'to_activate', '年卡会员'),
  vipCard(3, 'expired', '周卡会员'),
];

/** GET /api/vip/cards answering `list()` (read each time, so a test can change it). */
export const vipCardHandlers = (list: () => VipCard[] = vipCards) => [
  http.get(`${API}/vip/cards`, () => okJson({ list: list() })),
];
