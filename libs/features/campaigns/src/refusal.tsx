import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ApiBusinessError } from '@yoga/api';
import { CAMPAIGN_CODES } from '@yoga/contract/codes';

/** A refused action in words of our own (never the server's text alone). */
export function campaignRefusal(error: unknown): ReactNode {
  if (!(error instanceof ApiBusinessError)) return <Trans>网络不太好，操作没有完成，请稍后重试</Trans>;
  switch (error.code) {
    case CAMPAIGN_CODES.eventFull:
      return <Trans>名额已满，下次早点来哦</Trans>;
    case CAMPAIGN_CODES.eventEnded:
      return <Trans>报名已结束</Trans>;
    case CAMPAIGN_CODES.alreadySignedUp:
      return <Trans>你已经报名了</Trans>;
    case CAMPAIGN_CODES.notSignedUp:
      return <Trans>你还没有报名</Trans>;
    case CAMPAIGN_CODES.offerEnded:
      return <Trans>活动已结束</Trans>;
    case CAMPAIGN_CODES.alreadyClaimed:
      return <Trans>你已经领取过了</Trans>;
    case CAMPAIGN_CODES.notEligible:
      return <Trans>该福利仅限新学员领取</Trans>;
    case CAMPAIGN_CODES.alreadyApplied:
      return <Trans>你已经提交过申请</Trans>;
    default:
      return <Trans>操作没有完成，请稍后重试</Trans>;
  }
}
