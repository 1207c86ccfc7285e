import type { Domain } from '../../domain';
import { coachAnswersMessages } from './messages';
import { coachAnswersMigrations } from './migrations';
import { coachAnswersHooks, coachAnswersRoutes } from './routes';
import { seedCoachAnswers } from './seed';

/**
 * Suman coaches answer their students' questions (text, images, an mp3 voice note) before a
 * deadline; students read the answers with their own token. Needs auth first (users).
 */
export const coachAnswersDomain: Domain = {
  name: 'coach-answers',
  basePath: '/api/coach-answers',
  messages: coachAnswersMessages,
  migrations: coachAnswersMigrations,
  seed: seedCoachAnswers,
  routes: coachAnswersRoutes,
  hooks: coachAnswersHooks,
};
