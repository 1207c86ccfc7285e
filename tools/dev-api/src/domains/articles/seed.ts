import type { ArticleBlock } from '@yoga/contract';
import type { Db } from '../../db';

const DAY = 86_400_000;
type L = { zh: string; en: string };
type Seed = {
  id: number;
  kind: 'article' | 'notice';
  title: L;
  author: L;
  daysAgo: number;
  reads: number;
  blocks: (lang: 'zh' | 'en', colour: string) => ArticleBlock[];
};

const t = (lang: 'zh' | 'en', zh: string, en: string) => (lang === 'en' ? en : zh);
const p = (text: string): ArticleBlock => ({ type: 'paragraph', content: [{ text }] });

const warmUp: Seed['blocks'] = (lang, colour) => [
  p(
    t(
      lang,
      '很多练习中的拉伤，都发生在身体还没准备好的时候。上课前花五分钟热身，能让关节更灵活、呼吸更平稳。',
      'Many strains happen before the body is ready. Five minutes of warming up before class loosens your joints and settles your breath.',
    ),
  ),
  {
    type: 'image',
    src: `/api/courses/art/stretch-${colour}.svg`,
    alt: t(lang, '垫上侧伸展的练习者', 'A practitioner in a side stretch on the mat'),
    caption: t(lang, '侧伸展：每侧保持 5 次呼吸', 'Side stretch: five breaths on each side'),
  },
  { type: 'heading', id: 'steps', text: t(lang, '五个动作', 'Five movements') },
  {
    type: 'list',
    ordered: true,
    items: [
      [{ text: t(lang, '颈部绕环，左右各 5 圈；', 'Neck circles, five each way;') }],
      [{ text: t(lang, '肩部前后绕环；', 'Shoulder rolls forwards and back;') }],
      [{ text: t(lang, '猫牛式，配合呼吸 8 次；', 'Cat–cow, eight breaths;') }],
      [{ text: t(lang, '站立侧伸展；', 'Standing side stretch;') }],
      [{ text: t(lang, '原地踏步一分钟。', 'March on the spot for a minute.') }],
    ],
  },
  {
    type: 'quote',
    content: [
      {
        text: t(
          lang,
          '热身不是为了出汗，而是为了让身体“醒来”。',
          'Warming up is not about sweating; it is about waking the body up.',
        ),
      },
    ],
    cite: t(lang, '林晓岚 教练', 'Coach Lin Xiaolan'),
  },
  { type: 'heading', id: 'care', text: t(lang, '注意', 'Take care') },
  {
    type: 'paragraph',
    content: [
      { text: t(lang, '热身时如有疼痛，请', 'If anything hurts while warming up, ') },
      { text: t(lang, '立即停止', 'stop at once'), bold: true },
      { text: t(lang, '。更多建议见', '. More advice in the ') },
      { text: t(lang, '《运动安全须知》', 'Exercise Safety Notice'), href: '/onmat/sportsSafe' },
      { text: t(lang, '。', '.') },
    ],
  },
];

const mat: Seed['blocks'] = (lang, colour) => [
  p(
    t(
      lang,
      '一张合适的瑜伽垫，是稳定练习的基础。选择时主要看厚度、材质和防滑。',
      'The right mat is the base of a steady practice. Look at thickness, material and grip.',
    ),
  ),
  { type: 'heading', id: 'thickness', text: t(lang, '厚度', 'Thickness') },
  p(
    t(
      lang,
      '初学者建议 6 毫米左右，保护膝盖；经常做站立平衡的练习者可选 4 毫米，更稳。',
      'Beginners do well with about 6 mm, which spares the knees; if you practise standing balances often, 4 mm is steadier.',
    ),
  ),
  {
    type: 'image',
    src: `/api/courses/art/tree-${colour}.svg`,
    alt: t(lang, '树式站立平衡', 'Tree pose, a standing balance'),
  },
  { type: 'heading', id: 'material', text: t(lang, '材质', 'Material') },
  {
    type: 'list',
    ordered: false,
    items: [
      [
        { text: t(lang, '天然橡胶', 'Natural rubber'), bold: true },
        { text: t(lang, '：抓地力强，略重；', ': strong grip, a little heavy;') },
      ],
      [{ text: 'TPE', bold: true }, { text: t(lang, '：轻便，适合携带；', ': light and easy to carry;') }],
      [{ text: 'PVC', bold: true }, { text: t(lang, '：耐用，价格实惠。', ': durable and affordable.') }],
    ],
  },
];

const notice: Seed['blocks'] = (lang) => [
  p(
    t(
      lang,
      '各位教练：下月起，直播课开课前 24 小时内不再支持调课。如确需调整，请联系教务老师。',
      'Dear coaches: from next month, live classes can no longer be rescheduled within 24 hours of their start. If you must change one, contact the academic team.',
    ),
  ),
  { type: 'heading', id: 'why', text: t(lang, '调整原因', 'Why') },
  p(
    t(
      lang,
      '临时调课让已预约的学员无法安排时间，上月因此产生的退款占全部退款的三成。',
      'Late changes leave booked students unable to plan; last month they caused a third of all refunds.',
    ),
  ),
  {
    type: 'quote',
    content: [
      {
        text: t(
          lang,
          '守时，是对学员最基本的尊重。',
          'Being on time is the first respect we owe our students.',
        ),
      },
    ],
  },
  { type: 'heading', id: 'how', text: t(lang, '如何调课', 'How to reschedule') },
  {
    type: 'list',
    ordered: true,
    items: [
      [
        {
          text: t(
            lang,
            '在教练后台打开课程，选择“调课”；',
            'Open the class in the coach console and choose Reschedule;',
          ),
        },
      ],
      [{ text: t(lang, '至少提前 24 小时提交；', 'Submit at least 24 hours ahead;') }],
      [{ text: t(lang, '系统会自动通知已预约的学员。', 'Booked students are told automatically.') }],
    ],
  },
];

const SEEDS: Record<string, { colour: string; base: number }> = {
  onmat: { colour: 'c7324c', base: 0 },
  phala: { colour: '5b3fd9', base: 10 },
};
const ARTICLES: Omit<Seed, 'id'>[] = [
  {
    kind: 'article',
    title: { zh: '练习前的五分钟热身', en: 'A five-minute warm-up before you practise' },
    author: { zh: '林晓岚', en: 'Lin Xiaolan' },
    daysAgo: 3,
    reads: 1286,
    blocks: warmUp,
  },
  {
    kind: 'article',
    title: { zh: '如何选择适合自己的瑜伽垫', en: 'How to choose a yoga mat' },
    author: { zh: '编辑部', en: 'Editorial team' },
    daysAgo: 10,
    reads: 734,
    blocks: mat,
  },
  {
    kind: 'notice',
    title: { zh: '关于直播课调课规则调整的通知', en: 'Changes to rescheduling live classes' },
    author: { zh: '教务中心', en: 'Academic team' },
    daysAgo: 1,
    reads: 58,
    blocks: notice,
  },
];

/** onmat's articles are 1–3, phala's 11–13 (the third is the coaches' notice); dates before the clock. */
export function seedArticles(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM articles').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  const insert = db.prepare(
    `INSERT INTO articles (id, brand, kind, title_zh, title_en, author_zh, author_en, published_at, blocks_zh, blocks_en, read_count)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const [brand, { colour, base }] of Object.entries(SEEDS))
      ARTICLES.forEach((a, i) =>
        insert.run(
          base + i + 1,
          brand,
          a.kind,
          a.title.zh,
          a.title.en,
          a.author.zh,
          a.author.en,
          now - a.daysAgo * DAY,
          JSON.stringify(a.blocks('zh', colour)),
          JSON.stringify(a.blocks('en', colour)),
          a.reads,
        ),
      );
  })();
}
