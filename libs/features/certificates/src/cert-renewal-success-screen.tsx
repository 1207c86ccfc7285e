import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Renewal } from '@yoga/contract';
import { ORDER_NO_PATTERN } from '@yoga/contract/codes';
import { formatDate, formatMoney } from '@yoga/format';
import { link, type SubApp } from '@yoga/platform';
import {
  ActionBar,
  cx,
  isSignedIn,
  outcomeOf,
  Page,
  QueryState,
  ResultHeading,
  ResultPage,
  SignInPrompt,
  StateView,
  type ResultOutcome,
  useRouteQuery,
  useSubApp,
} from '@yoga/ui';
import { useRenewal } from './api/renewal';
import { fact, facts } from './status';
import s from './certificates.module.css';

/**
 * bay's cert_renewal_success: the renewal as the server has it (the URL only names the order): paid
 * with its new expiry, not paid yet (the cashier), closed, or not found (unknown or someone else's).
 */
export default function CertRenewalSuccessScreen() {
  const sub = useSubApp();
  const { t } = useLingui();
  const asked = useRouteQuery('cert_renewal_success').orderNo?.trim() ?? '';
  const orderNo = ORDER_NO_PATTERN.test(asked) ? asked : null;
  const signedIn = isSignedIn(sub);
  const renewal = useRenewal(sub.id, orderNo, signedIn);
  // The heading says what the server has, never the route's 续期成功 above an unpaid order.
  const words = {
    done: t`续期成功`,
    pending: t`续期费尚未支付`,
    failed: t`续期订单已关闭`,
    missing: t`续期记录不存在`,
    checking: t`续期结果`,
  };
  if (!signedIn)
    return (
      <ResultPage outcome={undefined} words={words}>
        <SignInPrompt>
          <Trans>登录后查看续期结果</Trans>
        </SignInPrompt>
      </ResultPage>
    );
  return (
    <ResultPage outcome={outcomeOf(renewal, orderNo === null, outcomeOfRenewal)} words={words}>
      <QueryState
        query={renewal}
        skeleton="detail"
        notFound={orderNo === null}
        notFoundTitle={<ResultHeading />}
        notFoundAction={
          <Link className="y-btn" to={link(sub, 'cert_renewal')}>
            <Trans>返回证书续期</Trans>
          </Link>
        }
        errorMessage={t`续期结果加载失败，请重试`}
      >
        {(r) => <Result renewal={r} sub={sub} />}
      </QueryState>
    </ResultPage>
  );
}

const outcomeOfRenewal = (r: Renewal): ResultOutcome =>
  r.state === 'pending' ? 'pending' : r.state === 'closed' ? 'failed' : 'done';

function Result({ renewal: r, sub }: { renewal: Renewal; sub: SubApp }) {
  if (r.state === 'pending')
    return (
      <StateView
        title={<ResultHeading />}
        description={<Trans>支付完成后证书有效期才会延长。</Trans>}
        action={
          <Link className="y-btn" to={link(sub, 'app/pay_info', { orderNo: r.orderNo })}>
            <Trans>去支付</Trans>
          </Link>
        }
      />
    );
  if (r.state === 'closed')
    return (
      <StateView
        title={<ResultHeading />}
        description={<Trans>订单未支付，证书有效期没有变化。</Trans>}
        action={
          <Link className="y-btn" to={link(sub, 'cert_renewal')}>
            <Trans>重新续期</Trans>
          </Link>
        }
      />
    );
  return (
    <Page>
      <section
        className="y-card y-col y-gap-2 y-align-center y-center"
        role="status"
        data-testid="renewal-result"
      >
        <div className={cx('y-row y-justify-center y-card-brand y-2xl', s.check)} aria-hidden="true">
          ✓
        </div>
        <h2 className={cx('y-lg y-bold', s.h)}>
          <ResultHeading />
        </h2>
        <p className="y-m0 y-lg y-bold">
          <Trans>新的有效期至 {formatDate(r.newExpiresAt!)}</Trans>
        </p>
        <ul className={cx(facts, s.wide)}>
          <li className={fact.row}>
            <span className={fact.k}>
              <Trans>证书</Trans>
            </span>
            <span className={fact.v}>{r.level}</span>
          </li>
          <li className={fact.row}>
            <span className={fact.k}>
              <Trans>证书编号</Trans>
            </span>
            <span className={fact.v}>{r.certNo}</span>
          </li>
          <li className={fact.row}>
            <span className={fact.k}>
              <Trans>原有效期至</Trans>
            </span>
            <span className={fact.v}>{formatDate(r.oldExpiresAt)}</span>
          </li>
          <li className={fact.row}>
            <span className={fact.k}>
              <Trans>已付续期费</Trans>
            </span>
            <span className={fact.v}>{formatMoney(r.fee)}</span>
          </li>
        </ul>
      </section>
      <ActionBar>
        <Link className="y-btn" to={link(sub, 'cert_renewal')}>
          <Trans>查看我的证书</Trans>
        </Link>
      </ActionBar>
    </Page>
  );
}
