import {
  AGREEMENT_CODES,
  type AgreementBlock,
  type AgreementDocument,
  type AgreementList,
  type SubAppIdT,
} from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { inLang, type Lang } from '../../messages';

const CHINA_MS = 8 * 3_600_000;
/** The day a moment falls on in China time, YYYY-MM-DD. */
const chinaDay = (ms: number) => new Date(ms + CHINA_MS).toISOString().slice(0, 10);

const subAppRecord = (subApp: SubAppIdT) => subApps.find((s) => s.id === subApp)!;

interface DocRow {
  key: string;
  title_zh: string;
  title_en: string;
}
interface VersionRow {
  version: number;
  effective_at: number;
  note_zh: string;
  note_en: string;
  blocks_zh: string;
  blocks_en: string;
}

/** The versions in effect by `now` (a version dated later is not published yet), newest first. */
function versionsOf(db: Db, brand: string, key: string, now: number): VersionRow[] {
  return db
    .prepare(
      `SELECT version, effective_at, note_zh, note_en, blocks_zh, blocks_en FROM agreement_versions
       WHERE brand = ? AND key = ? AND effective_at <= ? ORDER BY version DESC`,
    )
    .all(brand, key, now) as VersionRow[];
}

/** The brand's documents for the sub-app's audience (coaches see the coach ones, students theirs). */
export function listAgreements(db: Db, subApp: SubAppIdT, lang: Lang, now: number): AgreementList {
  const { brand, role } = subAppRecord(subApp);
  const docs = db
    .prepare(
      `SELECT key, title_zh, title_en FROM agreement_documents
       WHERE brand = ? AND audience IN ('all', ?) ORDER BY position`,
    )
    .all(brand, role === 'teacher' ? 'coach' : 'student') as DocRow[];
  const list = docs.flatMap((d) => {
    const [v] = versionsOf(db, brand, d.key, now);
    return v
      ? [
          {
            key: d.key,
            title: inLang(lang, d.title_zh, d.title_en),
            version: v.version,
            effectiveDate: chinaDay(v.effective_at),
          },
        ]
      : [];
  });
  return { list };
}

/**
 * One document of the brand (any audience: the texts are public), the version in effect or the one
 * asked for. An unknown key, or a version not published, is not found.
 */
export function getAgreement(
  db: Db,
  subApp: SubAppIdT,
  key: string,
  version: number | undefined,
  lang: Lang,
  now: number,
): AgreementDocument {
  const { brand } = subAppRecord(subApp);
  const notFound = () => new ApiFailure(AGREEMENT_CODES.documentNotFound, 'agreement_not_found');
  const d = db
    .prepare('SELECT key, title_zh, title_en FROM agreement_documents WHERE brand = ? AND key = ?')
    .get(brand, key) as DocRow | undefined;
  if (!d) throw notFound();
  const versions = versionsOf(db, brand, key, now);
  const v = version === undefined ? versions[0] : versions.find((x) => x.version === version);
  if (!v) throw notFound();
  return {
    key: d.key,
    title: inLang(lang, d.title_zh, d.title_en),
    version: v.version,
    effectiveDate: chinaDay(v.effective_at),
    current: v.version === versions[0]!.version,
    blocks: JSON.parse(lang === 'en' ? v.blocks_en : v.blocks_zh) as AgreementBlock[],
    versions: versions.map((x) => ({
      version: x.version,
      effectiveDate: chinaDay(x.effective_at),
      note: inLang(lang, x.note_zh, x.note_en),
    })),
  };
}
