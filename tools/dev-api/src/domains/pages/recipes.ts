import { PAGE_CODES, type RecipeDetail, type SubAppIdT } from '@yoga/contract';
import { ApiFailure } from '../../envelope';
import type { Lang } from '../../messages';

type L = { zh: string; en: string };
interface RecipeSeed {
  id: number;
  title: L;
  summary: L;
  pose: string;
  minutes: number;
  servings: number;
  kcalPerServing: number;
  ingredients: { name: L; amount: L }[];
  steps: L[];
}

/** slim's recipes: fixed content (no dates), worded in both languages. */
const RECIPES: RecipeSeed[] = [
  {
    id: 1,
    title: { zh: '藜麦鸡胸沙拉', en: 'Quinoa and chicken salad' },
    summary: {
      zh: '高蛋白、低脂肪，适合练习后的一餐。',
      en: 'High in protein and low in fat: a meal for after practice.',
    },
    pose: 'stretch',
    minutes: 25,
    servings: 2,
    kcalPerServing: 420,
    ingredients: [
      { name: { zh: '藜麦', en: 'Quinoa' }, amount: { zh: '80 克', en: '80 g' } },
      { name: { zh: '鸡胸肉', en: 'Chicken breast' }, amount: { zh: '200 克', en: '200 g' } },
      { name: { zh: '小番茄', en: 'Cherry tomatoes' }, amount: { zh: '10 个', en: '10' } },
      { name: { zh: '橄榄油', en: 'Olive oil' }, amount: { zh: '1 汤匙', en: '1 tbsp' } },
    ],
    steps: [
      { zh: '藜麦洗净，加水煮 15 分钟后沥干。', en: 'Rinse the quinoa, simmer for 15 minutes and drain.' },
      { zh: '鸡胸肉煎熟，切成小块。', en: 'Pan-fry the chicken breast and cut it into pieces.' },
      {
        zh: '番茄对半切开，与藜麦、鸡肉拌匀，淋上橄榄油。',
        en: 'Halve the tomatoes, toss with the quinoa and chicken, and dress with olive oil.',
      },
    ],
  },
  {
    id: 2,
    title: { zh: '燕麦香蕉早餐碗', en: 'Oat and banana breakfast bowl' },
    summary: { zh: '五分钟做好的轻早餐。', en: 'A light breakfast ready in five minutes.' },
    pose: 'lotus',
    minutes: 5,
    servings: 1,
    kcalPerServing: 310,
    ingredients: [
      { name: { zh: '燕麦片', en: 'Rolled oats' }, amount: { zh: '40 克', en: '40 g' } },
      { name: { zh: '香蕉', en: 'Banana' }, amount: { zh: '1 根', en: '1' } },
      { name: { zh: '牛奶', en: 'Milk' }, amount: { zh: '200 毫升', en: '200 ml' } },
    ],
    steps: [
      {
        zh: '燕麦加牛奶，微波加热 2 分钟。',
        en: 'Heat the oats in the milk for 2 minutes in the microwave.',
      },
      { zh: '香蕉切片铺在上面。', en: 'Slice the banana on top.' },
    ],
  },
];

const pick = (lang: Lang, l: L) => (lang === 'en' ? l.en : l.zh);

/** A recipe of slim's in `lang`; another sub-app has none. */
export function getRecipe(subApp: SubAppIdT, id: number, lang: Lang): RecipeDetail {
  const r = subApp === 'slim' ? RECIPES.find((x) => x.id === id) : undefined;
  if (!r) throw new ApiFailure(PAGE_CODES.recipeNotFound, 'recipe_not_found');
  return {
    id: r.id,
    title: pick(lang, r.title),
    summary: pick(lang, r.summary),
    image: `/api/courses/art/${r.pose}-2f9e6b.svg`,
    minutes: r.minutes,
    servings: r.servings,
    kcalPerServing: r.kcalPerServing,
    ingredients: r.ingredients.map((i) => ({ name: pick(lang, i.name), amount: pick(lang, i.amount) })),
    steps: r.steps.map((s) => pick(lang, s)),
  };
}
