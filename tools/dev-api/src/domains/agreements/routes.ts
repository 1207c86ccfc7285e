import { Hono } from 'hono';
import { AGREEMENT_CODES, agreementKey, agreementQuery } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { langOf } from '../../messages';
import { readQuery, send } from '../../request';
import { subAppOf } from '../../request-helpers';
import { getAgreement, listAgreements } from './store';

/** Mounted at /api/agreements. Open signed out: the legal pages are read before signing in. */
export function agreementsRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();

  app.get('/', (c) => send(c, compactKey, listAgreements(db, subAppOf(c), langOf(c), clock())));

  app.get('/:key', (c) => {
    const subApp = subAppOf(c);
    // A key outside the pattern names no document: the same answer as an unknown one.
    const key = agreementKey.safeParse(c.req.param('key'));
    if (!key.success) throw new ApiFailure(AGREEMENT_CODES.documentNotFound, 'agreement_not_found');
    const { version } = readQuery(c, agreementQuery);
    return send(c, compactKey, getAgreement(db, subApp, key.data, version, langOf(c), clock()));
  });
  return app;
}
