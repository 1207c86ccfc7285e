import { Trans } from '@lingui/react/macro';
import { COACH_CANCEL_DEADLINE_HOURS } from '@yoga/contract/codes';
import { PageShell, useRouteQuery } from '@yoga/ui';
import { RequestForm } from './request-form';
import { RequestList } from './request-list';

/** Cancel a class with a reason before its deadline (after it, refused with the deadline); my cancels. */
export default function CancelClassScreen() {
  const { classId } = useRouteQuery('cancel_class');
  const hours = COACH_CANCEL_DEADLINE_HOURS;
  return (
    <PageShell>
      <div className="y-stack" data-testid="cancel-class">
        <p className="y-m0 y-md y-muted">
          <Trans>开课前 {hours} 小时截止取消；取消后学员会收到通知。</Trans>
        </p>
        <RequestForm kind="cancel" classId={classId} />
        <RequestList kind="cancel" />
      </div>
    </PageShell>
  );
}
