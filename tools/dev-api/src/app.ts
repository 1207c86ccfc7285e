import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { migrate, openDb, openMigratedMemoryDb, type Db } from './db';
import { DEV_BASE_PATH, type DevApiConfig, type DomainContext, type SmsLimits } from './domain';
import { domains } from './domains';
import { AuthService } from './domains/auth/store';
import { UPLOAD_PATH } from './domains/evaluations/uploads';
import { CLASS_QA_FILES_PATH, COACH_ANSWER_FILES_PATH } from './domains/coach-answers/store';
import { INVOICE_FILE_PATH } from './domains/coach-account/paths';
import { MATERIAL_CHUNK_PATH } from './domains/materials/chunk-path';
import { ApiFailure, ok, reply, replyFailure } from './envelope';
import { bindEvents, type EventBus } from './events';
import { requireJson } from './require-json';
import { styledFailure, sumanStyle } from './suman-style';
import { resolveClient } from './client';
import { LinkSigner } from './signed-links';

export const MAX_BODY_BYTES = 1024 * 1024;
export const DEV_COMPACT_KEY = 'dev-compact-key-0123456789abcdef';
/** Per client 60, not 20: one e2e run signs in some 30 times from the gateway's single address. */
export const DEFAULT_SMS_LIMITS: SmsLimits = {
  wrongPerNumber: 10,
  sendsPerNumber: 5,
  sendsPerClient: 60,
  intervalMs: 60_000,
};
/** For browser test runs only (DEV_SMS_LIMITS=relaxed): many sign-ins of one demo number from one address. */
export const RELAXED_SMS_LIMITS: SmsLimits = {
  wrongPerNumber: 1000,
  sendsPerNumber: 1000,
  sendsPerClient: 100_000,
  intervalMs: 1000,
};

/** The stand-in's own health: answers `{ up: true, now }` once it can take requests. */
export const HEALTH_PATH = '/__health';

export interface DevApiOptions {
  dbPath: string;
  compactKey?: string;
  devOnly?: boolean;
  now?: () => number;
  log?: (line: string) => void;
  /** Origins besides the request's own that the dev consent page may return to. */
  allowedOrigins?: readonly string[];
  smsLimits?: Partial<SmsLimits>;
  /** Addresses whose X-Forwarded-For is believed (server-cli reads TRUSTED_PROXY); none by default. */
  trustedProxies?: readonly string[];
  /** Signs token-less links (server-cli reads LINK_SIGNING_KEY); random per instance when absent. */
  linkKey?: string;
}

/** The stand-in for the business's server: same envelope, headers, error codes and compact bodies. */
export function createDevApi(o: DevApiOptions): { app: Hono; db: Db; auth: AuthService; events: EventBus } {
  const clock = o.now ?? Date.now;
  const steps = domains.flatMap((d) => d.migrations);
  const memory = o.dbPath === ':memory:';
  const db = memory ? openMigratedMemoryDb(steps, clock) : openDb(o.dbPath);
  if (!memory) migrate(db, steps, clock);
  const log = o.log ?? ((l: string) => console.log(l));
  // Hooks are bound before seeding: seeds pay orders, and the paid order's card or shipment must follow.
  const events = bindEvents(db, domains, log);
  // Each domain fills its own empty tables, so a new domain's data reaches an existing database too.
  for (const d of domains) d.seed?.(db, clock, { devRoutes: o.devOnly !== false });
  const config: DevApiConfig = {
    allowedOrigins: o.allowedOrigins ?? [],
    smsLimits: { ...DEFAULT_SMS_LIMITS, ...o.smsLimits },
    trustedProxies: o.trustedProxies ?? [],
  };
  const auth = new AuthService(db, clock, log, config.smsLimits);
  const links = new LinkSigner(o.linkKey ?? randomBytes(32).toString('base64url'));
  const ctx: DomainContext = {
    db,
    auth,
    clock,
    log,
    compactKey: o.compactKey ?? DEV_COMPACT_KEY,
    config,
    links,
  };
  const app = new Hono();

  // Who is asking, once per request: the rate limits key on it (client.ts).
  app.use('*', async (c, next) => {
    c.set('client' as never, resolveClient(c, config.trustedProxies) as never);
    await next();
  });
  // Answers are never cached, except what a handler marks cacheable itself (the shop's fixed images).
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.get('Cache-Control')?.startsWith('public')) c.header('Cache-Control', 'no-store');
  });
  // Connection: close, so neither a client nor the gateway reuses a socket whose body was never read.
  const tooLarge = new ApiFailure(413, 'body_too_large', 413);
  const jsonLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      c.header('Connection', 'close'); // set before the reply is built: node-server writes cached headers
      return replyFailure(c, tooLarge);
    },
  });
  // Image uploads (multipart, 5 MB, token required) bring their own limit and type check.
  // So do coach materials' chunks (multipart, one chunk under the gateway's 1 MB), coach answers' files
  // and coach invoices.
  const isUpload = (c: Context) =>
    c.req.method === 'POST' &&
    (c.req.path === UPLOAD_PATH ||
      c.req.path === COACH_ANSWER_FILES_PATH ||
      c.req.path === CLASS_QA_FILES_PATH ||
      c.req.path === INVOICE_FILE_PATH ||
      MATERIAL_CHUNK_PATH.test(c.req.path));
  app.use('*', (c, next) => (isUpload(c) ? next() : jsonLimit(c, next)));
  app.use('*', (c, next) => (isUpload(c) ? next() : requireJson(c, next)));
  // What scripts and test runners wait for before they use the stand-in (issue 29): up, migrated,
  // seeded. Outside /api (no business endpoint) and /__dev (so it answers with DEV_ONLY=off too).
  app.get(HEALTH_PATH, (c) => reply(c, ok({ up: true, now: new Date(clock()).toISOString() })));
  app.use('*', sumanStyle);
  for (const d of domains) if (d.routes) app.route(d.basePath ?? '/', d.routes(ctx));
  if (o.devOnly !== false)
    for (const d of domains) if (d.devRoutes) app.route(DEV_BASE_PATH, d.devRoutes(ctx));

  app.notFound((c) => replyFailure(c, new ApiFailure(404, 'not_found', 404)));
  app.onError((err, c) => {
    if (err instanceof ApiFailure) return replyFailure(c, styledFailure(c, err));
    log(`[error] ${c.req.method} ${c.req.path}: ${err.message}`);
    return replyFailure(c, new ApiFailure(500, 'server_error', 500));
  });
  return { app, db, auth, events };
}
