import { Trans, useLingui } from '@lingui/react/macro';
import {
  isNotFoundError,
  NotFoundView,
  Page,
  PageShell,
  QueryState,
  showToast,
  useRouteQuery,
  useSubApp,
} from '@yoga/ui';
import { useDepositOffer, type DepositTarget } from './api/deposit-offer';
import { useDepositOrder } from './api/vip-order';
import { AgreeBuyBar } from './agree-check';
import { DepositSummary } from './deposit-summary';
import { formatMoney, parseId } from '@yoga/format';
import { agreementPath } from './links';
import { useCheckout } from './use-checkout';
import { useDepositFailure } from './use-deposit-failure';
import { useUrlState } from './url-state';

/** `?courseId=` or `?eventId=`: a positive whole number; anything else names nothing to pay for. */
function targetOf(q: { courseId: string | null; eventId: string | null }): DepositTarget | null {
  const courseId = parseId(q.courseId);
  if (courseId !== null) return { targetKind: 'course', targetId: courseId };
  const eventId = parseId(q.eventId);
  if (eventId !== null) return { targetKind: 'event', targetId: eventId };
  return null;
}

const Unknown = () => <NotFoundView title={<Trans>没有找到要支付定金的课程或活动</Trans>} />;

/** Pay a deposit for a course or event through the cashier; the balance is due later. */
export default function DingPayScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const target = targetOf(useRouteQuery('ding_pay'));
  const offer = useDepositOffer(sub.id, target);
  const order = useDepositOrder(sub.id);
  // A deposit order still unpaid is offered (its cashier) rather than only named in a message.
  const checkout = useCheckout(order, useDepositFailure());
  const [agreed, setAgreed] = useUrlState('agree');
  if (!target || (offer.status === 'error' && isNotFoundError(offer.error)))
    return (
      <PageShell>
        <Unknown />
      </PageShell>
    );
  const pay = () => {
    if (agreed !== '1') return void showToast(t`请先阅读并同意相关协议`);
    checkout({ ...target, agree: true });
  };
  return (
    <PageShell>
      <Page>
        <QueryState query={offer}>
          {(o) => {
            const deposit = formatMoney(o.deposit);
            return (
              <>
                <DepositSummary offer={o} />
                {o.mine === 'paid' ? (
                  <p className="y-card y-card-tint" data-testid="deposit-paid">
                    <Trans>定金已支付，请按时支付尾款。</Trans>
                  </p>
                ) : (
                  <AgreeBuyBar
                    to={agreementPath(sub, 'deposit')}
                    agreed={agreed === '1'}
                    onAgree={(v) => setAgreed(v ? '1' : null)}
                    agreement={<Trans>《用户协议》</Trans>}
                    pending={order.isPending}
                    onBuy={pay}
                    label={t`支付定金 ${deposit}`}
                  />
                )}
              </>
            );
          }}
        </QueryState>
      </Page>
    </PageShell>
  );
}
