import type { SubApp } from '@yoga/platform';

export const walletPath = (sub: SubApp) => `${sub.prefix}/wallet_record`;
export const extractRecordPath = (sub: SubApp) => `${sub.prefix}/wallet_extract_record`;
export const extractDetailPath = (sub: SubApp, id: number) => `${sub.prefix}/wallet_extract_detail/${id}`;
export const incomeDetailPath = (sub: SubApp, id: number) => `${sub.prefix}/wallet_order_detail/${id}`;
export const studyRewardPath = (sub: SubApp) => `${sub.prefix}/study_reward_user`;
export const freeCoursePath = (sub: SubApp) => `${sub.prefix}/free_course`;
