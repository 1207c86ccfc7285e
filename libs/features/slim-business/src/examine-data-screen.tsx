import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import type { ExamStatus } from '@yoga/contract';
import { formatDateTime, parseId } from '@yoga/format';
import { PageShell, QueryState, SignInPrompt, cx, isSignedIn, useSubApp } from '@yoga/ui';
import { useExamData } from './api/owner-data';
import { OwnerRefusal } from './owner-refusal';
import { DataTable } from './data-table';
import s from './slim-business.module.css';

function StatusText({ s }: { s: ExamStatus }) {
  return s === 'passed' ? (
    <Trans>通过</Trans>
  ) : s === 'failed' ? (
    <Trans>未通过</Trans>
  ) : (
    <Trans>待考核</Trans>
  );
}

/** examine_data/:confId: an assessment's results for the course owner, names masked. */
export default function ExamineDataScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const id = parseId(useParams().confId);
  const signedIn = isSignedIn(sub);
  const q = useExamData(sub.id, id, signedIn);
  if (!signedIn)
    return (
      <PageShell>
        <SignInPrompt>
          <Trans>登录后查看考核数据</Trans>
        </SignInPrompt>
      </PageShell>
    );
  return (
    <PageShell>
      <OwnerRefusal query={q}>
        <QueryState
          query={q}
          notFound={id === null}
          notFoundTitle={<Trans>考核不存在</Trans>}
          skeleton="rows"
          errorMessage={t`考核数据加载失败，请重试`}
        >
          {(x) => {
            const done = x.passed + x.failed;
            const rate = done === 0 ? 0 : Math.round((x.passed / done) * 100);
            return (
              <div className="y-stack">
                <section className="y-card y-col y-gap-2">
                  <h2 className={cx('y-m0 y-lg', s.title)}>{x.title}</h2>
                  <p className="y-m0 y-sm y-muted">{x.courseTitle}</p>
                  <p className="y-m0 y-sm y-muted">
                    <Trans>截止 {formatDateTime(x.endsAt)}</Trans>
                  </p>
                </section>
                <dl className={cx('y-grid-3 y-m0', s.totals)} data-testid="exam-totals">
                  <div className="y-surface y-rounded y-center y-min0 y-break">
                    <dt className="y-xs y-muted">
                      <Trans>参加人数</Trans>
                    </dt>
                    <dd className="y-m0 y-mt-1 y-lg y-bold y-nowrap">{x.participants.length}</dd>
                  </div>
                  <div className="y-surface y-rounded y-center y-min0 y-break">
                    <dt className="y-xs y-muted">
                      <Trans>通过率</Trans>
                    </dt>
                    <dd className="y-m0 y-mt-1 y-lg y-bold y-nowrap" data-testid="pass-rate">{`${rate}%`}</dd>
                  </div>
                  <div className="y-surface y-rounded y-center y-min0 y-break">
                    <dt className="y-xs y-muted">
                      <Trans>通过 / 未通过 / 待考核</Trans>
                    </dt>
                    <dd className="y-m0 y-mt-1 y-lg y-bold y-nowrap">{`${x.passed} / ${x.failed} / ${x.pending}`}</dd>
                  </div>
                </dl>
                <section className="y-card y-col y-gap-2">
                  <h3 className="y-m0 y-lg y-bold">
                    <Trans>学员成绩</Trans>
                  </h3>
                  <DataTable head={[t`学员`, t`分数`, t`结果`]}>
                    {x.participants.map((p, i) => (
                      <tr key={i} className={p.status === 'failed' ? s.rowFailed : undefined}>
                        <td>{p.name}</td>
                        <td>{p.score ?? '—'}</td>
                        <td>
                          <StatusText s={p.status} />
                        </td>
                      </tr>
                    ))}
                  </DataTable>
                </section>
              </div>
            );
          }}
        </QueryState>
      </OwnerRefusal>
    </PageShell>
  );
}
