import { randomInt } from 'node:crypto';
import type { AppRelease, CoachCard, TvLogin } from '@yoga/contract';
import { DOWNLOADS_CODES, TV_CODE_TTL_MS } from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { inLang, type Lang } from '../../messages';
import type { Owner } from '../../request-helpers';
import { appBrands } from './seed';

export const brandOf = (subApp: string) => subApps.find((s) => s.id === subApp)!.brand;

interface BuildRow {
  platform: 'ios' | 'android';
  version: string;
  size: number;
  notes: string;
  notes_en: string;
  released_at: number;
  url: string;
}

const tvNotes: [string, string][] = [
  ['大屏跟练，动作看得更清楚', 'Follow classes on the big screen'],
  ['用手机扫码登录电视', 'Sign in on the TV by scanning with your phone'],
];

/** A TV build ships with the phone release: same version and day, its own package and notes. */
function tvBuild(r: BuildRow, brand: string, lang: Lang): AppRelease['ios'] {
  return {
    version: r.version,
    size: Math.round(r.size * 0.6),
    notes: tvNotes.map(([zh, en]) => inLang(lang, zh, en)),
    releasedAt: new Date(r.released_at).toISOString(),
    url:
      r.platform === 'android'
        ? `https://downloads.example.cn/${brand}/${brand}-tv-${r.version}.apk`
        : `https://apps.apple.com/cn/app/${brand}-tv/id1700${brand.length}2345`,
  };
}

export function appRelease(
  db: Db,
  subApp: string,
  channel: 'release' | 'test' | 'tv',
  lang: Lang,
): AppRelease {
  const brand = brandOf(subApp);
  const rows = db
    .prepare('SELECT * FROM app_builds WHERE brand = ? AND channel = ?')
    .all(brand, channel === 'tv' ? 'release' : channel) as BuildRow[];
  const build = (p: 'ios' | 'android') => {
    const r = rows.find((x) => x.platform === p)!;
    if (channel === 'tv') return tvBuild(r, brand, lang);
    return {
      version: r.version,
      size: r.size,
      notes: JSON.parse(lang === 'en' ? r.notes_en : r.notes) as string[],
      releasedAt: new Date(r.released_at).toISOString(),
      url: r.url,
    };
  };
  const app = appBrands[brand]!;
  return {
    brand,
    appName: inLang(lang, app.name, app.nameEn),
    channel,
    scheme: app.scheme,
    ios: build('ios'),
    android: build('android'),
  };
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const devices = [
  { name: '客厅的电视', model: 'Xiaomi TV ES65', where: '上海市 浦东新区', whereEn: 'Pudong, Shanghai' },
  { name: '卧室投影', model: 'Dangbei X3', where: '杭州市 西湖区', whereEn: 'Xihu, Hangzhou' },
];

/** What a TV does when it shows a sign-in QR: a fresh pending code of the sub-app (ageMs: asked that long ago). */
export function createTvCode(db: Db, subApp: string, now: number, ageMs = 0): string {
  let code = '';
  do code = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  while (db.prepare('SELECT 1 FROM tv_codes WHERE code = ?').get(code));
  const d = devices[randomInt(devices.length)]!;
  db.prepare(
    `INSERT INTO tv_codes (code, sub_app, device_name, device_model, location, location_en, requested_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(code, subApp, d.name, d.model, d.where, d.whereEn, now - ageMs);
  return code;
}

interface TvRow {
  code: string;
  state: TvLogin['state'];
  device_name: string;
  device_model: string;
  location: string;
  location_en: string;
  requested_at: number;
}

/** A pending, unexpired code of the sub-app, or the refusal that says why not. */
function liveCode(db: Db, subApp: string, code: string, now: number): TvRow {
  const row = db.prepare('SELECT * FROM tv_codes WHERE code = ? AND sub_app = ?').get(code, subApp) as
    TvRow | undefined;
  if (!row) throw new ApiFailure(DOWNLOADS_CODES.tvCodeNotFound, 'tv_code_not_found');
  if (row.state !== 'pending') throw new ApiFailure(DOWNLOADS_CODES.tvCodeUsed, 'tv_code_used');
  if (now - row.requested_at >= TV_CODE_TTL_MS)
    throw new ApiFailure(DOWNLOADS_CODES.tvCodeExpired, 'tv_code_expired');
  return row;
}

const tvView = (r: TvRow, lang: Lang): TvLogin => ({
  code: r.code,
  state: r.state,
  device: {
    name: inLang(
      lang,
      r.device_name,
      r.device_name === '客厅的电视' ? 'Living-room TV' : 'Bedroom projector',
    ),
    model: r.device_model,
    location: inLang(lang, r.location, r.location_en),
  },
  requestedAt: new Date(r.requested_at).toISOString(),
  expiresAt: new Date(r.requested_at + TV_CODE_TTL_MS).toISOString(),
});

export const tvCode = (db: Db, owner: Owner, code: string, now: number, lang: Lang) =>
  tvView(liveCode(db, owner.subApp, code, now), lang);

/** Confirms or refuses once: the state changes only from pending, so a second call is refused as used. */
export function decideTvCode(db: Db, owner: Owner, code: string, confirm: boolean, now: number, lang: Lang) {
  liveCode(db, owner.subApp, code, now);
  db.prepare(
    "UPDATE tv_codes SET state = ?, decided_by = ?, decided_at = ? WHERE code = ? AND state = 'pending'",
  ).run(confirm ? 'confirmed' : 'refused', owner.userId, now, code);
  return tvView(db.prepare('SELECT * FROM tv_codes WHERE code = ?').get(code) as TvRow, lang);
}

interface CardRow {
  id: number;
  name: string;
  name_en: string;
  title: string;
  title_en: string;
  intro: string;
  intro_en: string;
  chat_id: string;
}

const cardView = (r: CardRow, lang: Lang, mine: boolean): CoachCard => ({
  id: r.id,
  name: inLang(lang, r.name, r.name_en),
  title: inLang(lang, r.title, r.title_en),
  intro: inLang(lang, r.intro, r.intro_en),
  avatar: `/api/downloads/coaches/${r.id}/avatar.svg`,
  chatId: r.chat_id,
  qrText: `https://u.wechat.com/contact/${encodeURIComponent(r.chat_id)}`,
  mine,
});

export function coachCard(db: Db, subApp: string, id: number, lang: Lang): CoachCard {
  const row = db.prepare('SELECT * FROM coach_cards WHERE id = ? AND brand = ?').get(id, brandOf(subApp)) as
    CardRow | undefined;
  if (!row) throw new ApiFailure(DOWNLOADS_CODES.coachNotFound, 'coach_not_found');
  return cardView(row, lang, false);
}

/** The coach of the student's latest paid course in this sub-app; else the brand's service coach. */
export function myCoach(db: Db, subApp: string, userId: number | null, lang: Lang): CoachCard {
  const own =
    userId === null
      ? undefined
      : (db
          .prepare(
            `SELECT k.* FROM orders o JOIN course_holds h ON h.order_no = o.order_no
             JOIN courses c ON c.id = h.course_id JOIN coach_cards k ON k.id = c.coach_id
             WHERE o.user_id = ? AND o.sub_app = ? AND o.state = 'paid' ORDER BY o.id DESC LIMIT 1`,
          )
          .get(userId, subApp) as CardRow | undefined);
  if (own) return cardView(own, lang, true);
  const service = db
    .prepare('SELECT * FROM coach_cards WHERE brand = ? AND service = 1')
    .get(brandOf(subApp)) as CardRow | undefined;
  if (!service) throw new ApiFailure(DOWNLOADS_CODES.coachNotFound, 'coach_not_found');
  return cardView(service, lang, false);
}

/** The card's photo: the coach's initial on a soft disc (SVG, no scripts); null for an unknown id. */
export function coachAvatarSvg(db: Db, id: number): string | null {
  const row = db.prepare('SELECT name_en FROM coach_cards WHERE id = ?').get(id) as
    { name_en: string } | undefined;
  if (!row) return null;
  const initial = (row.name_en.trim()[0] ?? '?').toUpperCase().replace(/[^A-Z]/, '?');
  const hue = (id * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120"><rect width="120" height="120" rx="60" fill="hsl(${hue},55%,86%)"/><circle cx="60" cy="46" r="22" fill="hsl(${hue},45%,60%)"/><path d="M22 104c6-22 22-32 38-32s32 10 38 32" fill="hsl(${hue},45%,60%)"/><text x="60" y="54" font-family="sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
}
