import { PAGE_CODES, type ArticleBlock, type CmsPage } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { inLang, type Lang } from '../../messages';

interface Row {
  id: number;
  title_zh: string;
  title_en: string;
  published_at: number;
  blocks_zh: string;
  blocks_en: string;
}

/** One published page (a page published later than now is not there yet). */
export function getPage(db: Db, id: number, lang: Lang, now: number): CmsPage {
  const r = db.prepare('SELECT * FROM cms_pages WHERE id = ? AND published_at <= ?').get(id, now) as
    Row | undefined;
  if (!r) throw new ApiFailure(PAGE_CODES.pageNotFound, 'page_not_found');
  return {
    id: r.id,
    title: inLang(lang, r.title_zh, r.title_en),
    updatedAt: new Date(r.published_at).toISOString(),
    blocks: JSON.parse(lang === 'en' ? r.blocks_en : r.blocks_zh) as ArticleBlock[],
  };
}
