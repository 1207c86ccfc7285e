import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ApiBusinessError } from '@yoga/api';
import { refusalText } from '@yoga/ui';
import { FUND_CODES } from '@yoga/contract/codes';
import { formatDateTime } from '@yoga/format';

/** A refused vote in words of our own (never the server's text alone). */
export function voteRefusal(error: unknown): ReactNode {
  if (!(error instanceof ApiBusinessError)) return <Trans>网络不太好，投票没有完成，请稍后重试</Trans>;
  switch (error.code) {
    case FUND_CODES.alreadyVoted:
      return <Trans>你已经投过票了，每人只能投一次</Trans>;
    case FUND_CODES.notStarted: {
      const at = Date.parse(String((error.data as { startAt?: unknown } | null)?.startAt ?? ''));
      if (Number.isNaN(at)) return <Trans>投票还没有开始</Trans>;
      const when = formatDateTime(at);
      return <Trans>投票将于 {when} 开始</Trans>;
    }
    case FUND_CODES.closed:
      return <Trans>投票已结束，不能再投票了</Trans>;
    case FUND_CODES.unknownOption:
      return <Trans>这个选项已不存在，请刷新后重新选择</Trans>;
    case FUND_CODES.fundNotFound:
      return <Trans>投票不存在</Trans>;
    default:
      return refusalText(error, <Trans>投票失败，请稍后重试</Trans>);
  }
}
