import { Hono } from 'hono';
import { catalogKind, pageQuery } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { langOf, type Lang } from '../../messages';
import { readQuery, send } from '../../request';
import { catalogEnglish } from './seed';

/** A row's texts in the caller's language (the English of catalogEnglish; other values as stored). */
const inCallerLang = (data: Record<string, unknown>, lang: Lang) =>
  lang === 'zh'
    ? data
    : Object.fromEntries(
        Object.entries(data).map(([k, v]) => [
          k,
          typeof v === 'string' && Object.hasOwn(catalogEnglish, v) ? catalogEnglish[v] : v,
        ]),
      );

export function catalogRoutes({ db, compactKey }: DomainContext): Hono {
  const app = new Hono();
  app.get('/:kind', (c) => {
    const kind = catalogKind.safeParse(c.req.param('kind'));
    if (!kind.success) throw new ApiFailure(404, 'no_such_data');
    // page/pageSize are whole numbers in range (pageSize ≤ 100) or the request is a 400.
    const { page, pageSize } = readQuery(c, pageQuery);
    const brand = c.req.query('brand') ?? 'onmat';
    const { total } = db
      .prepare('SELECT COUNT(*) AS total FROM catalog WHERE kind = ? AND brand = ?')
      .get(kind.data, brand) as { total: number };
    const rows = db
      .prepare('SELECT id, data FROM catalog WHERE kind = ? AND brand = ? ORDER BY id LIMIT ? OFFSET ?')
      .all(kind.data, brand, pageSize, (page - 1) * pageSize) as { id: number; data: string }[];
    const lang = langOf(c);
    const list = rows.map((r) => ({
      id: r.id,
      ...inCallerLang(JSON.parse(r.data) as Record<string, unknown>, lang),
    }));
    return send(c, compactKey, { list, page, pageSize, total });
  });
  return app;
}
