import type { ArticleBlock } from '@yoga/contract';
import type { Db } from '../../db';

const DAY = 86_400_000;
type Lang = 'zh' | 'en';
const t = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);
const p = (text: string): ArticleBlock => ({ type: 'paragraph', content: [{ text }] });

/** Page 1: the summer practice week; page 2 carries markup in its text, which shows as text. */
const PAGES: {
  id: number;
  title: { zh: string; en: string };
  daysAgo: number;
  blocks: (l: Lang) => ArticleBlock[];
}[] = [
  {
    id: 1,
    title: { zh: '夏日练习周', en: 'Summer practice week' },
    daysAgo: 3,
    blocks: (l) => [
      p(
        t(
          l,
          '七天，每天二十分钟。跟着教练一起，把练习变成习惯。',
          'Seven days, twenty minutes a day. Practise with your coach and make it a habit.',
        ),
      ),
      {
        type: 'image',
        src: '/api/courses/art/stretch-c7324c.svg',
        alt: t(l, '垫上侧伸展的练习者', 'A practitioner in a side stretch on the mat'),
        caption: t(l, '每天一个主题动作', 'One theme pose each day'),
      },
      { type: 'heading', id: 'how', text: t(l, '怎么参加', 'How to join') },
      {
        type: 'list',
        ordered: true,
        items: [
          [{ text: t(l, '打开 App，进入“我的课程”；', 'Open the app and go to My courses;') }],
          [{ text: t(l, '每天完成一节练习；', 'Finish one practice a day;') }],
          [{ text: t(l, '在练习后给自己打分。', 'Rate yourself after each practice.') }],
        ],
      },
      {
        type: 'quote',
        content: [{ text: t(l, '坚持比强度更重要。', 'Keeping at it matters more than intensity.') }],
        cite: t(l, '林晓岚 教练', 'Coach Lin Xiaolan'),
      },
    ],
  },
  {
    id: 2,
    title: { zh: '练习小贴士', en: 'Practice tips' },
    daysAgo: 1,
    blocks: (l) => [
      p(
        t(
          l,
          '练习前请勿饱食。<img src=x onerror=alert(1)>',
          'Do not eat a full meal before practice. <img src=x onerror=alert(1)>',
        ),
      ),
      {
        type: 'paragraph',
        content: [
          { text: t(l, '更多建议见', 'More advice in the ') },
          { text: t(l, '《运动安全须知》', 'Exercise Safety Notice'), href: '/onmat/sportsSafe' },
          { text: t(l, '；', '; ') },
          { text: t(l, '这个链接不会打开', 'this link does not open'), href: 'javascript:alert(1)' },
        ],
      },
    ],
  },
  // Page 3 is published tomorrow: not there yet.
  {
    id: 3,
    title: { zh: '即将上线', en: 'Coming up' },
    daysAgo: -1,
    blocks: (l) => [p(t(l, '草稿', 'Draft'))],
  },
];

export function seedPages(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM cms_pages').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  const insert = db.prepare(
    `INSERT INTO cms_pages (id, title_zh, title_en, published_at, blocks_zh, blocks_en) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const pg of PAGES)
      insert.run(
        pg.id,
        pg.title.zh,
        pg.title.en,
        now - pg.daysAgo * DAY,
        JSON.stringify(pg.blocks('zh')),
        JSON.stringify(pg.blocks('en')),
      );
  })();
}
