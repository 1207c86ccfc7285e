import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatDate } from '@yoga/format';
import { cx, PageShell, QueryState, StateView, useSubApp } from '@yoga/ui';
import { useAgreementList } from './api/agreements';
import { documentHref } from './links';
import s from './agreements.module.css';

/** agreement_list: the brand's documents in effect, each with its version and effective date. */
export default function AgreementListScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const list = useAgreementList(sub.id);
  return (
    <PageShell>
      <QueryState
        query={list}
        skeleton={{ shape: 'rows', lines: 5 }}
        errorMessage={t`协议列表加载失败，请重试`}
        isEmpty={(d) => d.list.length === 0}
        empty={<StateView title={<Trans>暂无协议</Trans>} />}
      >
        {(d) => (
          <ul className="y-plain y-surface y-rounded y-divide" data-testid="agreement-list">
            {d.list.map((a) => (
              <li key={a.key}>
                <Link className={cx('y-col y-text y-break', s.indexLink)} to={documentHref(sub, a.key)}>
                  <span className="y-lg">{a.title}</span>
                  <span className="y-sm y-muted">
                    <Trans>
                      V{a.version} · {formatDate(a.effectiveDate)}生效
                    </Trans>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </PageShell>
  );
}
