import { ARTICLE_CODES, type Article, type ArticleBlock, type SubAppIdT } from '@yoga/contract';
import { link, subApps } from '@yoga/platform';
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

/** The brand's default share image (the same the app's generic card uses). */
export const SHARE_ICON = '/static/public/share-icon.png';
const DESC_MAX = 60;

const plain = (b: ArticleBlock | undefined) =>
  b && b.type === 'paragraph' ? b.content.map((i) => i.text).join('') : '';

/**
 * The share card, per article and language: its title, the start of its first paragraph, its first
 * image (or the brand's icon) and the page in the brand's student app (a coach's notice opens there
 * too: the coach app has no article page, and the link is for whoever receives the card).
 */
function shareOf(r: Row, subApp: SubAppIdT, title: string, blocks: ArticleBlock[]): Article['share'] {
  const brand = brandOf(subApp);
  const student = subApps.find((s) => s.brand === brand && s.role === 'student')!;
  const first = plain(blocks.find((b) => b.type === 'paragraph'));
  const chars = [...first];
  const image = blocks.find((b) => b.type === 'image');
  return {
    shareTitle: title,
    shareDesc: chars.length > DESC_MAX ? `${chars.slice(0, DESC_MAX - 1).join('')}…` : first,
    shareImgUrl: image?.type === 'image' ? image.src : SHARE_ICON,
    shareUrl: link(student, 'article/:id', { id: r.id }),
  };
}

function shaped(r: Row, lang: Lang, subApp: SubAppIdT): Article {
  const title = inLang(lang, r.title_zh, r.title_en);
  const blocks = JSON.parse(lang === 'en' ? r.blocks_en : r.blocks_zh) as ArticleBlock[];
  return {
    id: r.id,
    kind: r.kind,
    title,
    author: inLang(lang, r.author_zh, r.author_en),
    publishedAt: new Date(r.published_at).toISOString(),
    readCount: r.read_count,
    blocks,
    share: shareOf(r, subApp, title, blocks),
  };
}

/** One published article of the brand (a notice too: coaches share their notices' links). */
export function getArticle(db: Db, subApp: SubAppIdT, id: number, lang: Lang, now: number): Article {
  const r = db
    .prepare('SELECT * FROM articles WHERE id = ? AND brand = ? AND published_at <= ?')
    .get(id, brandOf(subApp), now) as Row | undefined;
  if (!r) throw notFound();
  return shaped(r, lang, subApp);
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
  return shaped(r, lang, subApp);
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
