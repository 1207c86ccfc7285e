import { Hono } from 'hono';
import {
  CERT_PUBLIC_ID_PATTERN,
  certSearchRequest,
  examBookRequest,
  orderNo,
  renewalRequest,
} from '@yoga/contract';
import { ApiFailure } from '../../envelope';
import { clientOf } from '../../client';
import type { DomainContext } from '../../domain';
import { langOf } from '../../messages';
import { parseOrFail, readBody, send } from '../../request';
import { ownerOf, pathIdOf, subAppOf } from '../../request-helpers';
import { bookExam, cancelExam, examOptions, myBooking } from './exam';
import { getRenewal, renewalOptions, startRenewal } from './renewal';
import { getCertificate, searchCertificates } from './store';

/**
 * Mounted at /api/certificates. Search and one certificate are public (signed out): a certificate is
 * verified by anyone. Exam booking and renewal need the sub-app's token.
 */
export function certificatesRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  app.get('/exam/options', (c) => {
    const owner = ownerOf(c, ctx);
    return send(c, compactKey, examOptions(db, clock(), owner.subApp, langOf(c)));
  });
  app.get('/exam/booking', (c) => send(c, compactKey, myBooking(db, clock(), ownerOf(c, ctx), langOf(c))));
  app.post('/exam/bookings', async (c) => {
    const owner = ownerOf(c, ctx);
    const { slotId } = await readBody(c, compactKey, examBookRequest);
    return send(c, compactKey, bookExam(db, clock, owner, slotId, langOf(c)));
  });
  app.post('/exam/bookings/:id/cancel', (c) => {
    const owner = ownerOf(c, ctx);
    const id = pathIdOf(c, 'id', 'certificates_exam_booking_not_found');
    return send(c, compactKey, cancelExam(db, clock, owner, id, langOf(c)));
  });
  app.get('/renewal/options', (c) =>
    send(c, compactKey, renewalOptions(db, clock(), ownerOf(c, ctx), langOf(c))),
  );
  app.post('/renewal', async (c) => {
    const owner = ownerOf(c, ctx);
    const { certificateId } = await readBody(c, compactKey, renewalRequest);
    return send(c, compactKey, startRenewal(db, clock, owner, certificateId));
  });
  app.get('/renewal/:orderNo', (c) => {
    const owner = ownerOf(c, ctx);
    const no = parseOrFail(orderNo, c.req.param('orderNo'));
    return send(c, compactKey, getRenewal(db, clock, owner, no, langOf(c)));
  });
  app.post('/search', async (c) => {
    const by = await readBody(c, compactKey, certSearchRequest);
    return send(c, compactKey, searchCertificates(db, clock(), clientOf(c), by, langOf(c)));
  });
  app.get('/:id', (c) => {
    const subApp = subAppOf(c);
    // A public id only: a row number (or anything else) names nothing.
    const publicId = c.req.param('id');
    if (!CERT_PUBLIC_ID_PATTERN.test(publicId)) throw new ApiFailure(404, 'certificates_not_found');
    return send(c, compactKey, getCertificate(db, clock(), clientOf(c), { subApp, publicId }, langOf(c)));
  });
  return app;
}
