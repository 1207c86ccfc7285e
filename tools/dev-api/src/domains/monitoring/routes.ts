import { Hono } from 'hono';
import { z } from 'zod';
import type { DomainContext } from '../../domain';
import { readBody, send } from '../../request';

/** The error-report collector the apps post to in development (mounted at /__dev); the e2e tests read it back. */
export function monitoringRoutes({ db, clock, compactKey }: DomainContext): Hono {
  const app = new Hono();
  // Parsed (depth-capped) before it is stored, so reading the events back can never fail.
  app.post('/monitoring/events', async (c) => {
    const event = await readBody(c, compactKey, z.unknown());
    db.prepare('INSERT INTO monitoring_events (received_at, body) VALUES (?, ?)').run(
      new Date(clock()).toISOString(),
      JSON.stringify(event),
    );
    return send(c, compactKey, null);
  });
  app.get('/monitoring/events', (c) => {
    const rows = db.prepare('SELECT body FROM monitoring_events ORDER BY id').all() as { body: string }[];
    return send(
      c,
      compactKey,
      rows.map((r) => JSON.parse(r.body) as unknown),
    );
  });
  return app;
}
