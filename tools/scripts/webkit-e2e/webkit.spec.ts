import { expect } from '@playwright/test';
import { builtPaths } from '../../../e2e/screens';
import { test, type Api } from './fixture';

// Safari's engine (WebKitGTK, as on iPhones and in their in-app browsers) renders the product: a sample
// of screens of every sub-app and the main journeys' screens, signed in, in a 390 px window. A screen
// fails when it is blank, shows an error or not-found state, shows "Invalid Date", "NaN" or
// "undefined", is wider than the window, or the app's error reporter sent an error while it loaded
// (a script error that left the screen drawn). WEBKIT_SCREENS=all opens every built screen instead, in
// WEBKIT_LNG (zh unless told), to look for what the sample misses.

type Order = { orderNo: string; state: string };
type Query = (api: Api) => Promise<string>;
type Screen = { path: string; lng: 'zh' | 'en'; query?: Query };
const courseOrder =
  (state: string): Query =>
  async (api) => {
    const { list } = await api.get<{ list: Order[] }>('/api/orders?subApp=onmat&page=1&pageSize=50', 'onmat');
    return `orderNo=${list.find((o) => o.state === state)!.orderNo}`;
  };

// The main journeys, in both languages: sign-in, the store and a product, a class and its cashier,
// the orders, membership and points.
const journeys: [string, Query?][] = [
  ['/onmat/login'],
  ['/onmat/store'],
  ['/onmat/product/detail/:spuId'],
  ['/onmat/product/record'],
  ['/onmat/course_detail'],
  ['/onmat/course_pay'],
  ['/onmat/app/pay_info', courseOrder('pending')],
  ['/onmat/order_list'],
  ['/onmat/order_detail', courseOrder('paid')],
  ['/onmat/my_vip'],
  ['/onmat/vip_pay'],
  ['/onmat/points'],
];

// A few screens of every other sub-app, in Chinese.
const sample = [
  '/suman/login',
  '/teacher/login',
  '/onmat/coupon_list',
  '/onmat/sign_activity/:id',
  '/cc',
  '/onmat/teacher/class_info',
  '/onmat/teacher/change_class',
  '/onmat/teacher/invoice_upload/record',
  '/phala/store',
  '/phala/course_detail',
  '/phala/wallet_record',
  '/phala/question/detail',
  '/phala/teacher/class_info',
  '/phala/teacher/buy_pearl/record',
  '/suman/coupon/student',
  '/suman/answer_question/:id',
  '/teacher/class_info',
  '/teacher/get_class_info',
  '/teacher/answer_question',
  '/slim/home',
  '/slim/practice_clock',
  '/slim/video_course/player/:id',
  '/slim/order/invoice/record',
  '/bay/cert_renewal',
  '/bay/fund_detail/:id',
  '/beaticam/film_list',
  '/beaticam/film_discount/:filmId',
  '/cycling/equipment',
  '/cycling/equipment_detail/:id',
  '/public/page',
];

// The app-opening pages hand the page to the app's own scheme at once: MiniBrowser answers an unknown
// scheme with its error page (Safari keeps the page and says it cannot open the address).
const handsOff = (path: string) => path.endsWith('/open');
const signedOutFirst = (a: Screen, b: Screen) =>
  Number(!a.path.endsWith('/login')) - Number(!b.path.endsWith('/login'));
const screens: Screen[] = (
  process.env.WEBKIT_SCREENS === 'all'
    ? builtPaths
        .filter((path) => !handsOff(path))
        .map((path): Screen => ({ path, lng: process.env.WEBKIT_LNG === 'en' ? 'en' : 'zh' }))
    : [
        ...journeys.flatMap(([path, query]) =>
          (['zh', 'en'] as const).map((lng): Screen => ({ path, lng, query })),
        ),
        ...sample.map((path): Screen => ({ path, lng: 'zh' })),
      ]
).sort(signedOutFirst);

test('a student signs in through the login screen in WebKit', async ({ screens: browser }) => {
  // A number of its own: its first code is the one the screen asked for.
  expect(await browser.signInThroughScreen('/onmat/login', '13812359960')).toEqual([]);
});

test.describe('screens render right in WebKit at 390 px', () => {
  for (const { path, lng, query } of screens)
    test(`${path} (${lng})`, async ({ screens: browser }, info) => {
      const found = await browser.open(path, lng, query);
      if (found.length)
        await info.attach('webkit.png', {
          body: await browser.webkit.screenshot(),
          contentType: 'image/png',
        });
      expect(found, `${path} (${lng}) in WebKit`).toEqual([]);
    });
});
