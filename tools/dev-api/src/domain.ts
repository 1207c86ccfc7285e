import type { Hono } from 'hono';
import type { Db } from './db';
import type { AuthService } from './domains/auth/store';
import type { Hooks } from './events';
import type { LinkSigner } from './signed-links';

/** A schema step with a stable name: recorded by name, so domains can add steps in any order. */
export interface Migration {
  name: string;
  sql: string;
}

export interface DevApiConfig {
  /** Origins besides the request's own that the dev consent page may return to (DEV_ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  smsLimits: SmsLimits;
  /** Addresses whose X-Forwarded-For is believed (TRUSTED_PROXY: the gateway); nobody else's. */
  trustedProxies: readonly string[];
}

export interface SmsLimits {
  /** Wrong codes per number per hour, across resends. */
  wrongPerNumber: number;
  sendsPerNumber: number;
  sendsPerClient: number;
  /** Between two codes to one number. */
  intervalMs: number;
}

/** What every domain is given: one database, the token/user service, one clock, one log. */
export interface DomainContext {
  db: Db;
  auth: AuthService;
  clock: () => number;
  log: (line: string) => void;
  compactKey: string;
  config: DevApiConfig;
  /** Signs and checks the links a browser opens without a token (invoice PDFs, videos). */
  links: LinkSigner;
}

export interface SeedEnv {
  devRoutes: boolean;
}

/** A domain's server messages, by message id, in each language the clients ask for. */
export type Messages = Record<string, { zh: string; en: string }>;

/** Where every domain's development-only routes are mounted. */
export const DEV_BASE_PATH = '/__dev';

/**
 * One slice of the stand-in: its tables, seed data, routes, development routes, messages and the
 * events of other domains it reacts to. Domains meet only through stores and events, never routes.
 */
export interface Domain {
  name: string;
  /** Where `routes` are mounted (their paths are relative to it): the public URL prefix, e.g. '/api/orders'. */
  basePath?: string;
  routes?(ctx: DomainContext): Hono;
  /** Mounted under DEV_BASE_PATH ('/__dev'), only while development calls are on (DEV_ONLY=off drops them). */
  devRoutes?(ctx: DomainContext): Hono;
  /** Subscriptions to other domains' events (see events.ts). */
  hooks?: Hooks;
  /** The messages this domain's failures name; merged into one lookup, ids unique across domains. */
  messages?: Messages;
  migrations: Migration[];
  /**
   * Fills this domain's own tables when they are empty; runs at every start (times relative to `clock`).
   * `env.devRoutes`: development calls are on; data that opens anything (demo codes) only then.
   */
  seed?(db: Db, clock: () => number, env: SeedEnv): void;
}
