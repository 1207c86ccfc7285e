import { z } from 'zod';
import { type Endpoint } from './common';
import { articleBlock } from './articles';
export * from './codes/pages';

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
];
