import { z } from 'zod';
import { type Endpoint } from './common';
import { articleBlock } from './articles';
export * from './codes/pages';
import { PRACTICE_FEEDBACK_MAX } from './codes/pages';

/**
 * A CMS page (public/page?id=): a title and the articles' structured blocks (headings,
 * paragraphs, lists, images, quotes), never HTML.
 */
export const cmsPage = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  updatedAt: z.string(),
  blocks: z.array(articleBlock),
});

export type CmsPage = z.infer<typeof cmsPage>;

/** A recipe of slim's (recipe/info?id=): calories per serving in kcal, ingredients and steps in order. */
export const recipeDetail = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  minutes: z.number().int().positive(),
  servings: z.number().int().positive(),
  kcalPerServing: z.number().int().nonnegative(),
  ingredients: z.array(z.object({ name: z.string(), amount: z.string() })),
  steps: z.array(z.string()),
});

export type RecipeDetail = z.infer<typeof recipeDetail>;

/** A practice of slim's (practice_feedback?id=) and the caller's rating of it, once sent. */
export const practiceFeedback = z.object({
  stars: z.number().int().min(1).max(5),
  text: z.string().max(PRACTICE_FEEDBACK_MAX),
  sentAt: z.string(),
});
export const practice = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  feedback: practiceFeedback.nullable(),
});
export const practiceFeedbackRequest = z.object({
  stars: z.number().int().min(1).max(5),
  text: z.string().trim().max(PRACTICE_FEEDBACK_MAX),
});

export type Practice = z.infer<typeof practice>;
export type PracticeFeedbackRequest = z.infer<typeof practiceFeedbackRequest>;

export const pagesEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/pages/:id',
    auth: 'none',
    request: null,
    response: cmsPage,
    about:
      'One published CMS page (public pages belong to no sub-app) as structured blocks (never HTML), in the caller’s language. 5300 for an unknown id.',
  },
  {
    method: 'GET',
    path: '/api/pages/recipes/:id?subApp=',
    auth: 'none',
    request: null,
    response: recipeDetail,
    about: 'One of slim’s recipes in the caller’s language. 5301 for an unknown id or another sub-app.',
  },
  {
    method: 'GET',
    path: '/api/pages/practices/:id?subApp=',
    auth: 'AUTHORIZE_TOKEN (403)',
    request: null,
    response: practice,
    about: 'One of slim’s practices and the caller’s rating of it (null until sent). 5302 for an unknown id.',
  },
  {
    method: 'POST',
    path: '/api/pages/practices/:id/feedback?subApp=',
    auth: 'AUTHORIZE_TOKEN (403)',
    request: practiceFeedbackRequest,
    response: practice,
    about: 'Rates the practice once (1–5 stars, text up to 200). 5303 when the caller already rated it.',
  },
];
