import type { Messages } from '../../domain';

export const pagesMessages = {
  page_not_found: { zh: '页面不存在', en: 'No such page' },
  recipe_not_found: { zh: '食谱不存在', en: 'No such recipe' },
} as const satisfies Messages;
