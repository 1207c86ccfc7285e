import { z } from 'zod';
import { type Endpoint } from './common';
import { agreementInline } from './agreements';
import { shareConfigResponse } from './wx';

/**
 * Articles (article/:id) and the coaches' notice (article/notify): the documents' structured blocks
 * plus images and quotes, never HTML, with a read count the server keeps (one read per open).
 */
export const articleBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), id: z.string(), text: z.string() }),
  z.object({ type: z.literal('paragraph'), content: z.array(agreementInline) }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.array(agreementInline)) }),
  /** `src` is a site path or an https address; `alt` says what it shows. */
  z.object({ type: z.literal('image'), src: z.string(), alt: z.string(), caption: z.string().optional() }),
  z.object({ type: z.literal('quote'), content: z.array(agreementInline), cite: z.string().optional() }),
]);

export const article = z.object({
  id: z.number().int().positive(),
  kind: z.enum(['article', 'notice']),
  title: z.string(),
  author: z.string(),
  publishedAt: z.string(),
  readCount: z.number().int().nonnegative(),
  blocks: z.array(articleBlock),
  /**
   * The article's share card in the caller's language (spec: shareTitle, shareDesc, shareImgUrl,
   * shareUrl). Image and link may be site paths; the page makes them absolute against its origin.
   */
  share: shareConfigResponse,
});
export const articleRead = z.object({ readCount: z.number().int().nonnegative() });

export type ArticleBlock = z.infer<typeof articleBlock>;
export type Article = z.infer<typeof article>;
export type ArticleRead = z.infer<typeof articleRead>;

export const articlesEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/articles/notify?subApp=',
    auth: 'none',
    request: null,
    response: article,
    about: 'The newest notice of the brand for its coaches (coach sub-apps only). 5002 when there is none.',
  },
  {
    method: 'GET',
    path: '/api/articles/:id?subApp=',
    auth: 'none',
    request: null,
    response: article,
    about:
      'One article of the brand as structured blocks (never HTML), in the caller’s language, with its share card. 5002 for an unknown id.',
  },
  {
    method: 'POST',
    path: '/api/articles/:id/read?subApp=',
    auth: 'none',
    request: null,
    response: articleRead,
    about:
      'Counts one read of the article (the page calls it once per open); the new count. 5002 for an unknown id.',
  },
];
