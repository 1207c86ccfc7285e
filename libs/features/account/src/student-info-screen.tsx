import { Trans, useLingui } from '@lingui/react/macro';
import { useRouteTitle } from '@yoga/app-shell';
import { ErrorState, PageShell, Skeleton } from '@yoga/ui';
import { useSumanMe } from './api/suman-me';

/** The signed-in suman student's own record, as the service knows it. */
export function StudentInfoScreen() {
  const { t } = useLingui();
  const title = useRouteTitle();
  const me = useSumanMe();
  return (
    <PageShell title={title}>
      {me.isPending && <Skeleton lines={4} />}
      {me.isError && <ErrorState onRetry={() => void me.refetch()} />}
      {me.data && (
        <ul className="y-list" data-testid="student-info">
          <li>
            <span className="y-k">{t`姓名`}</span>
            <span className="y-v">{me.data.name}</span>
          </li>
          <li>
            <span className="y-k">{t`手机号`}</span>
            <span className="y-v">
              +{me.data.areaCode} {me.data.phone.replace(/^(\d{3})\d+(\d{4})$/, '$1****$2')}
            </span>
          </li>
          <li>
            <span className="y-k">{t`学员编号`}</span>
            <span className="y-v">{me.data.id}</span>
          </li>
        </ul>
      )}
      {me.data && (
        <p style={{ color: 'var(--y-text-3)', fontSize: 13, marginTop: 12 }}>
          <Trans>信息有误？请联系客服修改。</Trans>
        </p>
      )}
    </PageShell>
  );
}
