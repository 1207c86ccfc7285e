import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { SampleShipment } from '@yoga/contract';
import { formatDateTime } from '@yoga/format';
import { link } from '@yoga/platform';
import { CopyButton, cx, PageShell, QueryState, StateView, useSubApp } from '@yoga/ui';
import { useShipments } from './api';
import css from './coach-promote.module.css';

function StateTag({ state }: { state: SampleShipment['state'] }) {
  return (
    <span className={state === 'delivered' ? 'y-badge y-badge-brand y-text' : 'y-badge y-badge-muted'}>
      {state === 'delivered' ? (
        <Trans>已签收</Trans>
      ) : state === 'shipped' ? (
        <Trans>已发货</Trans>
      ) : (
        <Trans>运输中</Trans>
      )}
    </span>
  );
}

/** product_evaluate/logistics: each sample mailed to me with its timeline, and the way to review it. */
export default function LogisticsScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const q = useShipments(sub.id);
  return (
    <PageShell>
      <QueryState
        query={q}
        skeleton="order"
        errorMessage={t`物流信息加载失败，请重试`}
        isEmpty={(list) => list.length === 0}
        empty={<StateView title={<Trans>暂无试用商品寄送记录</Trans>} />}
      >
        {(list) => (
          <div className="y-stack" data-testid="shipments">
            {list.map((s) => (
              <section key={s.id} className="y-card y-col y-gap-3" data-testid="shipment">
                <header className="y-row y-between y-gap-2">
                  <h2 className="y-m0 y-lg">{s.productTitle}</h2>
                  <StateTag state={s.state} />
                </header>
                <p className="y-row y-gap-2 y-m0">
                  <span className={cx('y-grow y-xs y-muted y-m0', css.breakAll)}>
                    {s.carrier} {s.trackingNo}
                  </span>
                  <CopyButton value={s.trackingNo} label={t`复制运单号`} />
                </p>
                <ol className={cx('y-plain y-col y-gap-3', css.timeline)}>
                  {s.events.map((e) => (
                    <li key={e.at} className="y-md y-col y-gap-1">
                      <strong>{e.text}</strong>
                      <span className="y-m0 y-sm y-muted">{formatDateTime(e.at)}</span>
                    </li>
                  ))}
                </ol>
                <Link
                  className={s.reviewed ? 'y-btn y-btn-ghost y-btn-block' : 'y-btn y-btn-block'}
                  to={link(sub, 'product_evaluate/:spuId', { spuId: s.spuId })}
                >
                  {s.reviewed ? <Trans>查看我的反馈</Trans> : <Trans>去反馈</Trans>}
                </Link>
              </section>
            ))}
          </div>
        )}
      </QueryState>
    </PageShell>
  );
}
