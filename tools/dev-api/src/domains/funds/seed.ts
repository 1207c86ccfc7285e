import type { Db } from '../../db';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type Worded = { zh: string; en: string };
type FundSeed = {
  title: Worded;
  description: Worded;
  amount: number;
  proposer: Worded;
  /** Relative to now. */
  start: number;
  end: number;
  options: (Worded & { votes: number })[];
};

const yesNo = (yes: number, no: number, abstain: number) => [
  { zh: '同意', en: 'For', votes: yes },
  { zh: '反对', en: 'Against', votes: no },
  { zh: '弃权', en: 'Abstain', votes: abstain },
];

/**
 * bay's fund proposals, in this order so their ids are known (1 open, 2 closed, 3 not started): the
 * e2e journey and the screen sweeps open them by id.
 */
export const fundSeeds: FundSeed[] = [
  {
    title: { zh: '社区瑜伽垫更换计划', en: 'New mats for the community studio' },
    description: {
      zh: '社区练习室的 40 张瑜伽垫已使用三年，部分磨损开裂。提议从社区基金中拨款，统一更换为防滑环保垫，旧垫清洗后捐赠给社区活动中心。',
      en: 'The 40 mats in the community studio are three years old and some are worn through. The proposal is to replace them all with non-slip, eco-friendly mats from the community fund, and to give the old ones, cleaned, to the community centre.',
    },
    amount: 1_200_000,
    proposer: { zh: '社区委员会 · 林老师', en: 'Community committee · Ms Lin' },
    start: -2 * DAY,
    end: 5 * DAY + 6 * HOUR,
    options: yesNo(18, 5, 2),
  },
  {
    title: { zh: '周末户外公益课', en: 'Free outdoor classes at weekends' },
    description: {
      zh: '夏季每个周末在滨海公园开设免费户外瑜伽课，基金承担场地与教练费用。',
      en: 'A free outdoor yoga class in the seaside park every summer weekend, the fund paying for the venue and the teachers.',
    },
    amount: 860_000,
    proposer: { zh: '会员 王女士', en: 'Member Ms Wang' },
    start: -20 * DAY,
    end: -6 * DAY,
    options: [
      { zh: '每周六上午', en: 'Saturday mornings', votes: 42 },
      { zh: '每周日傍晚', en: 'Sunday evenings', votes: 27 },
      { zh: '暂不开设', en: 'Not this year', votes: 9 },
    ],
  },
  {
    title: { zh: '冥想角改造', en: 'A meditation corner' },
    description: {
      zh: '将二楼储物间改造为安静的冥想角，添置坐垫、遮光帘与香薰设备。',
      en: 'Turn the upstairs store room into a quiet meditation corner, with cushions, blackout curtains and a diffuser.',
    },
    amount: 350_050,
    proposer: { zh: '教练 陈老师', en: 'Coach Mr Chen' },
    start: 2 * DAY,
    end: 9 * DAY,
    options: yesNo(0, 0, 0),
  },
];

/** The sub-apps with a fund page. */
export const FUND_SUB_APPS = ['bay'] as const;

/** Fund proposals written once into an empty table, dates relative to the clock. */
export function seedFunds(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM funds').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  const fund = db.prepare(
    `INSERT INTO funds (sub_app, title_zh, title_en, description_zh, description_en, amount, proposer_zh, proposer_en, start_at, end_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const option = db.prepare(
    'INSERT INTO fund_options (fund_id, position, label_zh, label_en, seeded_votes) VALUES (?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const subApp of FUND_SUB_APPS)
      for (const f of fundSeeds) {
        const { lastInsertRowid } = fund.run(
          subApp,
          f.title.zh,
          f.title.en,
          f.description.zh,
          f.description.en,
          f.amount,
          f.proposer.zh,
          f.proposer.en,
          now + f.start,
          now + f.end,
        );
        f.options.forEach((o, i) => option.run(lastInsertRowid, i + 1, o.zh, o.en, o.votes));
      }
  })();
}
