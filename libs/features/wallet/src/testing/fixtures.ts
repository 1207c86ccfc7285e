import type {
  PointsEntry,
  StudyProgress,
  WalletIncome,
  WalletSummary,
  WalletWithdrawal,
} from '@yoga/contract';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T02:00:00.000Z`;

/** 14 entries newest first, balances running down from 520. */
export const ledger: PointsEntry[] = (() => {
  const deltas = [5, 88, -300, 5, 39, 268, -100, 5, 99, -39, 88, 5, 399, 100];
  let balance = 520;
  return deltas.map((delta, i) => {
    const e: PointsEntry = {
      id: 100 - i,
      delta,
      reason:
        delta < 0
          ? delta === -39
            ? 'refund'
            : 'redeem'
          : delta === 5
            ? 'checkin'
            : i === 13
              ? 'bonus'
              : 'purchase',
      title: delta === 5 ? '' : delta < 0 ? '软木瑜伽砖' : '核心力量普拉提（8 节）',
      balance,
      orderNo: delta === 5 || i === 13 ? null : `OM20261${String(100 - i).padStart(3, '0')}123456`,
      // The mat brick was bought in the store; the rest are courses.
      orderKind: delta === 5 || i === 13 ? null : delta < 0 ? 'store' : 'course',
      createdAt: at(28 - i),
    };
    balance -= delta;
    return e;
  });
})();
export const pointsSummary = { balance: 520, earned: 959, spent: 439 };

export const wallet: WalletSummary = {
  available: 15770,
  frozen: 2500,
  pending: 11040,
  totalIncome: 43310,
  payee: { channel: 'wechat', name: '学***0' },
};

export const income: WalletIncome[] = Array.from({ length: 12 }, (_, i) => ({
  id: 40 - i,
  kind: i === 3 ? 'study_reward' : 'commission',
  orderNo: i === 3 ? null : `PH20261120${String(310000 + i)}`,
  title: i === 3 ? '2026-10' : `核心力量普拉提 ${i + 1}`,
  buyer: i === 3 ? '' : '陈**',
  paidAmount: i === 3 ? 0 : 39900,
  commissionRate: i === 3 ? 0 : 15,
  amount: i === 3 ? 3000 : 5985,
  state: i < 2 ? 'pending' : 'settled',
  settleAt: at(27 - i),
  createdAt: at(20 - i),
}));

const states = ['applied', 'processing', 'paid', 'rejected'] as const;
export const withdrawals: WalletWithdrawal[] = Array.from({ length: 12 }, (_, i) => {
  const state = states[i % 4]!;
  return {
    id: 60 - i,
    amount: 1000 + i * 100,
    state,
    payee: { channel: 'wechat', name: '学***0' },
    reason: state === 'rejected' ? '收款账户实名信息与账号不一致' : null,
    createdAt: at(25 - i),
    processingAt: state === 'applied' ? null : at(25 - i).replace('02:00', '03:00'),
    paidAt: state === 'paid' ? at(26 - i) : null,
    rejectedAt: state === 'rejected' ? at(26 - i) : null,
  };
});

export const rule = { targetDays: 20, reward: 3000, month: '2026-11' };
export const progress: StudyProgress = {
  month: '2026-11',
  targetDays: 20,
  reward: 3000,
  days: [1, 2, 4, 5, 7, 8, 10, 11, 13, 14, 16, 17].map((d) => ({
    date: `2026-11-${String(d).padStart(2, '0')}`,
    minutes: 30,
    title: '晨间流瑜伽',
  })),
  rewarded: false,
  earnedTotal: 6000,
  recent: [{ date: '2026-11-17', minutes: 30, title: '晨间流瑜伽' }],
};
