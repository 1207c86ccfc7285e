import type { Hono } from 'hono';
import { catalogKind } from '@yoga/contract';
import type { Db } from '../db';
import { ApiFailure } from '../envelope';
import { send, type Deps } from '../request';

export function catalogRoutes(app: Hono, db: Db, deps: Deps): void {
  app.get('/api/catalog/:kind', (c) => {
    const kind = catalogKind.safeParse(c.req.param('kind'));
    if (!kind.success) throw new ApiFailure(404, '没有这类数据');
    const brand = c.req.query('brand') ?? 'onmat';
    const page = Math.max(1, Number(c.req.query('page') ?? 1) || 1);
    const pageSize = Math.min(50, Math.max(1, Number(c.req.query('pageSize') ?? 10) || 10));
    const { total } = db.prepare('SELECT COUNT(*) AS total FROM catalog WHERE kind = ? AND brand = ?').get(kind.data, brand) as { total: number };
    const rows = db
      .prepare('SELECT id, data FROM catalog WHERE kind = ? AND brand = ? ORDER BY id LIMIT ? OFFSET ?')
      .all(kind.data, brand, pageSize, (page - 1) * pageSize) as { id: number; data: string }[];
    return send(c, deps, { list: rows.map((r) => ({ id: r.id, ...JSON.parse(r.data) })), page, pageSize, total });
  });
}
