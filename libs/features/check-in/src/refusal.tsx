import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ApiBusinessError } from '@yoga/api';
import { CHECK_IN_CODES } from '@yoga/contract/codes';

/** A refused check-in in words of our own. */
export function checkInRefusal(error: unknown): ReactNode {
  if (!(error instanceof ApiBusinessError)) return <Trans>网络不太好，签到没有完成，请稍后重试</Trans>;
  switch (error.code) {
    case CHECK_IN_CODES.alreadyToday:
      return <Trans>今天已经签到过了，明天再来吧</Trans>;
    case CHECK_IN_CODES.notStarted:
      return <Trans>活动还没有开始</Trans>;
    case CHECK_IN_CODES.ended:
      return <Trans>活动已结束</Trans>;
    default:
      return <Trans>签到没有完成，请稍后重试</Trans>;
  }
}
