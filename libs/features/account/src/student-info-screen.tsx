import { Trans, useLingui } from '@lingui/react/macro';
import { PageShell, QueryState } from '@yoga/ui';
import { useSumanMe } from './api/suman-me';

const masked = (phone: string) => phone.replace(/^(\d{3})\d+(\d{4})$/, '$1****$2');

/** The signed-in suman student's own record, as the service knows it. */
export default function StudentInfoScreen() {
  const { t } = useLingui();
  const me = useSumanMe();
  return (
    <PageShell>
      <QueryState query={me}>
        {(user) => (
          <>
            <ul className="y-list" data-testid="student-info">
              <li>
                <span className="y-k">{t`姓名`}</span>
                <span className="y-v">{user.name}</span>
              </li>
              <li>
                <span className="y-k">{t`手机号`}</span>
                <span className="y-v">
                  +{user.areaCode} {masked(user.phone)}
                </span>
              </li>
              <li>
                <span className="y-k">{t`学员编号`}</span>
                <span className="y-v">{user.id}</span>
              </li>
            </ul>
            <p className="y-note">
              <Trans>信息有误？请联系客服修改。</Trans>
            </p>
          </>
        )}
      </QueryState>
    </PageShell>
  );
}
