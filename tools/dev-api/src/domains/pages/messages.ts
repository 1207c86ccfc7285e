import type { Messages } from '../../domain';

export const pagesMessages = {
  page_not_found: { zh: '页面不存在', en: 'No such page' },
  recipe_not_found: { zh: '食谱不存在', en: 'No such recipe' },
  practice_not_found: { zh: '练习不存在', en: 'No such practice' },
  practice_already_rated: { zh: '你已经评价过这次练习了', en: 'You have already rated this practice' },
} as const satisfies Messages;
