import { VIP_CODES, type VipBenefit, type VipPlan, type VipPlanKind, type VipPlanList } from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import type { Lang } from '../../messages';

/** A text stored in both languages. */
export type Worded = Record<Lang, string>;
export type StoredBenefit = { title: Worded; detail: Worded };

export type PlanRow = {
  id: number;
  brand: string;
  kind: VipPlanKind;
  period: VipPlan['period'];
  name_zh: string;
  name_en: string;
  days: number;
  price: number;
  original_price: number;
  benefits: string;
  recommended: number;
};

/** Plans belong to a brand: onmat's student and coach sub-apps sell the same cards. */
export const brandOf = (subApp: string) => subApps.find((s) => s.id === subApp)!.brand;

export const word = (b: StoredBenefit[], lang: Lang): VipBenefit[] =>
  b.map((x) => ({ title: x.title[lang], detail: x.detail[lang] }));

/** What each kind of membership includes as a whole, shown above its plans. */
const includes: Record<VipPlanKind, StoredBenefit[]> = {
  member: [],
  recipe: [
    {
      title: { zh: '每周食谱', en: 'Weekly recipes' },
      detail: { zh: '每周一更新一周三餐食谱', en: 'Three meals a day for the week, new every Monday' },
    },
    {
      title: { zh: '营养师指导', en: 'Nutrition coach' },
      detail: { zh: '专属营养师在线答疑', en: 'Your own nutrition coach answers questions online' },
    },
    {
      title: { zh: '饮食打卡', en: 'Meal check-ins' },
      detail: { zh: '记录饮食，每周获得反馈', en: 'Log your meals and get feedback every week' },
    },
  ],
};

/** The price after an invitation's discount, rounded to the fen. */
export const discounted = (price: number, percent: number) => Math.round((price * (100 - percent)) / 100);

export function toPlan(r: PlanRow, lang: Lang, discountPercent = 0): VipPlan {
  const price = discountPercent ? discounted(r.price, discountPercent) : r.price;
  return {
    id: r.id,
    kind: r.kind,
    period: r.period,
    name: lang === 'en' ? r.name_en : r.name_zh,
    days: r.days,
    price,
    originalPrice: r.original_price,
    perDay: Math.round(price / r.days),
    benefits: word(JSON.parse(r.benefits) as StoredBenefit[], lang),
    recommended: r.recommended === 1,
  };
}

export function planRows(db: Db, brand: string, kind: VipPlanKind): PlanRow[] {
  return db
    .prepare('SELECT * FROM vip_plans WHERE brand = ? AND kind = ? AND on_sale = 1 ORDER BY sort, days')
    .all(brand, kind) as PlanRow[];
}

export function listPlans(db: Db, subApp: string, kind: VipPlanKind, lang: Lang): VipPlanList {
  const plans = planRows(db, brandOf(subApp), kind).map((r) => toPlan(r, lang));
  return { kind, includes: word(includes[kind], lang), plans };
}

/** A plan on sale in this sub-app's brand; VIP_CODES.planNotFound otherwise (another brand's plan is as unknown). */
export function mustGetPlan(db: Db, subApp: string, planId: number): PlanRow {
  const row = db
    .prepare('SELECT * FROM vip_plans WHERE id = ? AND brand = ? AND on_sale = 1')
    .get(planId, brandOf(subApp)) as PlanRow | undefined;
  if (!row) throw new ApiFailure(VIP_CODES.planNotFound, 'vip_plan_not_found');
  return row;
}
