import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';
import { campaignArtUrl } from './art';

const DAY = 86_400_000;
const HOUR = 3_600_000;
type Worded = { zh: string; en: string };

/** Midnight in China (UTC+8) of the day `ms` falls on. */
const chinaMidnight = (ms: number) => Math.floor((ms + 8 * HOUR) / DAY) * DAY - 8 * HOUR;

export const EVENT_KEY = 'activity38';
export const WELFARE_KEY = 'downhill_welfare';
export const MAT_KEY = 'tpu_mat';
/** Campaigns are suman's: its students and its coaches (/teacher) see the same ones. */
export const CAMPAIGN_BRAND = 'suman';

export type EventContent = {
  title: Worded;
  summary: Worded;
  place: Worded;
  /** Minutes after the start, and what happens then. */
  schedule: { at: number; title: Worded }[];
};

export const eventContent: EventContent = {
  title: { zh: '女神节 · 春日花园瑜伽', en: 'Women’s Day garden yoga' },
  summary: {
    zh: '和老师、同学一起在花园里上一节舒展的流瑜伽，课后有花艺手作和下午茶。学员和老师都可以报名，名额有限。',
    en: 'A gentle flow class in the garden with teachers and fellow students, then flower arranging and afternoon tea. Students and teachers can sign up; places are limited.',
  },
  place: { zh: '杭州西湖区 · 素漫瑜伽花园馆', en: 'Suman Garden Studio, Xihu District, Hangzhou' },
  schedule: [
    { at: 0, title: { zh: '签到，领取女神节礼包', en: 'Check in and collect your gift bag' } },
    { at: 30, title: { zh: '春日流瑜伽（60 分钟）', en: 'Spring flow yoga (60 minutes)' } },
    { at: 100, title: { zh: '花艺手作', en: 'Flower arranging' } },
    { at: 150, title: { zh: '下午茶与合影', en: 'Afternoon tea and group photo' } },
  ],
};
export const EVENT_SEATS = 30;
export const EVENT_TAKEN_OFFLINE = 12;

export type OfferContent = {
  title: Worded;
  summary: Worded;
  includes: Worded[];
  rules: Worded[];
};
export const welfareContent: OfferContent = {
  title: { zh: '新学员专属福利 · 体验课包', en: 'New student welcome pack' },
  summary: {
    zh: '第一次来素漫？免费领取 3 节线下小班体验课，找到适合自己的节奏。',
    en: 'New to Suman? Claim 3 free small-group studio classes and find your own pace.',
  },
  includes: [
    { zh: '3 节线下小班体验课（任选课程）', en: '3 small-group studio trial classes (any class)' },
    { zh: '1 次老师一对一体态评估', en: 'One posture check with a teacher' },
    { zh: '新学员练习指南', en: 'A practice guide for new students' },
  ],
  rules: [
    { zh: '仅限未在素漫购买过课程的新学员', en: 'Only for students who have never bought a class at Suman' },
    { zh: '每位学员限领 1 次', en: 'One per student' },
    { zh: '领取后 30 天内到店使用', en: 'Use it at the studio within 30 days of claiming' },
  ],
};
export const WELFARE_PRICE = 0;
export const WELFARE_ORIGINAL = 19_900;

export const MAT_COLOURS = ['d98ba6', '9b86c9', '6fbfa8'];
export const matContent = {
  title: { zh: 'TPU 双面防滑瑜伽垫', en: 'Reversible non-slip TPU yoga mat' },
  subtitle: {
    zh: '学员专享价 · 双色双面 · 轻至 1 kg',
    en: 'Student price · two colours, two faces · just over 1 kg',
  },
  highlights: [
    { zh: '双层 TPU 一体成型，无异味、不掉渣', en: 'Two bonded TPU layers: no smell, no crumbling' },
    { zh: '一面防滑一面按摩，正反都能练', en: 'One side grips, the other massages: practise on either' },
    { zh: '轻量好收纳，附赠收纳网兜', en: 'Light and easy to carry, with a mesh bag' },
  ],
  specs: [
    { name: { zh: '材质', en: 'Material' }, value: { zh: 'TPU 环保材质', en: 'Eco-friendly TPU' } },
    { name: { zh: '尺寸', en: 'Size' }, value: { zh: '183 × 61 cm', en: '183 × 61 cm' } },
    { name: { zh: '厚度', en: 'Thickness' }, value: { zh: '6 mm / 8 mm', en: '6 mm / 8 mm' } },
    { name: { zh: '重量', en: 'Weight' }, value: { zh: '约 1.1 kg', en: 'About 1.1 kg' } },
    {
      name: { zh: '颜色', en: 'Colours' },
      value: { zh: '樱花粉、香芋紫、薄荷绿', en: 'Blossom pink, taro purple, mint green' },
    },
  ],
};
/** The store product that sells the mat: its title in the shop's seed (seed-mats.ts), in onmat's store. */
export const MAT_SHOP = { subApp: 'onmat', title: 'TPU 双面防滑瑜伽垫' } as const;

type RecipeSeed = {
  key: string;
  meal: Worded;
  title: Worded;
  colour: string;
  calories: number;
  minutes: number;
  ingredients: { name: Worded; amount: Worded }[];
  steps: Worded[];
};
const g = (n: number): Worded => ({ zh: `${n} 克`, en: `${n} g` });
export const recipesIntro = {
  title: { zh: '练习日的三餐', en: 'Three meals for a practice day' },
  summary: {
    zh: '清淡、饱腹、好准备：早餐在课前 2 小时吃，午餐和晚餐控制在 500 千卡左右。',
    en: 'Light, filling and easy: have breakfast 2 hours before class, and keep lunch and dinner near 500 kcal.',
  },
};
export const recipes: RecipeSeed[] = [
  {
    key: 'breakfast',
    meal: { zh: '早餐', en: 'Breakfast' },
    title: { zh: '香蕉燕麦酸奶杯', en: 'Banana oat yoghurt cup' },
    colour: 'e0a458',
    calories: 320,
    minutes: 10,
    ingredients: [
      { name: { zh: '燕麦片', en: 'Rolled oats' }, amount: g(40) },
      { name: { zh: '无糖酸奶', en: 'Plain yoghurt' }, amount: g(150) },
      { name: { zh: '香蕉', en: 'Banana' }, amount: { zh: '半根', en: 'Half' } },
      { name: { zh: '坚果碎', en: 'Chopped nuts' }, amount: g(10) },
    ],
    steps: [
      {
        zh: '燕麦片用热水泡软，沥干放凉。',
        en: 'Soak the oats in hot water until soft, drain and let cool.',
      },
      {
        zh: '杯中一层酸奶一层燕麦，铺上香蕉片。',
        en: 'Layer yoghurt and oats in a cup and top with sliced banana.',
      },
      { zh: '撒上坚果碎即可。', en: 'Sprinkle with the nuts.' },
    ],
  },
  {
    key: 'lunch',
    meal: { zh: '午餐', en: 'Lunch' },
    title: { zh: '藜麦鸡胸蔬菜碗', en: 'Quinoa, chicken and vegetable bowl' },
    colour: '7fae5a',
    calories: 480,
    minutes: 25,
    ingredients: [
      { name: { zh: '藜麦', en: 'Quinoa' }, amount: g(60) },
      { name: { zh: '鸡胸肉', en: 'Chicken breast' }, amount: g(120) },
      { name: { zh: '西兰花', en: 'Broccoli' }, amount: g(100) },
      { name: { zh: '小番茄', en: 'Cherry tomatoes' }, amount: { zh: '6 个', en: '6' } },
    ],
    steps: [
      { zh: '藜麦洗净，加水煮 15 分钟。', en: 'Rinse the quinoa and simmer it for 15 minutes.' },
      {
        zh: '鸡胸肉用少许盐和黑胡椒腌 5 分钟，小火煎熟切片。',
        en: 'Season the chicken with salt and pepper, pan-fry gently and slice.',
      },
      {
        zh: '西兰花焯水 2 分钟，与藜麦、鸡肉、番茄装碗。',
        en: 'Blanch the broccoli for 2 minutes and arrange everything in a bowl.',
      },
    ],
  },
  {
    key: 'dinner',
    meal: { zh: '晚餐', en: 'Dinner' },
    title: { zh: '番茄豆腐菌菇汤', en: 'Tomato, tofu and mushroom soup' },
    colour: 'd0644f',
    calories: 260,
    minutes: 20,
    ingredients: [
      { name: { zh: '番茄', en: 'Tomatoes' }, amount: { zh: '2 个', en: '2' } },
      { name: { zh: '嫩豆腐', en: 'Silken tofu' }, amount: g(200) },
      { name: { zh: '金针菇', en: 'Enoki mushrooms' }, amount: g(80) },
      { name: { zh: '小葱', en: 'Spring onion' }, amount: { zh: '1 根', en: '1 stalk' } },
    ],
    steps: [
      { zh: '番茄切块，少油炒出汁。', en: 'Cut the tomatoes and cook them in a little oil until saucy.' },
      {
        zh: '加水煮开，放入豆腐块和金针菇煮 5 分钟。',
        en: 'Add water, bring to the boil, add tofu and mushrooms and cook 5 minutes.',
      },
      { zh: '加盐调味，撒葱花出锅。', en: 'Season with salt and finish with spring onion.' },
    ],
  },
];

/** The event, ten days from today (14:00 China time), and the offers, written once into empty tables. */
export function seedCampaigns(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM campaign_events').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  const start = chinaMidnight(now) + 10 * DAY + 14 * HOUR;
  db.transaction(() => {
    db.prepare(
      `INSERT INTO campaign_events (key, brand, content, cover, starts_at, ends_at, signup_ends_at, seats, taken_offline)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      EVENT_KEY,
      CAMPAIGN_BRAND,
      JSON.stringify(eventContent),
      campaignArtUrl('flower', 'e07a9b'),
      start,
      start + 3 * HOUR,
      start - DAY,
      EVENT_SEATS,
      EVENT_TAKEN_OFFLINE,
    );
    const offer = db.prepare(
      `INSERT INTO campaign_offers (key, brand, content, price, original_price, valid_until) VALUES (?, ?, ?, ?, ?, ?)`,
    );
    offer.run(
      WELFARE_KEY,
      CAMPAIGN_BRAND,
      JSON.stringify(welfareContent),
      WELFARE_PRICE,
      WELFARE_ORIGINAL,
      chinaMidnight(now) + 31 * DAY - 1,
    );
    offer.run(MAT_KEY, CAMPAIGN_BRAND, JSON.stringify(matContent), 0, 0, chinaMidnight(now) + 15 * DAY - 1);
    // The demo student's representative application (the first, id 1), sent two days ago and in
    // review: what the result page (submit_success?kind=representative&id=1) shows them.
    db.prepare(
      `INSERT INTO campaign_rep_applications (brand, user_id, name, phone, city, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      CAMPAIGN_BRAND,
      demoUserId(db, now),
      '王小明',
      '13800138000',
      '杭州',
      '我在公司组织了瑜伽小组，想带更多同事一起练习。',
      now - 2 * DAY,
    );
  })();
}
