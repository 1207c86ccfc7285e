import { Hono } from 'hono';
import { INVOICE_CODES, invoiceableQuery, invoiceRequest } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { readBody, readQuery, send } from '../../request';
import { ownerOf } from '../../request-helpers';
import { invoicePdf } from './pdf';
import { listInvoiceable } from './invoiceable';
import { invoiceForPdf, listInvoices, requestInvoice } from './store';

/** slim's electronic invoices: what can be invoiced, the requests, and the signed PDF link. */
export function invoiceRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey, links } = ctx;
  const app = new Hono();

  app.get('/orders', (c) => {
    const owner = ownerOf(c, ctx);
    const { page, pageSize } = readQuery(c, invoiceableQuery);
    return send(c, compactKey, listInvoiceable(db, clock(), owner, page, pageSize));
  });

  // The contract's check words a bad credit code as invalid_tax_no ("统一社会信用代码不正确…").
  app.post('/', async (c) => {
    const owner = ownerOf(c, ctx);
    const body = await readBody(c, compactKey, invoiceRequest);
    return send(c, compactKey, requestInvoice(db, links, clock(), owner, body));
  });

  app.get('/', (c) => {
    const owner = ownerOf(c, ctx);
    const { page, pageSize } = readQuery(c, invoiceableQuery);
    return send(c, compactKey, listInvoices(db, links, clock(), owner, page, pageSize));
  });

  // Opened from an <a> (no token): the ticket in the link is the authorisation.
  app.get('/:id/pdf', (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || id <= 0)
      throw new ApiFailure(INVOICE_CODES.invoiceNotFound, 'invoice_not_found', 404);
    const inv = invoiceForPdf(db, links, clock(), id, c.req.query('ticket') ?? '');
    return c.body(new Uint8Array(invoicePdf(inv)), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="invoice-${inv.invoiceNo}.pdf"`,
    });
  });
  return app;
}
