import { link, type SubApp } from '@yoga/platform';

/**
 * The agreement a VIP or deposit purchase links to. phala keeps its agreements under agreement/:key;
 * onmat has a page per agreement. The VIP screens serve only these two student apps (spec: A, A').
 */
export const agreementPath = (sub: SubApp, which: 'vip' | 'deposit') =>
  sub.brand === 'phala'
    ? link(sub, 'agreement/:key', { key: which === 'vip' ? 'vip' : 'user' })
    : link(sub, which === 'vip' ? 'vip_agreement' : 'agreement');
