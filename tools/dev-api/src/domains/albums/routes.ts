import { Hono } from 'hono';
import { ALBUM_CODES, albumMonthQuery, albumYearQuery } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { langOf } from '../../messages';
import { readQuery, send } from '../../request';
import { ownerFor, ownerOf, pagingOf } from '../../request-helpers';
import { historySince } from './history';
import { businessDay, monthReport, photoPage, yearReport } from './practice';

/** Relative to /api/albums. Both need the sub-app's token: a student's photos and records are their own. */
export function albumsRoutes(ctx: DomainContext): Hono {
  const { clock, compactKey, db } = ctx;
  const app = new Hono();

  app.get('/photos', (c) => {
    const owner = ownerOf(c, ctx);
    const { page, pageSize } = pagingOf(c);
    const today = businessDay(clock());
    return send(
      c,
      compactKey,
      photoPage(owner.userId, owner.subApp, today, langOf(c), page, pageSize, historySince(db, owner.userId)),
    );
  });
  app.get('/month', (c) => {
    const { subApp, month } = readQuery(c, albumMonthQuery);
    const owner = ownerFor(c, ctx, subApp);
    const today = businessDay(clock());
    const asked = month ?? today.slice(0, 7);
    if (asked > today.slice(0, 7)) throw new ApiFailure(ALBUM_CODES.monthNotFound, 'album_month_not_found');
    return send(
      c,
      compactKey,
      monthReport(owner.userId, subApp, today, asked, langOf(c), historySince(db, owner.userId)),
    );
  });
  app.get('/year', (c) => {
    const { subApp, year } = readQuery(c, albumYearQuery);
    const owner = ownerFor(c, ctx, subApp);
    const today = businessDay(clock());
    if (year > today.slice(0, 4)) throw new ApiFailure(ALBUM_CODES.yearNotFound, 'album_year_not_found');
    return send(
      c,
      compactKey,
      yearReport(owner.userId, subApp, today, Number(year), langOf(c), historySince(db, owner.userId)),
    );
  });
  return app;
}
