import { Trans } from '@lingui/react/macro';
import type { InvoiceRecord } from '@yoga/contract';
import { cx } from '@yoga/ui';
import s from './coach-account.module.css';

/** An invoice's state as a tag: received (waiting), accepted, rejected. */
export function InvoiceStateLabel({ state }: { state: InvoiceRecord['state'] }) {
  return (
    <span className={cx('y-badge', state === 'received' && 'y-badge-brand', s.tag)} data-state={state}>
      {state === 'received' ? (
        <Trans>已接收，待审核</Trans>
      ) : state === 'accepted' ? (
        <Trans>已通过</Trans>
      ) : (
        <Trans>已退回</Trans>
      )}
    </span>
  );
}
