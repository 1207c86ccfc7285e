import { Trans, useLingui } from '@lingui/react/macro';
import type { PointsFilter } from '@yoga/contract';
import { cx, Page, PageShell, QueryState, useSubApp } from '@yoga/ui';
import { usePointsSummary } from '@yoga/data-access-points';
import { PointsLedger } from './points-ledger';
import { PointsUses } from './points-uses';
import { Tabs } from './tabs';
import { useUrlChoice } from './url-state';
import s from './wallet.module.css';

const filters = ['all', 'earned', 'spent'] as const;

/** The point balance, what points are for, and the ledger filtered by the tab in the address. */
export default function PointsScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const summary = usePointsSummary(sub.id);
  const [kind, setKind] = useUrlChoice<PointsFilter>('kind', filters);
  // onmat prints its unit as "pts" in English; the unit sits beside every number on this page.
  const unit = t`积分`;
  return (
    <PageShell>
      <Page>
        <QueryState
          query={summary}
          skeleton={{ shape: 'detail', hero: 'band', lines: 0, className: 'y-sk-nobar' }}
        >
          {(p) => (
            <section
              className={cx('y-card y-card-brand y-col y-gap-2', s.hero)}
              aria-labelledby="points-balance"
            >
              <h2 id="points-balance" className="y-m0 y-md y-normal">
                <Trans>当前积分</Trans>
              </h2>
              <p className={cx('y-m0 y-num', s.heroBig)} data-testid="points-balance">
                {p.balance}
                <span className={cx('y-lg y-normal', s.unit)}>{unit}</span>
              </p>
              <p className={cx('y-wrap y-between y-m0 y-sm', s.heroFoot)}>
                <span>{t`累计获得 ${p.earned}`}</span>
                <span>{t`累计使用 ${p.spent}`}</span>
              </p>
            </section>
          )}
        </QueryState>
        <PointsUses />
        <section className={`y-card y-card-flush ${s.flush}`} aria-labelledby="points-ledger">
          <h2 id="points-ledger" className="y-section-title">
            <Trans>积分明细</Trans>
          </h2>
          <Tabs
            label={t`筛选积分明细`}
            panel="points-panel"
            value={kind}
            onChange={setKind}
            tabs={[
              { value: 'all', text: t`全部` },
              { value: 'earned', text: t`获得` },
              { value: 'spent', text: t`使用` },
            ]}
          />
          <div id="points-panel" role="tabpanel">
            <PointsLedger key={kind} sub={sub} kind={kind} unit={unit} />
          </div>
        </section>
      </Page>
    </PageShell>
  );
}
