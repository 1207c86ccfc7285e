import type { Messages } from '../../domain';

export const articlesMessages = {
  article_not_found: { zh: '文章不存在', en: 'No such article' },
} as const satisfies Messages;
