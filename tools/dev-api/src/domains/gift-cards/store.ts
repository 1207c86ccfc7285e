import type { GiftCardsItem, GiftCardsPage } from '@yoga/contract';
import type { Db } from '../../db';
import type { Owner } from '../../request-helpers';

const columns = 'id, title, done, created_at AS createdAt';
type Row = Omit<GiftCardsItem, 'done'> & { done: number };
const item = ({ done, ...rest }: Row): GiftCardsItem => ({ ...rest, done: done === 1 });

/** The owner's rows in their sub-app, newest first. */
export function listGiftCards(db: Db, owner: Owner, page: number, pageSize: number): GiftCardsPage {
  const where = 'WHERE user_id = ? AND sub_app = ?';
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total FROM gift_cards ${where}`)
    .get(owner.userId, owner.subApp) as { total: number };
  const rows = db
    .prepare(`SELECT ${columns} FROM gift_cards ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(owner.userId, owner.subApp, pageSize, (page - 1) * pageSize) as Row[];
  return { list: rows.map(item), page, pageSize, total };
}

/** One row of the owner's, or null: someone else's reads as missing, never as forbidden. */
export function getGiftCards(db: Db, owner: Owner, id: number): GiftCardsItem | null {
  const row = db
    .prepare(`SELECT ${columns} FROM gift_cards WHERE id = ? AND user_id = ? AND sub_app = ?`)
    .get(id, owner.userId, owner.subApp) as Row | undefined;
  return row ? item(row) : null;
}

/** Marks one of the owner's rows done (again: no change); null when it is not theirs. */
export function markGiftCardsDone(db: Db, owner: Owner, id: number): GiftCardsItem | null {
  db.prepare('UPDATE gift_cards SET done = 1 WHERE id = ? AND user_id = ? AND sub_app = ?').run(
    id,
    owner.userId,
    owner.subApp,
  );
  return getGiftCards(db, owner, id);
}
