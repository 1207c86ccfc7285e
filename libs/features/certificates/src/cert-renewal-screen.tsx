import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { ApiBusinessError } from '@yoga/api';
import type { RenewableCert, RenewalOptions, RenewalReason } from '@yoga/contract';
import { CERT_CODES, CERT_RENEWAL_GRACE_DAYS, CERT_RENEWAL_WINDOW_DAYS } from '@yoga/contract/codes';
import { formatDate, formatMoney } from '@yoga/format';
import { link, type SubApp } from '@yoga/platform';
import {
  ActionBar,
  cx,
  EmptyState,
  FieldError,
  isSignedIn,
  Page,
  PageShell,
  QueryState,
  SignInPrompt,
  useSubApp,
} from '@yoga/ui';
import { useRenewalOptions, useStartRenewal } from './api/renewal';
import { fact, facts, StatusTag } from './status';
import s from './certificates.module.css';

/**
 * bay's cert_renewal (open signed out: it asks to sign in): the user's certificates with their
 * expiry, credit hours and the server's eligibility; an eligible one is renewed through the cashier.
 */
export default function CertRenewalScreen() {
  const sub = useSubApp();
  const { t } = useLingui();
  const signedIn = isSignedIn(sub);
  const options = useRenewalOptions(sub.id, signedIn);
  return (
    <PageShell>
      {!signedIn ? (
        <SignInPrompt>
          <Trans>登录后查看你的证书与续期条件</Trans>
        </SignInPrompt>
      ) : (
        <QueryState
          query={options}
          skeleton="cards"
          errorMessage={t`证书信息加载失败，请重试`}
          isEmpty={(o) => o.list.length === 0}
          empty={
            // Not a dead end: when renewal opens, and who to ask about a certificate not listed.
            <EmptyState
              title={<Trans>你还没有可续期的证书</Trans>}
              description={<Trans>考取证书后，到期前 {windowDays} 天内可在这里续期</Trans>}
              action={
                <Link className="y-btn y-btn-ghost" to={link(sub, 'service')}>
                  <Trans>联系客服</Trans>
                </Link>
              }
            />
          }
        >
          {(o) => <RenewalBody options={o} sub={sub} />}
        </QueryState>
      )}
    </PageShell>
  );
}

// The renewal window in words, from the contract's constants (the server checks the same ones).
const windowDays = CERT_RENEWAL_WINDOW_DAYS;
const graceYears = CERT_RENEWAL_GRACE_DAYS / 365;

/** How long after expiry a certificate may still be renewed: in years when whole, else in days. */
function Grace() {
  return Number.isInteger(graceYears) ? (
    <Plural value={graceYears} one="# 年" other="# 年" />
  ) : (
    <Plural value={CERT_RENEWAL_GRACE_DAYS} one="# 天" other="# 天" />
  );
}

function ReasonText({ reason, needed }: { reason: RenewalReason; needed: number }) {
  switch (reason) {
    case 'too_early':
      return <Trans>到期前 {windowDays} 天内才可续期</Trans>;
    case 'expired_too_long':
      return (
        <Trans>
          已过期超过 <Grace />
          ，需重新参加考试
        </Trans>
      );
    case 'credit_hours':
      return <Trans>继续教育学时不足 {needed} 小时</Trans>;
    case 'revoked':
      return <Trans>证书已撤销，不可续期</Trans>;
  }
}

function RenewalBody({ options, sub }: { options: RenewalOptions; sub: SubApp }) {
  const navigate = useNavigate();
  const start = useStartRenewal(sub.id);
  const firstEligible = options.list.find((r) => r.eligible)?.certificate.id ?? null;
  const [chosen, setChosen] = useState<string | null>(firstEligible);
  const pick = options.list.find((r) => r.certificate.id === chosen && r.eligible) ?? null;
  const submit = () => {
    if (!pick || start.isPending) return;
    start.mutate(pick.certificate.id, {
      onSuccess: ({ orderNo }) => void navigate(link(sub, 'app/pay_info', { orderNo })),
    });
  };
  return (
    <Page>
      <p className="y-m0 y-mt-1 y-muted y-sm">
        <Trans>
          证书到期前 {windowDays} 天至过期后 <Grace /> 内，且继续教育学时满 {options.creditHoursNeeded}{' '}
          小时，可在线续期。
        </Trans>
      </p>
      {options.list.map((r) => (
        <CertChoice
          key={r.certificate.id}
          item={r}
          needed={options.creditHoursNeeded}
          chosen={r.certificate.id === pick?.certificate.id}
          onChoose={() => setChosen(r.certificate.id)}
        />
      ))}
      {start.isError && (
        <FieldError>
          {start.error instanceof ApiBusinessError && start.error.code === CERT_CODES.renewalNotEligible ? (
            <Trans>该证书暂不符合续期条件</Trans>
          ) : (
            <Trans>网络不太好，请稍后重试</Trans>
          )}
        </FieldError>
      )}
      <ActionBar>
        <div className={cx('y-row y-wrap y-align-baseline y-md', s.fee)}>
          <Trans>续期费</Trans>{' '}
          <strong className="y-text-brand y-nowrap y-xl">{formatMoney(options.fee)}</strong>
        </div>
        <button type="button" className="y-btn" disabled={!pick || start.isPending} onClick={submit}>
          {pick ? <Trans>支付并续期</Trans> : <Trans>暂无可续期的证书</Trans>}
        </button>
      </ActionBar>
    </Page>
  );
}

function CertChoice({
  item: r,
  needed,
  chosen,
  onChoose,
}: {
  item: RenewableCert;
  needed: number;
  chosen: boolean;
  onChoose: () => void;
}) {
  const c = r.certificate;
  return (
    <label
      className={cx(
        'y-card y-pad-3 y-col y-gap-2 y-outline y-break',
        s.choice,
        chosen && s.on,
        !r.eligible && s.off,
      )}
      data-testid="renewable-cert"
    >
      <span className="y-row y-between y-gap-2">
        <input type="radio" name="cert" disabled={!r.eligible} checked={chosen} onChange={onChoose} />
        <span className="y-grow y-md y-bold">{c.level}</span>
        <StatusTag status={c.status} expiresAt={c.expiresAt} />
      </span>
      <span className={facts}>
        <span className={fact.row}>
          <span className={fact.k}>
            <Trans>证书编号</Trans>
          </span>
          <span className={fact.v}>{c.no}</span>
        </span>
        <span className={fact.row}>
          <span className={fact.k}>
            <Trans>有效期至</Trans>
          </span>
          <span className={fact.v}>{formatDate(c.expiresAt)}</span>
        </span>
        <span className={fact.row}>
          <span className={fact.k}>
            <Trans>继续教育学时</Trans>
          </span>
          <span className={fact.v}>
            <Trans>
              已修 {r.creditHours} / 需 {needed} 小时
            </Trans>
          </span>
        </span>
      </span>
      {r.credits.length > 0 && (
        <span className={cx('y-col y-gap-1 y-pad-2 y-rounded y-sm', s.credits)}>
          {r.credits.map((cr) => (
            <span key={cr.title + cr.at} className={cx('y-wrap y-between', s.credit)}>
              <span>{cr.title}</span>
              <span className="y-m0 y-mt-1 y-muted y-sm">
                {formatDate(cr.at)} · <Trans>{cr.hours} 小时</Trans>
              </span>
            </span>
          ))}
        </span>
      )}
      {r.eligible ? (
        <span className="y-text-success y-sm y-bold">
          <Trans>可续期，续期后有效期至 {formatDate(r.renewedExpiresAt)}</Trans>
        </span>
      ) : (
        <span className="y-col y-gap-1 y-text-danger y-sm">
          {r.reasons.map((reason) => (
            <span key={reason}>
              <ReasonText reason={reason} needed={needed} />
            </span>
          ))}
        </span>
      )}
    </label>
  );
}
