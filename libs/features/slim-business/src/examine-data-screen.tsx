import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import type { ExamStatus } from '@yoga/contract';
import { formatDateTime, parseId } from '@yoga/format';
import { PageShell, QueryState, SignInPrompt, isSignedIn, useSubApp } from '@yoga/ui';
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
                <section className={`y-card ${s.card}`}>
                  <h2 className={`${s.title} ${s.titleSmall}`}>{x.title}</h2>
                  <p className={s.muted}>{x.courseTitle}</p>
                  <p className={s.muted}>
                    <Trans>截止 {formatDateTime(x.endsAt)}</Trans>
                  </p>
                </section>
                <dl className={s.totals} data-testid="exam-totals">
                  <div>
                    <dt>
                      <Trans>参加人数</Trans>
                    </dt>
                    <dd>{x.participants.length}</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>通过率</Trans>
                    </dt>
                    <dd data-testid="pass-rate">{`${rate}%`}</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>通过 / 未通过 / 待考核</Trans>
                    </dt>
                    <dd>{`${x.passed} / ${x.failed} / ${x.pending}`}</dd>
                  </div>
                </dl>
                <section className={`y-card ${s.card}`}>
                  <h3 className={s.section}>
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
