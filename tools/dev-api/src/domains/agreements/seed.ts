import type { AgreementBlock, AgreementInline } from '@yoga/contract';
import type { Db } from '../../db';
import { BRAND_DOCUMENTS, BRAND_NAMES, DOCUMENTS, type Lang, type Section } from './content';

const DAY = 86_400_000;

/** The privacy policy's page in each brand (the user agreement links to it). */
const PRIVACY_PATH: Record<string, string> = {
  onmat: '/onmat/privacy',
  phala: '/phala/agreement/privacy',
  suman: '/suman/privacy',
  'yoga-bay': '/bay/agreement/privacy',
  cycling: '/cycling/agreement/privacy',
  slim: '/onmat/privacy',
  beaticam: '/onmat/privacy',
};

/** The authoring shorthand (**bold**, [text](href)) as inline runs: structured data, never markup. */
export function inlineRuns(text: string): AgreementInline[] {
  const runs: AgreementInline[] = [];
  const re = /\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)/g;
  let at = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > at) runs.push({ text: text.slice(at, m.index) });
    runs.push(m[1] !== undefined ? { text: m[1], bold: true } : { text: m[2]!, href: m[3]! });
    at = m.index + m[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at) });
  return runs;
}

/** A version's sections as blocks in one language, the brand's name and pages filled in. */
export function blocksOf(sections: Section[], lang: 'zh' | 'en', brand: string): AgreementBlock[] {
  const fill = (l: Lang) =>
    l[lang].replace(/\{brand\}/g, BRAND_NAMES[brand]![lang]).replace(/\{privacy\}/g, PRIVACY_PATH[brand]!);
  return sections.flatMap((s): AgreementBlock[] => [
    { type: 'heading', id: s.id, text: fill(s.title) },
    ...s.body.map((b): AgreementBlock =>
      'list' in b
        ? { type: 'list', ordered: b.ordered === true, items: b.list.map((i) => inlineRuns(fill(i))) }
        : { type: 'paragraph', content: inlineRuns(fill(b)) },
    ),
  ]);
}

/**
 * Every brand's documents with two versions each, written once into empty tables; effective dates
 * are days before the clock (the newest version of each is in effect today).
 */
export function seedAgreements(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM agreement_documents').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  const doc = db.prepare(
    'INSERT INTO agreement_documents (brand, key, audience, title_zh, title_en, position) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const version = db.prepare(
    `INSERT INTO agreement_versions (brand, key, version, effective_at, note_zh, note_en, blocks_zh, blocks_en)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const [brand, keys] of Object.entries(BRAND_DOCUMENTS))
      keys.forEach((key, position) => {
        const d = DOCUMENTS[key]!;
        doc.run(brand, key, d.audience, d.title.zh, d.title.en, position);
        for (const v of d.versions)
          version.run(
            brand,
            key,
            v.version,
            now - v.daysAgo * DAY,
            v.note.zh,
            v.note.en,
            JSON.stringify(blocksOf(v.sections, 'zh', brand)),
            JSON.stringify(blocksOf(v.sections, 'en', brand)),
          );
      });
  })();
}
