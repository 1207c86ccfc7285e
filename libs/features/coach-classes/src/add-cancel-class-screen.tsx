import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { COACH_CANCEL_DEADLINE_HOURS } from '@yoga/contract/codes';
import { link } from '@yoga/platform';
import { PageShell, useRouteQuery, useSubApp } from '@yoga/ui';
import { RequestForm } from './request-form';

/** /teacher: the cancel request form alone; once sent, on to cancel_class where it shows pending. */
export default function AddCancelClassScreen() {
  const sub = useSubApp();
  const navigate = useNavigate();
  const { classId } = useRouteQuery('add_cancel_class');
  const hours = COACH_CANCEL_DEADLINE_HOURS;
  return (
    <PageShell>
      <div className="y-stack" data-testid="add-cancel-class">
        <p className="y-m0 y-md y-muted">
          <Trans>开课前 {hours} 小时截止取消；请写明原因，取消后学员会收到通知。</Trans>
        </p>
        <RequestForm
          kind="cancel"
          classId={classId}
          onDone={() => void navigate(link(sub, 'cancel_class'), { replace: true })}
        />
      </div>
    </PageShell>
  );
}
