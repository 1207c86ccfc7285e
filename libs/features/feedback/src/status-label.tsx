import { Trans } from '@lingui/react/macro';
import type { FeedbackStatus } from '@yoga/contract';
import { cx } from '@yoga/ui';
import s from './feedback.module.css';

const TONE = { open: 'y-badge-brand', replied: s.statusReplied, closed: s.statusClosed };

/** A ticket's status in words, coloured by what it asks of the user. */
export function StatusLabel({ status }: { status: FeedbackStatus }) {
  return (
    <span className={cx('y-badge', TONE[status])}>
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
