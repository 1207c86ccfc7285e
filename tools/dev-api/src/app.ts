import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AuthService } from './auth';
import { openDb, type Db } from './db';
import { ApiFailure, fail, reply } from './envelope';
import { authRoutes } from './routes/auth-routes';
import { catalogRoutes } from './routes/catalog-routes';
import { devRoutes } from './routes/dev-routes';
import { wxRoutes } from './routes/wx-routes';

export const MAX_BODY_BYTES = 1024 * 1024;
export const DEV_COMPACT_KEY = 'dev-compact-key-0123456789abcdef';

export interface DevApiOptions {
  dbPath: string;
  compactKey?: string;
  devOnly?: boolean;
  now?: () => number;
  log?: (line: string) => void;
}

/** The stand-in for the business's server: same envelope, headers, error codes and compact bodies. */
export function createDevApi(o: DevApiOptions): { app: Hono; db: Db; auth: AuthService } {
  const db = openDb(o.dbPath);
  const now = o.now ?? Date.now;
  const log = o.log ?? ((l: string) => console.log(l));
  const deps = { compactKey: o.compactKey ?? DEV_COMPACT_KEY };
  const auth = new AuthService(db, now, log);
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => reply(c, fail(413, '请求体过大（上限 1 MB）'), 413) }));
  authRoutes(app, auth, deps);
  wxRoutes(app, deps, now);
  catalogRoutes(app, db, deps);
  if (o.devOnly !== false) devRoutes(app, db, auth, deps);

  app.notFound((c) => reply(c, fail(404, `接口不存在：${c.req.method} ${c.req.path}`), 404));
  app.onError((err, c) => {
    if (err instanceof ApiFailure) return reply(c, fail(err.code, err.message), err.httpStatus);
    log(`[error] ${c.req.method} ${c.req.path}: ${err.message}`);
    return reply(c, fail(500, '服务器内部错误'), 500);
  });
  return { app, db, auth };
}
