import type { FeedbackPage, FeedbackStatus, FeedbackTicket } from '@yoga/contract';
import type { Db } from '../../db';
import type { Owner } from '../../request-helpers';
import { inLang, type Lang } from '../../messages';
import { categoryName } from './categories';

/** Where the stand-in serves an upload (the evaluations domain's POST /api/uploads stores them). */
const UPLOAD_PATH = '/api/uploads';

type TicketRow = {
  id: number;
  category: string;
  text: string;
  text_en: string | null;
  photo_ids: string;
  contact: string | null;
  status: FeedbackStatus;
  created_at: string;
  updated_at: string;
};
type MessageRow = {
  id: number;
  sender: 'user' | 'support';
  text: string;
  text_en: string | null;
  created_at: string;
};

const iso = (ms: number) => new Date(ms).toISOString();
/** 13800138000 -> 138****8000: the ticket shows whose number it is without showing it whole. */
const mask = (p: string) => `${p.slice(0, 3)}****${p.slice(-4)}`;
const EXCERPT = 60;

function ticketOf(db: Db, row: TicketRow, lang: Lang): FeedbackTicket {
  const messages = db
    .prepare(
      'SELECT id, sender, text, text_en, created_at FROM feedback_messages WHERE ticket_id = ? ORDER BY id',
    )
    .all(row.id) as MessageRow[];
  const ids = JSON.parse(row.photo_ids) as string[];
  return {
    id: row.id,
    category: { key: row.category, name: categoryName(row.category, lang) },
    text: inLang(lang, row.text, row.text_en),
    status: row.status,
    photos: ids.map((id) => ({ id, url: `${UPLOAD_PATH}/${id}` })),
    contact: row.contact ? mask(row.contact) : null,
    messages: messages.map((m) => ({
      id: m.id,
      from: m.sender,
      text: inLang(lang, m.text, m.text_en),
      createdAt: m.created_at,
    })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const owned = 'user_id = ? AND sub_app = ?';

/** The owner's tickets in their sub-app, the most recently changed first. */
export function listTickets(db: Db, owner: Owner, page: number, pageSize: number, lang: Lang): FeedbackPage {
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total FROM feedback_tickets WHERE ${owned}`)
    .get(owner.userId, owner.subApp) as { total: number };
  const rows = db
    .prepare(
      `SELECT t.*, (SELECT COUNT(*) FROM feedback_messages m WHERE m.ticket_id = t.id) AS replies
       FROM feedback_tickets t WHERE ${owned} ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(owner.userId, owner.subApp, pageSize, (page - 1) * pageSize) as (TicketRow & { replies: number })[];
  const list = rows.map((r) => {
    const text = inLang(lang, r.text, r.text_en);
    const chars = Array.from(text);
    return {
      id: r.id,
      category: categoryName(r.category, lang),
      excerpt: chars.length > EXCERPT ? `${chars.slice(0, EXCERPT).join('')}…` : text,
      status: r.status,
      photoCount: (JSON.parse(r.photo_ids) as string[]).length,
      replyCount: r.replies,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    };
  });
  return { list, page, pageSize, total };
}

/** One ticket of the owner's, or null: someone else's reads as missing, never as forbidden. */
export function getTicket(db: Db, owner: Owner, id: number, lang: Lang): FeedbackTicket | null {
  const row = db
    .prepare(`SELECT * FROM feedback_tickets WHERE id = ? AND ${owned}`)
    .get(id, owner.userId, owner.subApp) as TicketRow | undefined;
  return row ? ticketOf(db, row, lang) : null;
}

/** The photo ids that are not uploads of this user (an id of someone else's upload is refused too). */
export function foreignPhotos(db: Db, userId: number, ids: string[]): string[] {
  const mine = db.prepare('SELECT 1 FROM uploads WHERE id = ? AND user_id = ?');
  return ids.filter((id) => !mine.get(id, userId));
}

export interface NewTicket {
  requestId: string;
  category: string;
  text: string;
  photoIds: string[];
  contact: string | null;
}

/** Opens a ticket once per requestId: the same key again returns the ticket it made. */
export function openTicket(db: Db, owner: Owner, t: NewTicket, now: number, lang: Lang): FeedbackTicket {
  const at = iso(now);
  db.prepare(
    `INSERT INTO feedback_tickets (user_id, sub_app, request_id, category, text, photo_ids, contact, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'open', ?, ?) ON CONFLICT (user_id, sub_app, request_id) DO NOTHING`,
  ).run(
    owner.userId,
    owner.subApp,
    t.requestId,
    t.category,
    t.text,
    JSON.stringify([...new Set(t.photoIds)]),
    t.contact,
    at,
    at,
  );
  const row = db
    .prepare(`SELECT * FROM feedback_tickets WHERE request_id = ? AND ${owned}`)
    .get(t.requestId, owner.userId, owner.subApp) as TicketRow;
  return ticketOf(db, row, lang);
}

/** Adds a message to a ticket (the user's follow-up opens it again; support's reply marks it replied). */
export function addMessage(
  db: Db,
  ticketId: number,
  from: 'user' | 'support',
  text: string,
  now: number,
): void {
  const at = iso(now);
  db.transaction(() => {
    db.prepare('INSERT INTO feedback_messages (ticket_id, sender, text, created_at) VALUES (?, ?, ?, ?)').run(
      ticketId,
      from,
      text,
      at,
    );
    db.prepare('UPDATE feedback_tickets SET status = ?, updated_at = ? WHERE id = ?').run(
      from === 'user' ? 'open' : 'replied',
      at,
      ticketId,
    );
  })();
}

/** A ticket of any user in the sub-app (the dev reply route), or null. */
export function ownerOfTicket(db: Db, subApp: string, id: number): Owner | null {
  const row = db
    .prepare('SELECT user_id, sub_app FROM feedback_tickets WHERE id = ? AND sub_app = ?')
    .get(id, subApp) as { user_id: number; sub_app: Owner['subApp'] } | undefined;
  return row ? { userId: row.user_id, subApp: row.sub_app } : null;
}
