import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { formatDay, formatMoney, parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import { PageShell, QueryState, SignInPrompt, cx, isSignedIn, useSubApp } from '@yoga/ui';
import { useOrderData } from './api/owner-data';
import { OwnerRefusal } from './owner-refusal';
import { DataTable } from './data-table';
import css from './slim-business.module.css';

/** order_data/:courseId(/:sku): the owner's paid orders of a course, all editions or one, by day. */
export default function OrderDataScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const params = useParams();
  const id = parseId(params.courseId);
  const sku = params.sku === undefined ? null : parseId(params.sku);
  const badSku = params.sku !== undefined && sku === null;
  const signedIn = isSignedIn(sub);
  const q = useOrderData(sub.id, id, sku, signedIn && !badSku);
  if (!signedIn)
    return (
      <PageShell>
        <SignInPrompt>
          <Trans>登录后查看课程订单数据</Trans>
        </SignInPrompt>
      </PageShell>
    );
  return (
    <PageShell>
      <OwnerRefusal query={q}>
        <QueryState
          query={q}
          notFound={id === null || badSku}
          notFoundTitle={<Trans>课程不存在或已下架</Trans>}
          skeleton="rows"
          errorMessage={t`订单数据加载失败，请重试`}
        >
          {(d) => (
            <div className="y-stack">
              <h2 className={cx('y-m0 y-lg', css.title)}>{d.title}</h2>
              <nav className="y-row y-wrap y-gap-2" aria-label={t`手册版本`}>
                <Link
                  className={cx('y-pill y-row', d.sku === null && 'y-pill-main', css.sku)}
                  aria-current={d.sku === null ? 'page' : undefined}
                  to={link(sub, 'order_data/:courseId', { courseId: d.courseId })}
                >
                  <Trans>全部</Trans>
                </Link>
                {d.skus.map((s) => (
                  <Link
                    key={s.id}
                    className={cx('y-pill y-row', d.sku === s.id && 'y-pill-main', css.sku)}
                    aria-current={d.sku === s.id ? 'page' : undefined}
                    to={link(sub, 'order_data/:courseId/:sku', { courseId: d.courseId, sku: s.id })}
                  >
                    {s.title}
                  </Link>
                ))}
              </nav>
              <dl className={cx('y-grid-3 y-m0', css.totals)} data-testid="totals">
                <div className="y-surface y-rounded y-center y-min0 y-break">
                  <dt className="y-xs y-muted">
                    <Trans>已支付订单</Trans>
                  </dt>
                  <dd className="y-m0 y-mt-1 y-lg y-bold y-nowrap" data-testid="total-orders">
                    {d.totals.orders}
                  </dd>
                </div>
                <div className="y-surface y-rounded y-center y-min0 y-break">
                  <dt className="y-xs y-muted">
                    <Trans>销售额</Trans>
                  </dt>
                  <dd className="y-m0 y-mt-1 y-lg y-bold y-nowrap">{formatMoney(d.totals.paidAmount)}</dd>
                </div>
                <div className="y-surface y-rounded y-center y-min0 y-break">
                  <dt className="y-xs y-muted">
                    <Trans>售出手册</Trans>
                  </dt>
                  <dd className="y-m0 y-mt-1 y-lg y-bold y-nowrap" data-testid="total-handbooks">
                    {d.totals.handbooks}
                  </dd>
                </div>
              </dl>
              <section className="y-card y-col y-gap-2">
                <h3 className="y-m0 y-lg y-bold">
                  <Trans>近 {d.days.length} 天</Trans>
                </h3>
                <DataTable head={[t`日期`, t`订单`, t`金额`]}>
                  {[...d.days]
                    .reverse()
                    .filter((x) => x.orders > 0)
                    .map((x) => (
                      <tr key={x.day}>
                        <td>{formatDay(x.day)}</td>
                        <td>{x.orders}</td>
                        <td>{formatMoney(x.amount)}</td>
                      </tr>
                    ))}
                </DataTable>
                {d.days.every((x) => x.orders === 0) && (
                  <p className="y-m0 y-sm y-muted">
                    <Trans>这段时间还没有已支付的订单</Trans>
                  </p>
                )}
              </section>
            </div>
          )}
        </QueryState>
      </OwnerRefusal>
    </PageShell>
  );
}
