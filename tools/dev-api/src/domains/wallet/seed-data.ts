import type { OrderKind, PointsReason } from '@yoga/contract';

/**
 * The demo user's point history, oldest first: [days ago, delta, reason, title, what the order bought]. Only what the product
 * does today (a sign-up gift, points earned by paid orders, spent on one, clawed back by a refund): no
 * daily check-in until the rewards issue pays into the ledger, and no points mall.
 */
/** English for each seeded line's title (a seeded line has no order row to read it from). */
export const pointsTitlesEn: Record<string, string> = {
  新人注册礼: 'New member gift',
  肩颈放松理疗课: 'Neck and shoulder release',
  '晨间流瑜伽 21 天': 'Morning Flow, 21 days',
  阴瑜伽深度放松: 'Deep relaxation yin yoga',
  瑜伽伸展带: 'Yoga stretch strap',
  '核心力量普拉提（8 节）': 'Core strength Pilates (8 classes)',
  阿斯汤加一序列精练: 'Ashtanga primary series, refined',
  季卡会员: 'Quarterly membership',
  软木瑜伽砖: 'Cork yoga block',
  月卡会员: 'Monthly membership',
  '21 天打卡挑战完成': '21-day practice challenge completed',
  'TPU 双面防滑瑜伽垫 6mm': 'TPU double-sided non-slip yoga mat, 6 mm',
};

export const pointsHistory: [number, number, PointsReason, string, OrderKind?][] = [
  [118, 100, 'bonus', '新人注册礼'],
  [112, 39, 'purchase', '肩颈放松理疗课', 'course'],
  [105, 199, 'purchase', '晨间流瑜伽 21 天', 'course'],
  [98, 129, 'purchase', '阴瑜伽深度放松', 'course'],
  [91, 59, 'purchase', '瑜伽伸展带', 'store'],
  [84, -200, 'redeem', '核心力量普拉提（8 节）', 'course'],
  [77, 88, 'purchase', '阿斯汤加一序列精练', 'course'],
  [70, 299, 'purchase', '季卡会员', 'vip'],
  [66, -129, 'refund', '阴瑜伽深度放松', 'course'],
  [64, 39, 'purchase', '肩颈放松理疗课', 'course'],
  [62, 89, 'purchase', '软木瑜伽砖', 'store'],
  [58, 399, 'purchase', '核心力量普拉提（8 节）', 'course'],
  [50, 39, 'purchase', '肩颈放松理疗课', 'course'],
  [40, 88, 'purchase', '阿斯汤加一序列精练', 'course'],
  [36, -39, 'refund', '肩颈放松理疗课', 'course'],
  [30, 99, 'purchase', '月卡会员', 'vip'],
  [27, 50, 'bonus', '21 天打卡挑战完成'],
  [22, -100, 'redeem', '阴瑜伽深度放松', 'course'],
  [19, 268, 'purchase', 'TPU 双面防滑瑜伽垫 6mm', 'store'],
  [8, 39, 'purchase', '肩颈放松理疗课', 'course'],
  [2, 88, 'purchase', '阿斯汤加一序列精练', 'course'],
];

/** Commissions on students' purchases: [days ago, course, buyer (masked), paid fen, rate %]. */
export const commissions: [number, string, string, number, number][] = [
  [70, '核心力量普拉提（8 节）', '小*', 39900, 15],
  [64, '肩颈放松理疗课', '林**岚', 3900, 10],
  [57, '阿斯汤加一序列精练', 'Y***a', 8800, 15],
  [52, '核心力量普拉提（8 节）', '陈**', 39900, 15],
  [45, '晨间流瑜伽 21 天', '周*', 19900, 20],
  [39, '肩颈放松理疗课', '王**', 3900, 10],
  [31, '阴瑜伽深度放松', 'M**i', 12900, 15],
  [26, '核心力量普拉提（8 节）', '赵*', 39900, 15],
  [18, '阿斯汤加一序列精练', '孙**', 8800, 15],
  [12, '晨间流瑜伽 21 天', '吴*', 19900, 20],
  [5, '阴瑜伽深度放松', 'A***y', 12900, 15],
  [2, '核心力量普拉提（8 节）', '郑**', 39900, 15],
  [1, '肩颈放松理疗课', '冯*', 3900, 10],
];
/** Commission settles a week after the purchase (once the class can no longer be refunded). */
export const SETTLE_AFTER_DAYS = 7;

/** Withdrawals in every state: [days ago, amount fen, state]. Open ones wait for a person (no due time). */
export const withdrawalSeeds: [number, number, 'applied' | 'processing' | 'paid' | 'rejected'][] = [
  [60, 5000, 'paid'],
  [42, 8000, 'paid'],
  [30, 2000, 'rejected'],
  [21, 6000, 'paid'],
  [3, 1500, 'processing'],
  [0.02, 1000, 'applied'],
];
export const SEED_REJECT_REASON = '收款账户实名信息与账号不一致，请核对后重新申请';

export const practiceTitles = [
  '晨间流瑜伽',
  '肩颈放松理疗课',
  '核心力量普拉提',
  '阴瑜伽深度放松',
  '阿斯汤加一序列',
];
