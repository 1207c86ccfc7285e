import type { FlashSaleBoard, FlashSaleItem, FlashSaleSession, Order } from '@yoga/contract';
import { FLASH_SALE_CAP_PER_SESSION, FLASH_SALE_CODES } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { inLang, type Lang } from '../../messages';
import type { Owner } from '../../request-helpers';
import { createOrder, sweepExpired } from '../orders/store';

type SessionRow = { id: number; starts_at: number; ends_at: number };
type ItemRow = {
  id: number;
  session_id: number;
  title: string;
  title_en: string;
  cover: string;
  sale_price: number;
  original_price: number;
  stock: number;
  sold_before: number;
};

const iso = (ms: number) => new Date(ms).toISOString();

/** Units taken by orders that still count: paid, or pending inside their payment window. */
const takenSql = `SELECT COUNT(*) AS n FROM flash_sale_orders f JOIN orders o ON o.order_no = f.order_no
  WHERE f.item_id = ? AND o.state IN ('pending', 'paid')`;

function leftOf(db: Db, item: ItemRow): number {
  const taken = (db.prepare(takenSql).get(item.id) as { n: number }).n;
  return Math.max(0, item.stock - item.sold_before - taken);
}

/** The caller's order of this item that still counts (one per user per item), or null. */
function myOrderOf(db: Db, owner: Owner, itemId: number): FlashSaleItem['myOrder'] {
  const row = db
    .prepare(
      `SELECT o.order_no, o.state, o.pay_deadline FROM flash_sale_orders f JOIN orders o ON o.order_no = f.order_no
       WHERE f.item_id = ? AND f.user_id = ? AND f.sub_app = ? AND o.state IN ('pending', 'paid')
       ORDER BY o.id DESC LIMIT 1`,
    )
    .get(itemId, owner.userId, owner.subApp) as
    { order_no: string; state: 'pending' | 'paid'; pay_deadline: number } | undefined;
  return row ? { orderNo: row.order_no, state: row.state, payDeadline: iso(row.pay_deadline) } : null;
}

/** Units the person holds or has bought in one session, all its items and sub-apps together. */
function heldInSession(db: Db, userId: number, sessionId: number): number {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS n FROM flash_sale_orders f JOIN orders o ON o.order_no = f.order_no
       JOIN flash_sale_items i ON i.id = f.item_id
       WHERE f.user_id = ? AND i.session_id = ? AND o.state IN ('pending', 'paid')`,
    )
    .get(userId, sessionId) as { n: number };
  return row.n;
}

const stateOf = (s: SessionRow, now: number): FlashSaleSession['state'] =>
  now < s.starts_at ? 'upcoming' : now >= s.ends_at ? 'ended' : 'live';

/** The sub-app's sessions, oldest first, with their items as the caller sees them. */
export function flashSaleBoard(db: Db, clock: () => number, owner: Owner, lang: Lang): FlashSaleBoard {
  const now = clock();
  sweepExpired(db, now);
  const sessions = db
    .prepare(
      'SELECT id, starts_at, ends_at FROM flash_sale_sessions WHERE sub_app = ? ORDER BY starts_at, id',
    )
    .all(owner.subApp) as SessionRow[];
  const items = db.prepare('SELECT * FROM flash_sale_items WHERE session_id = ? ORDER BY sort, id');
  return {
    now: iso(now),
    sessions: sessions.map((s) => ({
      id: s.id,
      startsAt: iso(s.starts_at),
      endsAt: iso(s.ends_at),
      state: stateOf(s, now),
      items: (items.all(s.id) as ItemRow[]).map((i) => ({
        id: i.id,
        title: inLang(lang, i.title, i.title_en),
        cover: i.cover,
        salePrice: i.sale_price,
        originalPrice: i.original_price,
        stock: i.stock,
        left: leftOf(db, i),
        myOrder: myOrderOf(db, owner, i.id),
      })),
    })),
  };
}

/**
 * One unit at the sale price, as a pending store order the cashier takes. Everything is checked and
 * the unit held in one transaction, by the server's clock: two buyers of the last unit cannot both
 * get it, a second buy by the same user is refused, and so is one past the cap of a session.
 */
export function buyFlashSaleItem(
  db: Db,
  clock: () => number,
  owner: Owner,
  itemId: number,
  lang: Lang,
): Order {
  return db.transaction(() => {
    const now = clock();
    sweepExpired(db, now);
    const item = db
      .prepare(
        `SELECT i.*, s.starts_at, s.ends_at FROM flash_sale_items i JOIN flash_sale_sessions s ON s.id = i.session_id
         WHERE i.id = ? AND s.sub_app = ?`,
      )
      .get(itemId, owner.subApp) as (ItemRow & { starts_at: number; ends_at: number }) | undefined;
    if (!item) throw new ApiFailure(FLASH_SALE_CODES.itemNotFound, 'flash_sale_item_not_found');
    if (now < item.starts_at)
      throw new ApiFailure(
        FLASH_SALE_CODES.notStarted,
        'flash_sale_not_started',
        200,
        {},
        {
          startsAt: iso(item.starts_at),
        },
      );
    if (now >= item.ends_at) throw new ApiFailure(FLASH_SALE_CODES.ended, 'flash_sale_ended');
    const mine = myOrderOf(db, owner, item.id);
    if (mine)
      throw new ApiFailure(
        FLASH_SALE_CODES.alreadyBought,
        'flash_sale_already_bought',
        200,
        {},
        {
          orderNo: mine.orderNo,
          paid: mine.state === 'paid',
        },
      );
    if (heldInSession(db, owner.userId, item.session_id) >= FLASH_SALE_CAP_PER_SESSION)
      throw new ApiFailure(
        FLASH_SALE_CODES.capReached,
        'flash_sale_cap_reached',
        200,
        { max: FLASH_SALE_CAP_PER_SESSION },
        { max: FLASH_SALE_CAP_PER_SESSION },
      );
    if (leftOf(db, item) < 1) throw new ApiFailure(FLASH_SALE_CODES.soldOut, 'flash_sale_sold_out');
    const order = createOrder(
      db,
      clock,
      {
        userId: owner.userId,
        subApp: owner.subApp,
        kind: 'store',
        refId: `flash_sale_${item.id}`,
        title: item.title,
        titleEn: item.title_en || undefined,
        cover: item.cover,
        amount: item.sale_price,
        originalAmount: item.original_price,
        points: Math.floor(item.sale_price / 100),
        detail: { quantity: 1, flashSaleItemId: item.id, sessionStartsAt: iso(item.starts_at) },
      },
      lang,
    );
    db.prepare('INSERT INTO flash_sale_orders (order_no, item_id, user_id, sub_app) VALUES (?, ?, ?, ?)').run(
      order.orderNo,
      item.id,
      owner.userId,
      owner.subApp,
    );
    return order;
  })();
}
