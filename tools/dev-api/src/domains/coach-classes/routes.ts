import { Hono, type Context } from 'hono';
import {
  COACH_CLASS_CODES,
  coachRequestCreate,
  coachRequestsQuery,
  coachWeekQuery,
  devCoachDecide,
  devCoachSchedule,
} from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { langOf } from '../../messages';
import { readBody, readQuery, send } from '../../request';
import { ownerOf, pathIdOf, subAppOf } from '../../request-helpers';
import { linkedCourseOf } from './course-link';
import { seedSchedule } from './seed';
import {
  colleagues,
  createRequest,
  decide,
  detail,
  openClasses,
  requests,
  summary,
  take,
  week,
  type Coach,
} from './store';

const isCoachApp = (subApp: string) => subApps.find((s) => s.id === subApp)?.role === 'teacher';

/** The signed-in coach: a student sub-app is refused (5352) before its token is even read. */
function coachOf(c: Context, ctx: DomainContext): Coach {
  if (!isCoachApp(subAppOf(c)))
    throw new ApiFailure(COACH_CLASS_CODES.coachOnly, 'coach_class_coach_only', 403);
  const o = ownerOf(c, ctx);
  return { userId: o.userId, subApp: o.subApp };
}

/** Mounted at /api/coach-classes: every route is a coach's, with a coach sub-app's token. */
export function coachClassesRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();

  app.get('/week', (c) => {
    const coach = coachOf(c, ctx);
    return send(c, compactKey, week(db, coach, readQuery(c, coachWeekQuery), clock(), langOf(c)));
  });
  app.get('/classes/:id', (c) => {
    const coach = coachOf(c, ctx);
    const id = pathIdOf(c, 'id', 'coach_class_not_found', COACH_CLASS_CODES.classNotFound);
    return send(c, compactKey, detail(db, coach, id, langOf(c)));
  });
  app.get('/summary', (c) => send(c, compactKey, summary(db, coachOf(c, ctx), clock(), langOf(c))));
  app.get('/open', (c) => send(c, compactKey, openClasses(db, coachOf(c, ctx), clock(), langOf(c))));
  app.post('/open/:id/take', (c) => {
    const coach = coachOf(c, ctx);
    const id = pathIdOf(c, 'id', 'coach_class_not_found', COACH_CLASS_CODES.classNotFound);
    return send(c, compactKey, take(db, coach, id, clock(), langOf(c)));
  });
  app.get('/colleagues', (c) => send(c, compactKey, colleagues(db, coachOf(c, ctx), langOf(c))));
  app.get('/requests', (c) => {
    const coach = coachOf(c, ctx);
    const { kind } = readQuery(c, coachRequestsQuery);
    return send(c, compactKey, requests(db, coach, kind, langOf(c)));
  });
  app.post('/requests', async (c) => {
    const coach = coachOf(c, ctx);
    const body = await readBody(c, compactKey, coachRequestCreate);
    return send(c, compactKey, createRequest(db, coach, body, clock(), langOf(c)));
  });
  return app;
}

/** Mounted at /__dev: a starter schedule for a test's coach, and answering a request as the studio would. */
export function coachClassesDevRoutes({ db, clock, compactKey }: DomainContext): Hono {
  const app = new Hono();
  app.post('/coach-classes/schedule', async (c) => {
    const b = await readBody(c, compactKey, devCoachSchedule);
    if (!isCoachApp(b.subApp)) throw new ApiFailure(COACH_CLASS_CODES.coachOnly, 'coach_class_coach_only');
    const user = db.prepare("SELECT id FROM users WHERE area_code = '86' AND phone = ?").get(b.phone) as
      { id: number } | undefined;
    if (!user) throw new ApiFailure(404, 'coach_class_not_found', 404);
    const classes = seedSchedule(db, user.id, b.subApp, clock());
    // The class students can book (a course of its own), for a test to book it as a student.
    const linked = db
      .prepare(
        'SELECT id FROM coach_classes WHERE sub_app = ? AND coach_id = ? AND course_time_id IS NOT NULL LIMIT 1',
      )
      .get(b.subApp, user.id) as { id: number } | undefined;
    return send(c, compactKey, {
      classes,
      linked: linked ? { classId: linked.id, courseId: linkedCourseOf(db, linked.id)! } : null,
    });
  });
  app.post('/coach-classes/requests/:id/decide', async (c) => {
    const id = pathIdOf(c, 'id', 'coach_class_not_found');
    const b = await readBody(c, compactKey, devCoachDecide);
    const answer = b.answer ? { zh: b.answer, en: b.answer } : undefined;
    return send(c, compactKey, decide(db, id, { state: b.state, answer }, clock(), langOf(c)));
  });
  return app;
}
