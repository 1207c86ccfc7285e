import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatMoney } from '@yoga/format';
import { link } from '@yoga/platform';
import { ActionBar, cx, EmptyState, PageShell, QueryState, useSubApp } from '@yoga/ui';
import { useOrderPearls, usePearlWallet } from './api/pearls';
import { useToCashier } from './buy';
import s from './coach-wallet.module.css';

/** buy_pearl: my pearl balance and the packs; the chosen pack is paid at the coach cashier. */
export default function BuyPearlScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const wallet = usePearlWallet(sub.id);
  const order = useOrderPearls(sub.id);
  const toCashier = useToCashier(sub);
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <PageShell>
      <QueryState query={wallet} skeleton="blocks" errorMessage={t`珍珠信息加载失败，请重试`}>
        {(w) => {
          const pack = w.packs.find((p) => p.id === chosen) ?? w.packs[0];
          return (
            <section className="y-pad-3 y-col y-gap-3">
              <header className="y-card y-card-brand y-col y-gap-2" data-testid="pearl-balance">
                <p className="y-m0 y-sm">
                  <Trans>我的珍珠</Trans>
                </p>
                <strong className={s.balance}>{w.balance}</strong>
                <Link className={cx('y-row', s.headLink)} to={link(sub, 'buy_pearl/record')}>
                  <Trans>珍珠明细</Trans>
                </Link>
              </header>
              {w.packs.length === 0 ? (
                <EmptyState title={<Trans>暂无可购买的珍珠套餐</Trans>} />
              ) : (
                <fieldset className={cx('y-m0', s.packs)}>
                  <legend className="y-bold y-mb-2">
                    <Trans>选择套餐</Trans>
                  </legend>
                  {w.packs.map((p) => (
                    <label
                      key={p.id}
                      className={cx(
                        'y-center y-outline y-surface y-rounded y-break y-focus',
                        s.pack,
                        p.id === pack?.id && s.packOn,
                      )}
                    >
                      <input
                        className="y-hidden-input"
                        type="radio"
                        name="pack"
                        checked={p.id === pack?.id}
                        onChange={() => setChosen(p.id)}
                      />
                      <strong>
                        <Trans>{p.pearls} 颗</Trans>
                      </strong>
                      {p.bonus > 0 && (
                        <span className="y-xs y-text-brand">
                          <Trans>加送 {p.bonus} 颗</Trans>
                        </span>
                      )}
                      <span>{formatMoney(p.price)}</span>
                    </label>
                  ))}
                </fieldset>
              )}
              {pack && (
                <ActionBar start={<strong className="y-text-brand y-xl">{formatMoney(pack.price)}</strong>}>
                  <button
                    type="button"
                    className="y-btn"
                    disabled={order.isPending}
                    onClick={() => order.mutate(pack.id, { onSuccess: toCashier })}
                  >
                    <Trans>立即购买</Trans>
                  </button>
                </ActionBar>
              )}
            </section>
          );
        }}
      </QueryState>
    </PageShell>
  );
}
