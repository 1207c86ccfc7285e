import { lazy, Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { ApiBusinessError } from '@yoga/api';
import { link } from '@yoga/platform';
import { cx, Page, PageShell, QueryState, showToast, useSubApp } from '@yoga/ui';
import { useWallet } from './api/wallet';
import { useWithdraw } from './api/withdrawals';
import { formatMoney } from '@yoga/format';
import { IncomeList, WithdrawalList } from './money-lists';
import { Tabs } from './tabs';
import { useUrlChoice, useUrlState } from './url-state';
import { MIN_WITHDRAWAL } from './withdraw-amount';
import s from './wallet.module.css';

const WithdrawSheet = lazy(() => import('./withdraw-sheet'));
const tabs = ['income', 'withdrawals'] as const;

/** The wallet: balance, income and withdrawals, and withdrawing to the account's chat wallet. */
export default function WalletScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const navigate = useNavigate();
  const wallet = useWallet(sub.id);
  const withdraw = useWithdraw(sub.id);
  const [tab, setTab] = useUrlChoice('tab', tabs);
  const min = formatMoney(MIN_WITHDRAWAL);
  // The sheet is open while `withdraw` is in the address; its value is the amount typed so far.
  const [draft, setDraft] = useUrlState('withdraw');
  const confirm = (fen: number) =>
    withdraw.mutate(fen, {
      onSuccess: (w) => {
        setDraft(null);
        void showToast(t`提现申请已提交`, { icon: 'success' });
        navigate(link(sub, 'wallet_extract_detail/:id', { id: w.id }));
      },
      // A refusal (4551, 4552) or an expired login is handled by the request layer; anything else is said here.
      onError: (e) => void (e instanceof ApiBusinessError || showToast(t`网络不太稳定，请稍后重试`)),
    });
  const records = (
    <Link to={link(sub, 'wallet_extract_record')} className={cx('y-row y-md y-nowrap', s.navLink)}>
      <Trans>提现记录</Trans>
    </Link>
  );
  return (
    <PageShell right={records}>
      <Page>
        <QueryState
          query={wallet}
          skeleton={{ shape: 'detail', hero: 'band', heroHeight: 248, lines: 0, className: 'y-sk-nobar' }}
        >
          {(w) => (
            <section
              className={cx('y-card y-card-brand y-col y-gap-2', s.hero)}
              aria-labelledby="wallet-available"
            >
              <h2 id="wallet-available" className="y-m0 y-md y-normal">
                <Trans>可提现余额（元）</Trans>
              </h2>
              <p className={cx('y-m0 y-num', s.heroBig)} data-testid="wallet-available">
                {formatMoney(w.available, { symbol: false })}
              </p>
              <dl className={cx('y-grid-3', s.heroStats)}>
                <div>
                  <dt className="y-xs">{t`提现中`}</dt>
                  <dd className="y-m0 y-bold">{formatMoney(w.frozen)}</dd>
                </div>
                <div>
                  <dt className="y-xs">{t`待结算`}</dt>
                  <dd className="y-m0 y-bold">{formatMoney(w.pending)}</dd>
                </div>
                <div>
                  <dt className="y-xs">{t`累计收益`}</dt>
                  <dd className="y-m0 y-bold">{formatMoney(w.totalIncome)}</dd>
                </div>
              </dl>
              <button
                type="button"
                className={cx('y-btn y-mt-2 y-bold', s.heroBtn)}
                disabled={w.available < MIN_WITHDRAWAL}
                onClick={() => setDraft('')}
              >
                <Trans>提现</Trans>
              </button>
              {w.available < MIN_WITHDRAWAL && (
                <p className={cx('y-wrap y-between y-m0 y-sm', s.heroFoot)}>{t`满 ${min} 可提现`}</p>
              )}
              {draft !== null && (
                <Suspense fallback={null}>
                  <WithdrawSheet
                    open
                    available={w.available}
                    payeeName={w.payee.name}
                    draft={draft}
                    onDraft={setDraft}
                    onClose={() => setDraft(null)}
                    onConfirm={confirm}
                    busy={withdraw.isPending}
                  />
                </Suspense>
              )}
            </section>
          )}
        </QueryState>
        <section className={`y-card y-card-flush ${s.flush}`}>
          <Tabs
            label={t`收益与提现`}
            panel="wallet-panel"
            value={tab}
            onChange={setTab}
            tabs={[
              { value: 'income', text: t`收益明细` },
              { value: 'withdrawals', text: t`提现明细` },
            ]}
          />
          <div id="wallet-panel" role="tabpanel">
            {tab === 'income' ? <IncomeList sub={sub} /> : <WithdrawalList sub={sub} />}
          </div>
        </section>
      </Page>
    </PageShell>
  );
}
