import type { Context } from 'hono';
import { pageQuery, subAppId, type SubAppIdT } from '@yoga/contract';
import type { DomainContext } from './domain';
import { ApiFailure } from './envelope';
import type { MessageId } from './messages';
import { parseOrFail, readQuery } from './request';

/**
 * Request checks every domain shares. They live here, not in one domain's routes, so no domain
 * imports another's routes (a lint rule and domains/domains.test.ts hold that line).
 */

export interface Owner {
  userId: number;
  subApp: SubAppIdT;
}

/** The sub-app named in the query (`?subApp=`), or 400 invalid_sub_app. */
export const subAppOf = (c: Context): SubAppIdT => parseOrFail(subAppId, c.req.query('subApp'));

/** The signed-in owner for a sub-app named elsewhere (a body, a typed query): 403 without its token. */
export function ownerFor(c: Context, { auth }: Pick<DomainContext, 'auth'>, subApp: SubAppIdT): Owner {
  const user = auth.userOf(c.req.header('AUTHORIZE_TOKEN') ?? null, subApp);
  if (!user) throw new ApiFailure(403, 'not_logged_in');
  return { userId: user.id, subApp };
}

/** The signed-in owner of a standard request: 403 without a token of the sub-app named in the query. */
export const ownerOf = (c: Context, ctx: Pick<DomainContext, 'auth'>): Owner => ownerFor(c, ctx, subAppOf(c));

/** Optional sign-in: a missing or stale token reads as a visitor (null), never as a 403. */
export const viewerOf = (c: Context, { auth }: Pick<DomainContext, 'auth'>, subApp: SubAppIdT) =>
  auth.userOf(c.req.header('AUTHORIZE_TOKEN') ?? null, subApp)?.id ?? null;

/** `?page=&pageSize=` in range, or the defaults (1 and 10); 400 invalid_page otherwise. */
export const pagingOf = (c: Context) => readQuery(c, pageQuery);

/** A numeric path id: digits only, else the given 404 (an id that cannot exist is simply not found). */
export function pathIdOf(c: Context, name: string, notFound: MessageId, code = 404): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw new ApiFailure(code, notFound);
  return Number(raw);
}
