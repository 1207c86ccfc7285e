import { Trans } from '@lingui/react/macro';
import { PageShell, useRouteQuery } from '@yoga/ui';
import { RequestForm } from './request-form';
import { RequestList } from './request-list';

/** Propose a new time for a class: pending until approved or refused; its students are told. */
export default function ChangeClassTimeScreen() {
  const { classId } = useRouteQuery('change_class_time');
  return (
    <PageShell>
      <div className="y-stack" data-testid="change-class-time">
        <p className="y-m0 y-md y-muted">
          <Trans>新的时间经教务同意后生效，课程时长不变。</Trans>
        </p>
        <RequestForm kind="time" classId={classId} />
        <RequestList kind="time" />
      </div>
    </PageShell>
  );
}
