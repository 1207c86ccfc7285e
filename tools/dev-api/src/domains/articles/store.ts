import { ARTICLE_CODES, type Article, type ArticleBlock, type SubAppIdT } from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { inLang, type Lang } from '../../messages';

interface Row {
  id: number;
  kind: 'article' | 'notice';
  title_zh: string;
  title_en: string;
  author_zh: string;
  author_en: string;
  published_at: number;
  blocks_zh: string;
  blocks_en: string;
  read_count: number;
}

const brandOf = (subApp: SubAppIdT) => subApps.find((s) => s.id === subApp)!.brand;
const notFound = () => new ApiFailure(ARTICLE_CODES.articleNotFound, 'article_not_found');

function shaped(r: Row, lang: Lang): Article {
  return {
    id: r.id,
    kind: r.kind,
    title: inLang(lang, r.title_zh, r.title_en),
    author: inLang(lang, r.author_zh, r.author_en),
    publishedAt: new Date(r.published_at).toISOString(),
    readCount: r.read_count,
    blocks: JSON.parse(lang === 'en' ? r.blocks_en : r.blocks_zh) as ArticleBlock[],
  };
}

/** One published article of the brand (a notice too: coaches share their notices' links). */
export function getArticle(db: Db, subApp: SubAppIdT, id: number, lang: Lang, now: number): Article {
  const r = db
    .prepare('SELECT * FROM articles WHERE id = ? AND brand = ? AND published_at <= ?')
    .get(id, brandOf(subApp), now) as Row | undefined;
  if (!r) throw notFound();
  return shaped(r, lang);
}

/** The brand's newest notice for its coaches; a student sub-app has none. */
export function latestNotice(db: Db, subApp: SubAppIdT, lang: Lang, now: number): Article {
  const sub = subApps.find((s) => s.id === subApp)!;
  if (sub.role !== 'teacher') throw notFound();
  const r = db
    .prepare(
      `SELECT * FROM articles WHERE brand = ? AND kind = 'notice' AND published_at <= ?
       ORDER BY published_at DESC, id DESC LIMIT 1`,
    )
    .get(sub.brand, now) as Row | undefined;
  if (!r) throw notFound();
  return shaped(r, lang);
}

/** One more read; the new count (one statement: concurrent reads are all counted). */
export function countRead(db: Db, subApp: SubAppIdT, id: number, now: number): { readCount: number } {
  const r = db
    .prepare(
      `UPDATE articles SET read_count = read_count + 1 WHERE id = ? AND brand = ? AND published_at <= ?
       RETURNING read_count AS readCount`,
    )
    .get(id, brandOf(subApp), now) as { readCount: number } | undefined;
  if (!r) throw notFound();
  return r;
}
