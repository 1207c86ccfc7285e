/**
 * The registry: the single source of truth for brands, sub-apps, prefixes, login routes, storage keys
 * and which app build serves which path. The gateway, the nginx config, the guard and the request
 * layer all read it; nothing else lists prefixes.
 */
export type AppName = 'onmat' | 'phala' | 'suman' | 'slim' | 'bay' | 'beaticam' | 'cycling' | 'public';
export type Brand = 'suman' | 'slim' | 'onmat' | 'phala' | 'cycling' | 'yoga-bay' | 'beaticam';
export type Role = 'student' | 'teacher';
export type SubAppId =
  | 'suman'
  | 'suman-teacher'
  | 'onmat-teacher'
  | 'onmat'
  | 'slim'
  | 'phala-teacher'
  | 'phala'
  | 'bay'
  | 'beaticam'
  | 'cycling';

export interface SubApp {
  id: SubAppId;
  prefix: string;
  app: AppName;
  brand: Brand;
  role: Role;
  login: string;
  /** Where its bare prefix, its home buttons and a login with no usable `redirect` land. */
  home: string;
  /** Local-storage key of this sub-app's login token. */
  tokenKey: string;
  /** Which request client its screens use (spec section 7). */
  client: 'suman' | 'standard';
}

export interface BrandKeys {
  openId?: string;
  appletOpenId?: string;
  returnUrl: string;
  coursePayAgreement?: string;
  mobile?: string;
}

/** In the spec's detection order: the longer prefix of a family comes first. */
export const subApps: readonly SubApp[] = [
  // Not /suman/open (it launches the native app): a signed-in student lands on their coupons.
  sub('suman', '/suman', 'suman', 'suman', 'student', 'suman', '/suman/coupon/student'),
  sub('suman-teacher', '/teacher', 'suman', 'suman', 'teacher', 'suman', '/teacher/class_info'),
  sub(
    'onmat-teacher',
    '/onmat/teacher',
    'onmat',
    'onmat',
    'teacher',
    'standard',
    '/onmat/teacher/class_info',
  ),
  sub('onmat', '/onmat', 'onmat', 'onmat', 'student', 'standard', '/onmat/store'),
  sub('slim', '/slim', 'slim', 'slim', 'student', 'standard', '/slim/home'),
  sub(
    'phala-teacher',
    '/phala/teacher',
    'phala',
    'phala',
    'teacher',
    'standard',
    '/phala/teacher/class_info',
  ),
  sub('phala', '/phala', 'phala', 'phala', 'student', 'standard', '/phala/store'),
  sub('bay', '/bay', 'bay', 'yoga-bay', 'student', 'standard', '/bay/cert_renewal'),
  sub('beaticam', '/beaticam', 'beaticam', 'beaticam', 'student', 'standard', '/beaticam/film_list'),
  sub('cycling', '/cycling', 'cycling', 'cycling', 'student', 'standard', '/cycling/equipment'),
];

function sub(
  id: SubAppId,
  prefix: string,
  app: AppName,
  brand: Brand,
  role: Role,
  client: SubApp['client'],
  home: string,
): SubApp {
  const tokenKey = `${brand.replace('-', '_')}_${role === 'teacher' ? 'teacher_' : ''}token`;
  return { id, prefix, app, brand, role, login: `${prefix}/login`, home, tokenKey, client };
}

/** Paths that belong to one sub-app's session although they sit under another prefix. */
export const sessionAliases: readonly { path: string; subApp: SubAppId }[] = [
  { path: '/slim/business/onmat_pay_info', subApp: 'onmat' },
];

/** Brand-level keys (section 3). Brands that take an `openId` query have an openId key. */
export const brandKeys: Readonly<Record<Brand, BrandKeys>> = {
  suman: { returnUrl: 'suman_return_url', appletOpenId: 'suman_applet_open_id' },
  slim: { returnUrl: 'slim_return_url', mobile: 'slim_mobile', appletOpenId: 'slim_applet_open_id' },
  onmat: brandWithOpenId('onmat'),
  phala: brandWithOpenId('phala'),
  'yoga-bay': brandWithOpenId('yoga_bay'),
  beaticam: brandWithOpenId('beaticam'),
  cycling: brandWithOpenId('cycling'),
};

function brandWithOpenId(k: string): BrandKeys {
  return {
    openId: `${k}_open_id`,
    appletOpenId: `${k}_applet_open_id`,
    returnUrl: `${k}_return_url`,
    coursePayAgreement: `${k}_course_pay_agreement`,
  };
}

/** Which app build serves which path prefix; anything else is served by `public` (not found). */
export const appMounts: readonly { prefix: string; app: AppName }[] = [
  ...subApps.map((s) => ({ prefix: s.prefix, app: s.app })),
  { prefix: '/cc', app: 'onmat' },
  { prefix: '/mc', app: 'slim' },
  { prefix: '/public', app: 'public' },
  { prefix: '/404-1', app: 'public' },
  { prefix: '/end', app: 'public' },
  { prefix: '/device_info', app: 'public' },
];

export const appNames: readonly AppName[] = [
  'onmat',
  'phala',
  'suman',
  'slim',
  'bay',
  'beaticam',
  'cycling',
  'public',
];

/** Default asset base of an app build; a deployment may point it at a CDN instead. */
export const assetBase = (app: AppName): string => `/static/${app}/`;

/** Where the product's API is reached through the gateway (same origin): all production proxies. */
export const apiPrefixes: readonly string[] = ['/api'];

/**
 * The stand-in's development-only calls (tools/dev-api: login codes, paying orders, support
 * replies). Proxied by the development gateway and dev server only, never by the production nginx
 * config: anyone could read a phone's login code through it.
 */
export const devApiPrefixes: readonly string[] = ['/__dev'];

export const localStorageKeys = {
  answerQuestionImages: 'answer_question_images_data',
  answerQuestionImagesLegacy: 'answer_question_images',
  answerQuestionRecord: 'answer_question_url_data',
  language: 'lng',
} as const;

/**
 * Local-storage keys made per sub-app or per account. Built here only, so every key a device may hold
 * is listed in one place; the strings are what devices already hold: never change one (its users
 * would lose what it keeps).
 */
export const storageKeys = {
  /** The account last seen with a sub-app's stored token (libs/session account-memory.ts). */
  accountMemory: (sub: SubAppId) => `yoga_account_${sub}`,
  /** The last company invoice title an account used on this device (slim's invoice form). */
  invoiceLastCompany: (sub: SubAppId, userId: number) => `invoice:last-company:${sub}:${userId}`,
} as const;

/** Paths never shown in the desktop phone frame (spec section 2): certificate search, film offers. */
export const frameExemptPrefixes: readonly string[] = ['/cc', '/beaticam/film_discount/'];

/** The chat-platform login page of the sub-apps that have one (reached by a full-page redirect). */
export const chatLoginRoutes: Readonly<Partial<Record<SubAppId, string>>> = {
  suman: '/suman/wx_h5_login',
  onmat: '/onmat/wx_login',
  'onmat-teacher': '/onmat/teacher/wx_login',
  phala: '/phala/wx_login',
  'phala-teacher': '/phala/teacher/wx_login',
  slim: '/slim/wx_login',
};
