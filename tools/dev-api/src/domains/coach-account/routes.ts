import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  COACH_ACCOUNT_CODES,
  applicationItemRequest,
  complaintRequest,
  INVOICE_FILE_MAX_BYTES,
  invoiceSubmitRequest,
  studentLookupQuery,
} from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { ApiFailure, replyFailure } from '../../envelope';
import { escapeHtml, htmlPage } from '../../html-page';
import { langOf } from '../../messages';
import { readBody, readQuery, send } from '../../request';
import { ownerOf, pagingOf, subAppOf } from '../../request-helpers';
import {
  applicationOf,
  assertCoach,
  createComplaint,
  findStudent,
  handInItem,
  levelOf,
  listComplaints,
  listInvoices,
  listPayouts,
  payrollSignOf,
  saveInvoiceFile,
  signByTicket,
  submitInvoice,
} from './store';

/** Mounted at /api/coach-account. Every call but the QR's scan needs a coach sub-app's token. */
export function coachAccountRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  // The sub-app is checked before the token: a student sub-app is refused as such (5600).
  const coach = (c: Context) => {
    assertCoach(subAppOf(c));
    return ownerOf(c, ctx);
  };

  app.get('/payouts', (c) => send(c, compactKey, listPayouts(db, coach(c), clock(), langOf(c))));

  app.post(
    '/invoice-files',
    bodyLimit({
      maxSize: INVOICE_FILE_MAX_BYTES + 64 * 1024,
      onError: (c) => {
        c.header('Connection', 'close');
        return replyFailure(c, new ApiFailure(COACH_ACCOUNT_CODES.invoiceFileSize, 'invoice_file_size', 413));
      },
    }),
    async (c) => {
      const owner = coach(c);
      if (!/^multipart\/form-data/i.test(c.req.header('Content-Type') ?? ''))
        throw new ApiFailure(415, 'unsupported_media_type', 415);
      const file = (await c.req.parseBody())['file'];
      if (!(file instanceof File))
        throw new ApiFailure(COACH_ACCOUNT_CODES.invoiceFileSize, 'invoice_file_size');
      const bytes = new Uint8Array(await file.arrayBuffer());
      return send(c, compactKey, saveInvoiceFile(db, owner, file.name, bytes, clock()));
    },
  );

  app.post('/invoices', async (c) => {
    const owner = coach(c);
    const body = await readBody(c, compactKey, invoiceSubmitRequest);
    return send(c, compactKey, submitInvoice(db, owner, body, clock(), langOf(c)));
  });

  app.get('/invoices', (c) => {
    const owner = coach(c);
    const { page, pageSize } = pagingOf(c);
    return send(c, compactKey, listInvoices(db, owner, page, pageSize, clock(), langOf(c)));
  });

  app.get('/students', (c) => {
    const owner = coach(c);
    const { phone } = readQuery(c, studentLookupQuery);
    return send(c, compactKey, findStudent(db, owner, phone, clock(), langOf(c)));
  });

  app.get('/payroll-sign', (c) => send(c, compactKey, payrollSignOf(db, coach(c), clock(), langOf(c))));

  // The stand-in's page of the payroll service: the phone that scans the QR opens it, and it signs.
  app.get('/payroll-sign/scan/:ticket', (c) => {
    const en = langOf(c) === 'en' || /^en\b/i.test(c.req.header('Accept-Language') ?? '');
    if (!signByTicket(db, c.req.param('ticket'), clock())) {
      const title = en ? 'This signing link is not valid' : '签约链接无效';
      return c.html(htmlPage(title, `<h1>${escapeHtml(title)}</h1>`), 404);
    }
    const title = en ? 'Agreement signed' : '签约成功';
    const body = en
      ? 'You have signed the payroll service agreement. Go back to the coach app.'
      : '你已与云账户完成签约，请回到教练端查看。';
    return c.html(htmlPage(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>`));
  });

  app.get('/level', (c) => send(c, compactKey, levelOf(db, coach(c), clock(), langOf(c))));
  app.get('/application', (c) => send(c, compactKey, applicationOf(db, coach(c), clock())));
  app.post('/application/items', async (c) => {
    const owner = coach(c);
    const body = await readBody(c, compactKey, applicationItemRequest);
    return send(c, compactKey, handInItem(db, owner, body.key, body.photoIds, clock()));
  });
  app.get('/complaints', (c) => send(c, compactKey, listComplaints(db, coach(c))));
  app.post('/complaints', async (c) => {
    const owner = coach(c);
    const body = await readBody(c, compactKey, complaintRequest);
    return send(c, compactKey, createComplaint(db, owner, body.text, body.photoIds, clock()));
  });
  return app;
}
