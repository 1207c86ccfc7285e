import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiBusinessError } from '@yoga/api';
import { COUPON_CODES } from '@yoga/contract/codes';

/** What a refused claim tells the user, by business code (never the server's worded message). */
export function claimRefusal(error: unknown): MessageDescriptor {
  if (!(error instanceof ApiBusinessError)) return msg`网络不太好，没有领到，请稍后重试`;
  switch (error.code) {
    case COUPON_CODES.soldOut:
      return msg`手慢了，这张券已被领完`;
    case COUPON_CODES.alreadyClaimed:
      return msg`你已经领过这张券了`;
    case COUPON_CODES.activityNotStarted:
      return msg`活动还没开始`;
    case COUPON_CODES.activityEnded:
      return msg`活动已结束`;
    default:
      return msg`没有领到，请稍后重试`;
  }
}
