import { Hono } from 'hono';
import { z } from 'zod';
import {
  devFeedbackReply,
  FEEDBACK_CODES,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
  feedbackFollowUpRequest,
  feedbackSubmitRequest,
} from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { langOf } from '../../messages';
import { readBody, send } from '../../request';
import { ownerOf, pagingOf, pathIdOf, subAppOf } from '../../request-helpers';
import { CATEGORIES, categoryOf } from './categories';
import { addMessage, foreignPhotos, getTicket, listTickets, openTicket, ownerOfTicket } from './store';

const notFound = () => new ApiFailure(404, 'feedback_not_found', 404);

/** The contract's check of a field, worded for the field it failed on (the body is read as JSON first). */
function refusalOf(field: unknown): ApiFailure {
  if (field === 'text')
    return new ApiFailure(FEEDBACK_CODES.textLength, 'feedback_text_length', 200, {
      min: FEEDBACK_TEXT_MIN,
      max: FEEDBACK_TEXT_MAX,
    });
  if (field === 'category')
    return new ApiFailure(FEEDBACK_CODES.categoryUnknown, 'feedback_category_unknown');
  if (field === 'photoIds') return new ApiFailure(FEEDBACK_CODES.photoInvalid, 'feedback_photo_invalid');
  if (field === 'contact') return new ApiFailure(FEEDBACK_CODES.contactInvalid, 'feedback_contact_invalid');
  return new ApiFailure(400, 'invalid_params');
}

/** Relative to /api/feedback; categories are public, every ticket call is the signed-in owner's. */
export function feedbackRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();

  app.get('/categories', (c) => {
    subAppOf(c);
    const lang = langOf(c);
    return send(
      c,
      compactKey,
      CATEGORIES.map((k) => ({ key: k.key, name: k[lang] })),
    );
  });

  app.post('/', async (c) => {
    const owner = ownerOf(c, ctx);
    const raw: unknown = await readBody(c, compactKey, z.unknown()).catch(() => {
      throw new ApiFailure(400, 'invalid_params');
    });
    const parsed = feedbackSubmitRequest.safeParse(raw);
    if (!parsed.success) throw refusalOf(parsed.error.issues[0]?.path[0]);
    const b = parsed.data;
    if (!categoryOf(b.category)) throw refusalOf('category');
    if (foreignPhotos(db, owner.userId, b.photoIds).length) throw refusalOf('photoIds');
    const ticket = openTicket(
      db,
      owner,
      {
        requestId: b.requestId,
        category: b.category,
        text: b.text.trim(),
        photoIds: b.photoIds,
        contact: b.contact || null,
      },
      clock(),
      langOf(c),
    );
    return send(c, compactKey, ticket);
  });

  app.get('/', (c) => {
    const owner = ownerOf(c, ctx);
    const { page, pageSize } = pagingOf(c);
    return send(c, compactKey, listTickets(db, owner, page, pageSize, langOf(c)));
  });

  app.get('/:id', (c) => {
    const owner = ownerOf(c, ctx);
    const ticket = getTicket(db, owner, pathIdOf(c, 'id', 'feedback_not_found'), langOf(c));
    if (!ticket) throw notFound();
    return send(c, compactKey, ticket);
  });

  app.post('/:id/messages', async (c) => {
    const owner = ownerOf(c, ctx);
    const id = pathIdOf(c, 'id', 'feedback_not_found');
    const ticket = getTicket(db, owner, id, langOf(c));
    if (!ticket) throw notFound();
    const raw: unknown = await readBody(c, compactKey, z.unknown()).catch(() => {
      throw new ApiFailure(400, 'invalid_params');
    });
    const parsed = feedbackFollowUpRequest.safeParse(raw);
    if (!parsed.success)
      throw new ApiFailure(FEEDBACK_CODES.textLength, 'feedback_message_length', 200, {
        max: FEEDBACK_MESSAGE_MAX,
      });
    if (ticket.status === 'closed') throw new ApiFailure(FEEDBACK_CODES.ticketClosed, 'feedback_closed');
    addMessage(db, id, 'user', parsed.data.text.trim(), clock());
    return send(c, compactKey, getTicket(db, owner, id, langOf(c)));
  });
  return app;
}

/** Mounted at /__dev: support answers a ticket (the e2e journey and a person trying the thread). */
export function feedbackDevRoutes({ db, clock, compactKey }: DomainContext): Hono {
  const app = new Hono();
  app.post('/feedback/reply', async (c) => {
    const b = await readBody(c, compactKey, devFeedbackReply);
    const owner = ownerOfTicket(db, b.subApp, b.id);
    if (!owner) throw notFound();
    addMessage(db, b.id, 'support', b.text, clock());
    return send(c, compactKey, getTicket(db, owner, b.id, langOf(c)));
  });
  return app;
}
