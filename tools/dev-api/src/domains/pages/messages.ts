import type { Messages } from '../../domain';

export const pagesMessages = {
  page_not_found: { zh: '页面不存在', en: 'No such page' },
} as const satisfies Messages;
