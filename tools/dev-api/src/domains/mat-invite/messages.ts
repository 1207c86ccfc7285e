import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const matInviteMessages = {
  invite_not_claimable: {
    zh: '邀请人数未达标或已领取',
    en: 'The invite goal is not reached or the mat was claimed',
  },
} as const satisfies Messages;
