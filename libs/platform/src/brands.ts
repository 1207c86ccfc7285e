import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { subApps, type Brand } from './registry';
import { detectSubApp } from './paths';
import { BLANK_TITLE } from './title';

export type BrandId = Brand | 'public';

/**
 * What makes a brand look like itself: its name, welcome line and colours, used by every login,
 * title, share card, manifest and icon. Texts are message descriptors so they come in zh and en.
 * Colours meet WCAG AA with white text on `primary` (checked by a test over these values).
 */
export interface BrandRecord {
  id: BrandId;
  name: MessageDescriptor;
  /** One line under the name on the login and on the landing page. */
  welcome: MessageDescriptor;
  /** Accent: buttons, links, the logo tile. */
  primary: string;
  /** A light tint of the accent for backgrounds (selected chips, the index bar). */
  tint: string;
  /** Text and glyphs drawn on `primary` (buttons, the logo tile). */
  onPrimary: string;
}

// One line per brand: the table reads at a glance, and tools/vite/first-paint reads `primary` from it.
// prettier-ignore
export const brands: Readonly<Record<BrandId, BrandRecord>> = {
  onmat: { id: 'onmat', name: msg`OnMat 瑜伽`, welcome: msg`在垫上，遇见更好的自己`, primary: '#c7324c', tint: '#fdeef1', onPrimary: '#ffffff' },
  phala: { id: 'phala', name: msg`Phala 瑜伽`, welcome: msg`跟随名师练习，把课堂带回家`, primary: '#5b3fd9', tint: '#f0ecff', onPrimary: '#ffffff' },
  suman: { id: 'suman', name: msg`素漫瑜伽`, welcome: msg`课后答疑，老师一直都在`, primary: '#0b7a5c', tint: '#e7f6f1', onPrimary: '#ffffff' },
  slim: { id: 'slim', name: msg`Slim 轻体`, welcome: msg`吃对练对，轻松瘦下来`, primary: '#b4480c', tint: '#fff1e8', onPrimary: '#ffffff' },
  'yoga-bay': { id: 'yoga-bay', name: msg`瑜伽湾`, welcome: msg`证书续期与进修课程，一站办理`, primary: '#1565c0', tint: '#e8f1fc', onPrimary: '#ffffff' },
  beaticam: { id: 'beaticam', name: msg`Beaticam 拍立得`, welcome: msg`每一张胶片，都值得珍藏`, primary: '#222222', tint: '#f1f1f1', onPrimary: '#ffffff' },
  cycling: { id: 'cycling', name: msg`骑行装备馆`, welcome: msg`好装备，骑得更远`, primary: '#00708c', tint: '#e5f5f9', onPrimary: '#ffffff' },
  public: { id: 'public', name: msg`瑜伽课堂`, welcome: msg`专业瑜伽与健身课程，随时随地开始练习`, primary: '#c7324c', tint: '#fdeef1', onPrimary: '#ffffff' },
};

export const brandRecord = (brand: BrandId): BrandRecord => brands[brand];

/** The brand a path belongs to; the product's own pages (the index, notices) are `public`. */
export const brandOf = (pathname: string, hash = ''): BrandId =>
  detectSubApp(pathname, hash)?.brand ?? 'public';

/** Where "home" is for a path: its sub-app's home, or the product index outside every sub-app. */
export const homeOf = (pathname: string, hash = ''): string => detectSubApp(pathname, hash)?.home ?? '/';

/** A brand's front door: the home of its student sub-app (the first of its sub-apps otherwise). */
export function brandHome(brand: Brand): string {
  const own = subApps.filter((s) => s.brand === brand);
  return (own.find((s) => s.role === 'student') ?? own[0])!.home;
}

/** "<page title> · <brand name>"; a page with no title keeps the spec's blank title. */
export function documentTitle(page: string, brandName: string): string {
  return page.trim() && page !== BLANK_TITLE ? `${page} · ${brandName}` : BLANK_TITLE;
}
