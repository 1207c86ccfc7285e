import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';
import { addActivity, type PrizeSeed } from './store';

const DAY = 86_400_000;
/** Draws per user per activity. */
export const SEED_CHANCES = 3;

export const rulesZh = (chances: number) => [
  `活动期间每位用户可抽奖 ${chances} 次。`,
  '抽中的积分立即存入你在本品牌的积分账户；优惠券凭券码到店使用。',
  '抽中实物奖品请填写收货地址，提交后 7 天内发货，地址提交后不能修改。',
  '奖品数量有限，抽完即止；活动时间以北京时间为准。',
];
export const rulesEn = (chances: number) => [
  `Each user can draw ${chances} times during the event.`,
  'Points go straight into your points account with this brand; show a coupon’s code at the studio to use it.',
  'For a physical prize, fill in a shipping address: it ships within 7 days, and the address cannot be changed once saved.',
  'Prizes are limited and the draw stops when they run out. Times are China time.',
];

export const wheelPrizes = (goodsStock: number): PrizeSeed[] => [
  { kind: 'points', zh: '100 积分', en: '100 points', points: 100, weight: 20, stock: 200 },
  { kind: 'thanks', zh: '谢谢参与', en: 'Thanks for playing', weight: 30, stock: null },
  { kind: 'coupon', zh: '满 200 减 20 优惠券', en: '¥20 off ¥200 coupon', weight: 15, stock: 100 },
  { kind: 'points', zh: '20 积分', en: '20 points', points: 20, weight: 25, stock: null },
  { kind: 'goods', zh: '瑜伽垫一张', en: 'A yoga mat', weight: 5, stock: goodsStock },
  { kind: 'thanks', zh: '再接再厉', en: 'Better luck next time', weight: 30, stock: null },
];

/**
 * slim's activities (running, upcoming, ended), written once into an empty table with times around the
 * clock; the demo student has won the running one's yoga mat once already (draw 1, no address yet),
 * so the receive-goods page has a prize to show.
 */
export function seedLottery(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM lottery_activities').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  const common = { subApp: 'slim', chances: SEED_CHANCES, rulesZh: rulesZh(3), rulesEn: rulesEn(3) };
  db.transaction(() => {
    const running = addActivity(db, {
      ...common,
      id: 1,
      zh: '会员福利大转盘',
      en: 'Member prize wheel',
      startAt: now - 3 * DAY,
      endAt: now + 14 * DAY,
      prizes: wheelPrizes(9),
    });
    addActivity(db, {
      ...common,
      id: 2,
      zh: '新年幸运大转盘',
      en: 'New Year prize wheel',
      startAt: now + 5 * DAY,
      endAt: now + 20 * DAY,
      prizes: wheelPrizes(10),
    });
    addActivity(db, {
      ...common,
      id: 3,
      zh: '夏日幸运大转盘',
      en: 'Summer prize wheel',
      startAt: now - 30 * DAY,
      endAt: now - 2 * DAY,
      prizes: wheelPrizes(10),
    });
    const mat = db
      .prepare("SELECT id FROM lottery_prizes WHERE activity_id = ? AND kind = 'goods'")
      .get(running) as { id: number };
    db.prepare(
      `INSERT INTO lottery_draws (id, activity_id, user_id, sub_app, key, prize_id, coupon_code, drawn_at)
       VALUES (1, ?, ?, 'slim', 'seed-demo-goods', ?, NULL, ?)`,
    ).run(running, demoUserId(db, now), mat.id, now - 2 * DAY);
  })();
}
