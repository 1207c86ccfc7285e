import { Hono, type Context } from 'hono';
import {
  SUPPORT_CODES,
  type SubAppIdT,
  supportQuestionQuery,
  supportQuestionsQuery,
  supportVoteRequest,
} from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { langOf } from '../../messages';
import { readBody, readQuery, send } from '../../request';
import { pathIdOf, subAppOf } from '../../request-helpers';
import { getQuestion, getService, listCategories, searchQuestions, vote, voterOf } from './store';

/**
 * Mounted at /api/support. Open signed out (the help centre is read before signing in). A vote
 * counts once per account, or per device signed out; a token that is sent must be this sub-app's.
 */
export function supportRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey, auth } = ctx;
  const limits = ctx.config.smsLimits;
  const app = new Hono();

  /** The signed-in account, null signed out; a token of another sub-app (or a stale one) is refused. */
  const accountOf = (c: Context, subApp: SubAppIdT) => {
    const token = c.req.header('AUTHORIZE_TOKEN') ?? null;
    if (!token) return null;
    const user = auth.userOf(token, subApp);
    if (!user) throw new ApiFailure(403, 'not_logged_in');
    return user.id;
  };

  app.get('/service', (c) => send(c, compactKey, getService(db, subAppOf(c), langOf(c), clock(), limits)));

  app.get('/categories', (c) => send(c, compactKey, listCategories(db, subAppOf(c), langOf(c))));

  app.get('/questions', (c) => {
    const subApp = subAppOf(c);
    const query = readQuery(c, supportQuestionsQuery);
    return send(c, compactKey, searchQuestions(db, subApp, query, langOf(c)));
  });

  app.get('/questions/:id', (c) => {
    const subApp = subAppOf(c);
    const id = pathIdOf(c, 'id', 'support_question_not_found', SUPPORT_CODES.questionNotFound);
    const { device } = readQuery(c, supportQuestionQuery);
    // Reading is open: a stale token reads as a visitor here (the vote is where it is checked).
    const user = auth.userOf(c.req.header('AUTHORIZE_TOKEN') ?? null, subApp)?.id ?? null;
    return send(c, compactKey, getQuestion(db, subApp, id, voterOf(user, device), langOf(c), limits));
  });

  app.post('/questions/:id/vote', async (c) => {
    const subApp = subAppOf(c);
    const id = pathIdOf(c, 'id', 'support_question_not_found', SUPPORT_CODES.questionNotFound);
    const user = accountOf(c, subApp);
    const body = await readBody(c, compactKey, supportVoteRequest);
    const voter = voterOf(user, body.device)!;
    return send(c, compactKey, vote(db, subApp, id, voter, body.vote, clock(), langOf(c), limits));
  });
  return app;
}
