import { Hono, type Context } from 'hono';
import { COACH_EVENT_CODES, coachEventFeedbackRequest } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import type { DomainEvents, Hooks } from '../../events';
import { langOf } from '../../messages';
import { readBody, send } from '../../request';
import { ownerOf, pathIdOf } from '../../request-helpers';
import { attendEnded } from './seed';
import { cancel, getEvent, listEvents, sendFeedback, signUp } from './store';

/** An account given a history attended the ended workshop (its feedback screen); a new coach did not. */
function seedHistory(e: DomainEvents['account.history']): void {
  attendEnded(e.db, e.clock(), e.userId);
}
export const coachEventsHooks: Hooks = { 'account.history': seedHistory };

/** Mounted at /api/coach-events: every call needs the suman coach token. */
export function coachEventsRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  const coach = (c: Context): number => {
    const owner = ownerOf(c, ctx);
    if (owner.subApp !== 'suman-teacher')
      throw new ApiFailure(COACH_EVENT_CODES.coachOnly, 'coach_events_coach_only');
    return owner.userId;
  };
  const eventId = (c: Context) => pathIdOf(c, 'id', 'coach_events_not_found');

  app.get('/events', (c) => send(c, compactKey, listEvents(db, coach(c), clock(), langOf(c))));
  app.get('/events/:id', (c) => send(c, compactKey, getEvent(db, coach(c), eventId(c), clock(), langOf(c))));
  app.post('/events/:id/signup', (c) =>
    send(c, compactKey, signUp(db, coach(c), eventId(c), clock(), langOf(c))),
  );
  app.post('/events/:id/cancel', (c) =>
    send(c, compactKey, cancel(db, coach(c), eventId(c), clock(), langOf(c))),
  );
  app.post('/events/:id/feedback', async (c) => {
    const userId = coach(c);
    const id = eventId(c);
    const body = await readBody(c, compactKey, coachEventFeedbackRequest);
    return send(c, compactKey, sendFeedback(db, userId, id, body, clock(), langOf(c)));
  });
  return app;
}
