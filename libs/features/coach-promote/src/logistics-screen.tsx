import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { SampleShipment } from '@yoga/contract';
import { formatDateTime } from '@yoga/format';
import { link } from '@yoga/platform';
import { CopyButton, PageShell, QueryState, StateView, useSubApp } from '@yoga/ui';
import { useShipments } from './api';
import './coach-promote.css';

function StateTag({ state }: { state: SampleShipment['state'] }) {
  return (
    <span className={state === 'delivered' ? 'cpm-tag cpm-tag-on' : 'cpm-tag'}>
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
          <div className="cpm-page" data-testid="shipments">
            {list.map((s) => (
              <section key={s.id} className="cpm-card" data-testid="shipment">
                <header className="cpm-ship-head">
                  <h2>{s.productTitle}</h2>
                  <StateTag state={s.state} />
                </header>
                <p className="cpm-link-row">
                  <span className="cpm-muted">
                    {s.carrier} {s.trackingNo}
                  </span>
                  <CopyButton value={s.trackingNo} label={t`复制运单号`} />
                </p>
                <ol className="cpm-timeline">
                  {s.events.map((e) => (
                    <li key={e.at}>
                      <strong>{e.text}</strong>
                      <span className="cpm-muted">{formatDateTime(e.at)}</span>
                    </li>
                  ))}
                </ol>
                <Link
                  className={s.reviewed ? 'y-btn y-btn-ghost cpm-wide' : 'y-btn cpm-wide'}
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
