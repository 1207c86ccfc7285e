import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { chatLoginRoutes, detectSubApp } from '@yoga/platform';
import { apiToken, DEMO_PHONE } from './auth';
import { concrete, spec } from './helpers';
import { shopScreen, type ShopPage } from './a11y-shop';
import { certificateId } from './certificate-ids';

// Every built screen, opened as a student sees it: the sweep (every-screen.spec.ts) walks
// them in batches, one browser page per batch (a full load of each screen, signed in once) instead of
// a fresh context, a cold cache and a sign-in per screen.

const placeholders = (app: string): string[] =>
  JSON.parse(readFileSync(new URL(`../apps/${app}/src/under-construction.json`, import.meta.url), 'utf8'));
// Chat-platform login pages leave for the platform's authorisation page at once: not our screen.
const leaves = new Set<string>(Object.values(chatLoginRoutes));

/** Every route that shows a screen of ours (not a redirect, not the under-construction notice). */
export const builtPaths = spec.routes
  .filter(
    (r) => !('redirect' in r && r.redirect) && !placeholders(r.app).includes(r.path) && !leaves.has(r.path),
  )
  .map((r) => r.path);

// Screens that need an id in the query to show their content rather than their not-found state.
const query: Record<string, string> = {
  '/onmat/course_detail': 'courseId=101',
  '/phala/course_detail': 'courseId=201',
  '/onmat/course_pay': 'courseId=101&classId=1011',
  '/phala/course_pay': 'courseId=201&classId=2011',
  '/onmat/vip_pay': 'plan=month',
  '/phala/vip_pay': 'plan=month',
  '/onmat/ding_pay': 'courseId=101',
  '/phala/ding_pay': 'courseId=201',
  // No renewal of the demo student's: the page's not-found state (an order number of the right shape).
  '/bay/cert_renewal_success': 'orderNo=YB20260101000001',
  // slim's first seeded FAQ question (onmat's and phala's, students' and coaches', are seeded before it).
  '/slim/faq_details': 'id=27',
  // The demo student's replied ticket on phala (onmat's three seeded tickets come first).
  '/phala/question/detail': 'id=5',
  // The stand-in's first CMS page; the class guide's recording as its video data.
  '/public/page': 'id=1',
  '/slim/recipe/info': 'id=1',
  '/slim/practice_feedback': 'id=3',
  // The demo coach's seeded sample review (coach-promote).
  '/onmat/teacher/product_evaluate/upload_success': 'spuId=801',
  '/phala/teacher/product_evaluate/upload_success': 'spuId=801',
  // The demo coach's first seeded class of each brand needing material (onmat's ids first, then phala's, suman's).
  '/onmat/teacher/upload_material': 'classId=1',
  '/phala/teacher/upload_material': 'classId=5',
  '/teacher/upload_material': 'classId=9',
  // The demo coach's seeded answered question (coach-answers seed: 1–4 asked, 5 answered).
  '/teacher/copy_success': 'id=5&password=482913',
  '/teacher/answer_question_detail_new': 'id=5',
  // The ended workshop every suman coach attended (coach-events seed: 1 camp, 2 full workshop, 3 ended).
  '/teacher/tookeen_feedback': 'id=3',
  // The demo coach's first class on /teacher (its past Morning Flow, with check-ins): suman-teacher's
  // classes are seeded after onmat's and phala's (4 open and 10 of the demo coach's each).
  '/teacher/get_class_info': 'id=33',
  '/slim/info_item': 'item=weight',
  '/slim/business/buy_course/practice_handbook': 'courseId=1',
  '/slim/business/buy_course/create_number': 'courseId=1&handbookId=1',
  // The demo student's seeded representative application (campaigns' seed), as both suman apps see it.
  '/suman/submit_success': 'kind=representative&id=1',
  '/teacher/submit_success': 'kind=representative&id=1',
  '/public/video': `data=${encodeURIComponent(JSON.stringify({ title: 'Class guide', url: '/api/pages/media/class-guide.webm' }))}`,
};
const ids: Record<string, string> = { teacherId: '101', id: '1', confId: '1' };
// The demo coach's seeded questions: 2 is overdue, 5 answered (1 is open).
const coachQuestionIds: Record<string, Record<string, string>> = {
  '/teacher/answer_question_overTime/:id': { ...ids, id: '2' },
  // The demo student's classes with post-class Q&A (coach-answers seed): 1 open, 2 answered by the coach.
  '/suman/answer_question_new/:id': { ...ids, id: '1' },
  '/suman/answer_question/:id': { ...ids, id: '2' },
  '/teacher/answer_question_new2/:id': { ...ids, id: '5' },
};
// Path parameters that mean something else on other routes: a gift-card page's :key is a card type;
// phala's check-in activity is 11 (activity ids are the stand-in's, one table for every brand);
// a certificate's id is random (found by screenUrl, certificate-ids.ts); slim's lottery
// activity 1 and the demo student's won mat (receive_goods/1) are seeded, so id 1 fits them too; a
// coupon activity's id is of its brand's seeds too (onmat's open one is 1, phala's 5); a coach's
// sample to review is one of every brand's (802: not yet reviewed by the demo coach, so the form).
const idsOfOthers = (path: string): Record<string, string> =>
  path.startsWith('/phala') && path.includes('/coupon_activity/')
    ? { ...ids, id: '5' }
    : path.includes('/gift_card_redeem')
      ? { ...ids, key: 'thirty_day' }
      : path.startsWith('/phala/sign_activity')
        ? { ...ids, id: '11' }
        : path.includes('/connect_teacher/')
          ? { ...ids, userId: path.startsWith('/phala') ? '201' : '101' }
          : path.includes('/product_evaluate/')
            ? { ...ids, spuId: '802' }
            : path.startsWith('/phala/upload_material/')
              ? { ...ids, confId: '5' }
              : path.includes('/teacher/class_info/')
                ? { ...ids, type: 'group' }
                : (coachQuestionIds[path] ?? ids);
// An agreement page's :key / :type is a document and :id its version (a coach's agreement/:id is the key);
// articles are numbered per brand (onmat's from 1, phala's from 11).
const idsOf = (path: string): Record<string, string> =>
  path.includes('/agreement/')
    ? { ...ids, key: 'privacy', type: 'privacy', id: path.includes('/teacher/') ? 'coach' : '1' }
    : path === '/phala/article/:id'
      ? { ...ids, id: '11' }
      : idsOfOthers(path);

// Ids fixed per route: the demo coach's seeded coupon package is 1 in onmat/teacher, 2 in phala/teacher.
const pathIds: Record<string, Record<string, string>> = {
  '/phala/teacher/coupon_package/detail/:id': { id: '2' },
  // slim's seeded business course is 1 (the demo student owns it); coach 7 has signed with slim.
  '/slim/business/course/:courseId': { courseId: '1' },
  '/slim/order_data/:courseId': { courseId: '1' },
  '/slim/order_data/:courseId/:sku': { courseId: '1', sku: '2' },
  '/mc/sign_complete/:teacherId': { teacherId: '7' },
  // slim's video courses are 1–3 (course landing, themes, lessons take id 1); a lesson id is
  // course × 100 + n: 101 is course 1's first, free lesson.
  '/slim/video_course/player/:id': { id: '101' },
};

/** The sub-app whose demo student a screen is seen by (none for logins and screens of no sub-app). */
export const signedInAs = (path: string): string | null =>
  path.endsWith('/login') ? null : (detectSubApp(path)?.id ?? null);

/** Signs the demo student of `path`'s sub-app in for the page's next loads; its token, or null. */
export async function signInFor(page: Page, path: string): Promise<string | null> {
  const sub = signedInAs(path) && detectSubApp(path);
  if (!sub) return null;
  const token = await apiToken(page, sub.id, DEMO_PHONE);
  await page.addInitScript(([k, v]) => localStorage.setItem(k!, v!), [sub.tokenKey, token]);
  return token;
}

/**
 * The address that shows `path`'s content in `lng`: real ids (the store's from the stand-in,
 * a11y-shop.ts) in its path and query. A shopper of its own may be signed in for it (`addInitScript`).
 */
export async function screenUrl(
  page: ShopPage,
  path: string,
  lng: 'zh' | 'en',
  token: string | null,
): Promise<string> {
  const shop = await shopScreen(page, path, token);
  const q = shop?.query ?? query[path];
  const certId = path.includes('/cert/:certId')
    ? await certificateId(page, path.startsWith('/phala') ? 'phala' : 'onmat')
    : undefined;
  const url = path.replace(
    /:(\w+)/g,
    (_, name: string) =>
      (name === 'certId' ? certId : undefined) ??
      shop?.ids?.[name] ??
      pathIds[path]?.[name] ??
      idsOf(path)[name] ??
      concrete(`:${name}`),
  );
  return `${url}?lng=${lng}${q ? `&${q}` : ''}`;
}

/** Opens `path` in `lng` (screenUrl) and waits until it has loaded. */
export async function openScreen(page: Page, path: string, lng: 'zh' | 'en', token: string | null) {
  await page.goto(await screenUrl(page, path, lng, token));
  await expect(page.locator('h1').first()).not.toBeEmpty();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

/** Groups `items` by `key` (screens that want the same sign-in) in batches of at most `size`. */
export function inBatches<T>(items: T[], key: (item: T) => string, size: number) {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.entries()].flatMap(([name, list]) =>
    Array.from({ length: Math.ceil(list.length / size) }, (_, i) => ({
      name: `${name} #${i + 1}`,
      items: list.slice(i * size, (i + 1) * size),
    })),
  );
}
