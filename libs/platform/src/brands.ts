import type { MessageDescriptor } from '@lingui/core';
import { subApps, type Brand } from './registry';
import { appForPath, detectSubApp } from './paths';
import { BLANK_TITLE } from './title';

export type BrandId = Brand | 'public';

/**
 * What makes a brand look like itself: its name, welcome line and colours, used by every login,
 * title, share card, manifest and icon. Texts are message descriptors so they come in zh and en;
 * written as descriptors marked with an `i18n` comment, not the msg macro, so this lib stays plain TypeScript that the
 * gateway, the stand-in and the browser tests can load without the macro compiler.
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
  onmat: { id: 'onmat', name: /*i18n*/ { id: 'brand.onmat.name', message: 'OnMat 瑜伽' }, welcome: /*i18n*/ { id: 'brand.onmat.welcome', message: '在垫上，遇见更好的自己' }, primary: '#c7324c', tint: '#fdeef1', onPrimary: '#ffffff' },
  phala: { id: 'phala', name: /*i18n*/ { id: 'brand.phala.name', message: 'Phala 瑜伽' }, welcome: /*i18n*/ { id: 'brand.phala.welcome', message: '跟随名师练习，把课堂带回家' }, primary: '#5b3fd9', tint: '#f0ecff', onPrimary: '#ffffff' },
  suman: { id: 'suman', name: /*i18n*/ { id: 'brand.suman.name', message: '素漫瑜伽' }, welcome: /*i18n*/ { id: 'brand.suman.welcome', message: '课后答疑，老师一直都在' }, primary: '#0b7a5c', tint: '#e7f6f1', onPrimary: '#ffffff' },
  slim: { id: 'slim', name: /*i18n*/ { id: 'brand.slim.name', message: 'Slim 轻体' }, welcome: /*i18n*/ { id: 'brand.slim.welcome', message: '吃对练对，轻松瘦下来' }, primary: '#b4480c', tint: '#fff1e8', onPrimary: '#ffffff' },
  'yoga-bay': { id: 'yoga-bay', name: /*i18n*/ { id: 'brand.yoga-bay.name', message: '瑜伽湾' }, welcome: /*i18n*/ { id: 'brand.yoga-bay.welcome', message: '证书续期与进修课程，一站办理' }, primary: '#1565c0', tint: '#e8f1fc', onPrimary: '#ffffff' },
  beaticam: { id: 'beaticam', name: /*i18n*/ { id: 'brand.beaticam.name', message: 'Beaticam 拍立得' }, welcome: /*i18n*/ { id: 'brand.beaticam.welcome', message: '每一张胶片，都值得珍藏' }, primary: '#222222', tint: '#f1f1f1', onPrimary: '#ffffff' },
  cycling: { id: 'cycling', name: /*i18n*/ { id: 'brand.cycling.name', message: '骑行装备馆' }, welcome: /*i18n*/ { id: 'brand.cycling.welcome', message: '好装备，骑得更远' }, primary: '#00708c', tint: '#e5f5f9', onPrimary: '#ffffff' },
  public: { id: 'public', name: /*i18n*/ { id: 'brand.public.name', message: '瑜伽课堂' }, welcome: /*i18n*/ { id: 'brand.public.welcome', message: '专业瑜伽与健身课程，随时随地开始练习' }, primary: '#c7324c', tint: '#fdeef1', onPrimary: '#ffffff' },
};

export const brandRecord = (brand: BrandId): BrandRecord => brands[brand];

/**
 * A brand's name in plain text, for what runs without the catalogs (the stand-in's seeds and
 * messages, the gateway): Chinese from the record above, English as libs/i18n's catalog has it
 * (brands.test.ts holds the two equal). Every place that writes a brand's name reads it here.
 */
// prettier-ignore
const ENGLISH_NAMES: Readonly<Record<BrandId, string>> = {
  onmat: 'OnMat Yoga', phala: 'Phala Yoga', suman: 'Suman Yoga', slim: 'Slim', 'yoga-bay': 'Yoga Bay',
  beaticam: 'Beaticam Instant Film', cycling: 'Cycling Gear', public: 'Yoga Class',
};
export const brandName = (brand: BrandId, lang: 'zh' | 'en'): string =>
  lang === 'en' ? ENGLISH_NAMES[brand] : brands[brand].name.message!;

/**
 * The brand a path belongs to: its sub-app's; outside every sub-app, the brand of the app that
 * serves it (/mc is slim's, /cc onmat's); the product's own pages (the index, notices) are `public`.
 */
export const brandOf = (pathname: string, hash = ''): BrandId =>
  detectSubApp(pathname, hash)?.brand ?? mountedBrand(pathname) ?? 'public';

function mountedBrand(pathname: string): Brand | undefined {
  const app = appForPath(pathname);
  return subApps.find((s) => s.app === app)?.brand;
}

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
