import { Hono } from 'hono';
import { certSearchRequest } from '@yoga/contract';
import { clientOf } from '../../client';
import type { DomainContext } from '../../domain';
import { langOf } from '../../messages';
import { readBody, send } from '../../request';
import { pathIdOf, subAppOf } from '../../request-helpers';
import { getCertificate, searchCertificates } from './store';

/** Mounted at /api/certificates. Both are public (signed out): a certificate is verified by anyone. */
export function certificatesRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  app.post('/search', async (c) => {
    const by = await readBody(c, compactKey, certSearchRequest);
    return send(c, compactKey, searchCertificates(db, clock(), clientOf(c), by, langOf(c)));
  });
  app.get('/:id', (c) => {
    const subApp = subAppOf(c);
    const id = pathIdOf(c, 'id', 'certificates_not_found');
    return send(c, compactKey, getCertificate(db, clock(), subApp, id, langOf(c)));
  });
  return app;
}
