import { createHash } from 'node:crypto';
import {
  CERT_CODES,
  CERT_LOOKUPS_PER_CLIENT,
  CERT_SEARCH_WINDOW_MS,
  CERT_SEARCHES_PER_CLIENT,
  CERT_SEARCHES_PER_QUERY,
  type Certificate,
  type CertSearchResult,
} from '@yoga/contract';
import { maskName } from '@yoga/format/mask';
import { brandName, subApps, type SubAppId } from '@yoga/platform';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import type { Lang } from '../../messages';
import { idDigest } from './seed';

const LEVELS: Record<string, Record<Lang, string>> = {
  ryt200: { zh: '200 小时瑜伽教练', en: '200-hour yoga teacher' },
  ryt500: { zh: '500 小时高级瑜伽教练', en: '500-hour senior yoga teacher' },
  prenatal: { zh: '孕产瑜伽教练', en: 'Prenatal yoga teacher' },
  aerial: { zh: '空中瑜伽教练', en: 'Aerial yoga teacher' },
};
export const levelName = (level: string, lang: Lang) => LEVELS[level]?.[lang] ?? level;
const ISSUERS: Record<string, Record<Lang, string>> = {
  onmat: { zh: `${brandName('onmat', 'zh')}培训学院`, en: `${brandName('onmat', 'en')} Academy` },
  phala: { zh: `${brandName('phala', 'zh')}培训学院`, en: `${brandName('phala', 'en')} Academy` },
  'yoga-bay': { zh: '瑜伽湾培训学院', en: 'Yoga Bay Academy' },
};

export type Row = {
  id: number;
  public_id: string;
  no: string;
  brand: string;
  holder_name: string;
  level: string;
  issued_at: number;
  expires_at: number;
  revoked_at: number | null;
};

export const brandOf = (subApp: string) => subApps.find((s) => s.id === subApp)!.brand;
const iso = (ms: number) => new Date(ms).toISOString();

/** 林晓雨 -> 林**: the one masking rule of @yoga/format. */
export { maskName };

/** Public data only: the name masked, no ID number. */
export function publicOf(r: Row, now: number, lang: Lang): Certificate {
  return {
    id: r.public_id,
    no: r.no,
    holder: maskName(r.holder_name),
    level: LEVELS[r.level]?.[lang] ?? r.level,
    issuedAt: iso(r.issued_at),
    expiresAt: iso(r.expires_at),
    issuer: ISSUERS[r.brand]?.[lang] ?? r.brand,
    // A brand's certificate page is on its student sub-app (yoga-bay's is bay).
    subApp: (r.brand === 'yoga-bay' ? 'bay' : r.brand) as SubAppId,
    status: r.revoked_at !== null ? 'revoked' : r.expires_at <= now ? 'expired' : 'valid',
    revokedAt: r.revoked_at === null ? null : iso(r.revoked_at),
  };
}

/**
 * One certificate of the sub-app's brand by its public id. Every lookup counts against the client's
 * limit, found or not: past it the caller learns nothing, not even whether an id exists.
 */
export function getCertificate(
  db: Db,
  now: number,
  client: string,
  at: { subApp: SubAppId; publicId: string },
  lang: Lang,
): Certificate {
  const until = blockedUntil(db, now, 'certificate_lookups', 'client', client, CERT_LOOKUPS_PER_CLIENT);
  if (until !== null)
    throw new ApiFailure(429, 'certificates_too_many_lookups', 200, {}, { retryAt: iso(until) });
  db.prepare('INSERT INTO certificate_lookups (client, at) VALUES (?, ?)').run(client, now);
  const row = db
    .prepare('SELECT * FROM certificates WHERE public_id = ? AND brand = ?')
    .get(at.publicId, brandOf(at.subApp)) as Row | undefined;
  if (!row) throw new ApiFailure(404, 'certificates_not_found');
  return publicOf(row, now, lang);
}

export type SearchBy = { no: string } | { name: string; idNumber: string };

/** When the key's searches (or lookups) in the window reach `limit`: the time the oldest counted one leaves it. */
function blockedUntil(
  db: Db,
  now: number,
  table: 'certificate_searches' | 'certificate_lookups',
  column: 'client' | 'query',
  key: string,
  limit: number,
) {
  const rows = db
    .prepare(`SELECT at FROM ${table} WHERE ${column} = ? AND at > ? ORDER BY at DESC LIMIT ?`)
    .all(key, now - CERT_SEARCH_WINDOW_MS, limit) as { at: number }[];
  return rows.length < limit ? null : rows[limit - 1]!.at + CERT_SEARCH_WINDOW_MS;
}

/**
 * Certificates by number, or by name and ID number together. Every search counts against the
 * client's limit and the query's (a digest: the ID number is not kept in clear), found or not; a
 * blocked caller learns nothing.
 */
export function searchCertificates(
  db: Db,
  now: number,
  client: string,
  by: SearchBy,
  lang: Lang,
): CertSearchResult {
  const query = createHash('sha256')
    .update('no' in by ? `no:${by.no}` : `id:${by.name}:${by.idNumber}`)
    .digest('hex');
  const until =
    blockedUntil(db, now, 'certificate_searches', 'client', client, CERT_SEARCHES_PER_CLIENT) ??
    blockedUntil(db, now, 'certificate_searches', 'query', query, CERT_SEARCHES_PER_QUERY);
  if (until !== null)
    throw new ApiFailure(
      CERT_CODES.tooManySearches,
      'certificates_too_many_searches',
      200,
      {},
      {
        retryAt: iso(until),
      },
    );
  db.prepare('INSERT INTO certificate_searches (client, query, at) VALUES (?, ?, ?)').run(client, query, now);
  const rows = (
    'no' in by
      ? db.prepare('SELECT * FROM certificates WHERE no = ?').all(by.no)
      : db
          .prepare(
            'SELECT * FROM certificates WHERE holder_name = ? AND id_digest = ? ORDER BY issued_at DESC',
          )
          .all(by.name, idDigest(by.idNumber))
  ) as Row[];
  return { list: rows.map((r) => publicOf(r, now, lang)) };
}
