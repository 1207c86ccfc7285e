import { Hono, type Context } from 'hono';
import { CLASS_MATERIAL_CODES, classMaterialsQuery } from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { langOf } from '../../messages';
import { readQuery, send } from '../../request';
import { ownerFor, ownerOf, pathIdOf } from '../../request-helpers';
import { videoResponse } from '../course-media/media-files';
import { assertStudent, enrolAll, listSeries, markViewed, pdfOf, ticketedFile, videoOf } from './store';

/** Relative to the domain's basePath (/api/class-materials); a student's list and marks, ticketed bytes. */
export function classMaterialsRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  const fileId = (c: Context) =>
    pathIdOf(c, 'id', 'class_materials_not_found', CLASS_MATERIAL_CODES.fileNotFound);
  /** A ticketed file of the asked kind (a video's id on the PDF link is simply not found). */
  const bytesOf = (c: Context, kind: 'video' | 'pdf') => {
    const found = ticketedFile(db, ctx.links, fileId(c), c.req.query('ticket'), clock());
    if (found.f.kind !== kind)
      throw new ApiFailure(CLASS_MATERIAL_CODES.fileNotFound, 'class_materials_not_found', 404);
    return found;
  };

  app.get('/', (c) => {
    const { subApp, series } = readQuery(c, classMaterialsQuery);
    return send(
      c,
      compactKey,
      listSeries(db, ctx.links, ownerFor(c, ctx, subApp), series, clock(), langOf(c)),
    );
  });
  app.post('/files/:id/viewed', (c) =>
    send(c, compactKey, markViewed(db, ctx.links, ownerOf(c, ctx), fileId(c), clock(), langOf(c))),
  );

  // Bytes, not envelopes: a <video> seeks with Range requests, a new tab shows the PDF inline.
  app.get('/files/:id/video', (c) => {
    const { buf, type } = videoOf(db, bytesOf(c, 'video').f);
    const res = videoResponse(buf, c.req.header('Range'), c.req.method);
    res.headers.set('Content-Type', type);
    return res;
  });
  app.get('/files/:id/pdf', (c) => {
    const { f, c: cls } = bytesOf(c, 'pdf');
    return c.body(new Uint8Array(pdfOf(f, cls)), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="material-${f.id}.pdf"`,
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return app;
}

/** Development only: enrols the signed-in student in every class of their brand (e2e's fresh students). */
export function classMaterialsDevRoutes(ctx: DomainContext): Hono {
  const { db, compactKey } = ctx;
  const app = new Hono();
  app.post('/class-materials/enrol', (c) => {
    const owner = ownerOf(c, ctx);
    assertStudent(owner);
    const brand = subApps.find((s) => s.id === owner.subApp)!.brand;
    return send(c, compactKey, { enrolled: enrolAll(db, owner.userId, brand) });
  });
  return app;
}
