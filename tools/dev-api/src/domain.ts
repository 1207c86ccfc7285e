import type { Hono } from 'hono';
import type { Db } from './db';
import type { AuthService } from './domains/auth/store';

/** A schema step with a stable name: recorded by name, so domains can add steps in any order. */
export interface Migration {
  name: string;
  sql: string;
}

export interface DevApiConfig {
  /** Origins besides the request's own that the dev consent page may return to (DEV_ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  smsLimits: SmsLimits;
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
}

export interface Domain {
  name: string;
  /** Routes only served while development calls are on (DEV_ONLY=off removes them). */
  devOnly?: boolean;
  migrations: Migration[];
  /** Fills this domain's own tables when they are empty; runs at every start (times relative to `clock`). */
  seed?(db: Db, clock: () => number): void;
  routes?(ctx: DomainContext): Hono;
}
