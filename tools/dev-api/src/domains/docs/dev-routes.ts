import { Hono } from 'hono';
import openApiJson from '../../../openapi.json?raw';
import { docsPage } from './docs-page';
import { docsScript } from './docs-script';

/** Mounted at /__dev: the committed document as it is (api-doc.test.ts keeps it fresh), and its viewer. */
export function docsDevRoutes(): Hono {
  const app = new Hono();
  app.get('/openapi.json', (c) =>
    c.body(openApiJson, 200, { 'Content-Type': 'application/json; charset=utf-8' }),
  );
  app.get('/docs', (c) => c.html(docsPage()));
  // A file of its own, not inline: the gateway's CSP allows scripts from 'self' only.
  app.get('/docs.js', (c) => c.body(docsScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  return app;
}
