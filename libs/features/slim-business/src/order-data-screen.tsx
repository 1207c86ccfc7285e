import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { formatDay, formatMoney, parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import { PageShell, QueryState, SignInPrompt, isSignedIn, useSubApp } from '@yoga/ui';
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
              <h2 className={`${css.title} ${css.titleSmall}`}>{d.title}</h2>
              <nav className={css.skus} aria-label={t`手册版本`}>
                <Link
                  className={d.sku === null ? 'y-pill y-pill-main' : 'y-pill'}
                  aria-current={d.sku === null ? 'page' : undefined}
                  to={link(sub, 'order_data/:courseId', { courseId: d.courseId })}
                >
                  <Trans>全部</Trans>
                </Link>
                {d.skus.map((s) => (
                  <Link
                    key={s.id}
                    className={d.sku === s.id ? 'y-pill y-pill-main' : 'y-pill'}
                    aria-current={d.sku === s.id ? 'page' : undefined}
                    to={link(sub, 'order_data/:courseId/:sku', { courseId: d.courseId, sku: s.id })}
                  >
                    {s.title}
                  </Link>
                ))}
              </nav>
              <dl className={css.totals} data-testid="totals">
                <div>
                  <dt>
                    <Trans>已支付订单</Trans>
                  </dt>
                  <dd data-testid="total-orders">{d.totals.orders}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>销售额</Trans>
                  </dt>
                  <dd>{formatMoney(d.totals.paidAmount)}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>售出手册</Trans>
                  </dt>
                  <dd data-testid="total-handbooks">{d.totals.handbooks}</dd>
                </div>
              </dl>
              <section className={`y-card ${css.card}`}>
                <h3 className={css.section}>
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
                  <p className={css.muted}>
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
