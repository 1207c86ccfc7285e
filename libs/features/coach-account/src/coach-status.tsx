import { Trans } from '@lingui/react/macro';
import type { CoachApplication } from '@yoga/contract';
import { formatDate } from '@yoga/format';

/**
 * The coach account's one status, worded the same on every coach screen (apply, queue, level):
 * the server's application state is the only source, so a screen cannot call an approved coach
 * queued or missing items.
 */
export function CoachStatus({ a }: { a: CoachApplication }) {
  const missing = a.items.filter((i) => !i.done).length;
  const submitted = a.submittedAt ? formatDate(a.submittedAt) : '';
  switch (a.state) {
    case 'none':
      return <Trans>还没有提交教练申请</Trans>;
    case 'incomplete':
      return <Trans>还缺 {missing} 项材料</Trans>;
    case 'queued':
      return a.position === null ? (
        <Trans>材料已齐全，排队审核中</Trans>
      ) : (
        <Trans>
          材料已齐全，排队审核中：第 {a.position} 位 · {submitted} 提交
        </Trans>
      );
    case 'reviewing':
      return <Trans>审核中</Trans>;
    case 'approved':
      return <Trans>已通过审核，你是认证教练</Trans>;
    case 'rejected':
      return <Trans>申请未通过</Trans>;
    default:
      return <Trans>教练账号已暂停</Trans>;
  }
}

/** Only an approved coach has a level, payouts and students to show. */
export const isActiveCoach = (a: CoachApplication) => a.state === 'approved';
