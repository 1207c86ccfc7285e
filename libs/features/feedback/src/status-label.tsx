import { Trans } from '@lingui/react/macro';
import type { FeedbackStatus } from '@yoga/contract';

/** A ticket's status in words, coloured by what it asks of the user. */
export function StatusLabel({ status }: { status: FeedbackStatus }) {
  return (
    <span className={`fb-status fb-status-${status}`}>
      {status === 'open' ? (
        <Trans>处理中</Trans>
      ) : status === 'replied' ? (
        <Trans>已回复</Trans>
      ) : (
        <Trans>已关闭</Trans>
      )}
    </span>
  );
}
