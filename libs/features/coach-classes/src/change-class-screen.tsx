import { Trans } from '@lingui/react/macro';
import { PageShell, useRouteQuery } from '@yoga/ui';
import { RequestForm } from './request-form';
import { RequestList } from './request-list';

/** Hand one of my coming classes to a colleague: a request that waits for approval, and my past ones. */
export default function ChangeClassScreen() {
  const { classId } = useRouteQuery('change_class');
  return (
    <PageShell>
      <div className="y-stack" data-testid="change-class">
        <p className="y-m0 y-md y-muted">
          <Trans>不能上课时，可以把课交给其他教练；教务同意后课程会转给对方。</Trans>
        </p>
        <RequestForm kind="handover" classId={classId} />
        <RequestList kind="handover" />
      </div>
    </PageShell>
  );
}
