import type { Domain } from '../../domain';
import { certificatesMessages } from './messages';
import { certificatesMigrations } from './migrations';
import { certificatesRoutes } from './routes';
import { onExamOrderClosed, onExamPaid, seedExams } from './exam';
import { demoUserId } from '../auth/demo-user';
import { giveCertificates, onRenewalPaid } from './renewal';
import { seedCertificates } from './seed';

/**
 * Certificates: public search and pages, exam booking (cert/reservation) and renewal (bay), both
 * paid through the orders domain (which must come first).
 *
 * Routes are mounted at basePath (their paths are relative to it). A domain may also declare
 * devRoutes (mounted at /__dev), hooks (other domains' events, see src/events.ts); its messages are
 * merged into src/messages.ts; shared request checks live in src/request-helpers.ts.
 */
export const certificatesDomain: Domain = {
  name: 'certificates',
  basePath: '/api/certificates',
  messages: certificatesMessages,
  migrations: certificatesMigrations,
  seed: (db, clock) => {
    seedCertificates(db, clock);
    seedExams(db, clock);
    giveCertificates(db, clock(), demoUserId(db, clock()));
  },
  routes: certificatesRoutes,
  // Exam bookings and renewals are confirmed by the payment, never by the client.
  hooks: {
    'order.paid': (e) => {
      if (e.order.kind === 'cert_exam') onExamPaid(e);
      if (e.order.kind === 'cert_renewal') onRenewalPaid(e);
    },
    'order.cancelled': (e) => {
      if (e.order.kind === 'cert_exam') onExamOrderClosed(e);
    },
    'account.history': (e) => giveCertificates(e.db, e.clock(), e.userId),
  },
};
