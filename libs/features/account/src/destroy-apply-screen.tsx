import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { DeletionBlocker, DeletionRequest, DeletionStatus } from '@yoga/contract';
import { ACCOUNT_CODES } from '@yoga/contract/codes';
import { formatDate, formatMoney, formatPhone, useCountdown } from '@yoga/format';
import { link, type SubApp } from '@yoga/platform';
import { clearToken, defaultStore } from '@yoga/session';
import {
  ActionBar,
  confirmDialog,
  cx,
  FieldError,
  PageShell,
  QueryState,
  showToast,
  SignInGate,
  useSubApp,
} from '@yoga/ui';
import { useApplyDeletion, useCancelDeletion, useDeletionStatus, useSendDeletionCode } from './api/deletion';
import { DeletionLosses } from './deletion-losses';
import { SubmittedView } from './deletion-submitted';
import s from './account.module.css';

const refusal = (e: unknown) => e as { serverMsg?: string; code?: number | null } | null;

/** Where each blocker is dealt with in this sub-app; the help centre where the sub-app has no such page. */
function fixLink(sub: SubApp, kind: DeletionBlocker['kind']): string {
  if (kind === 'unpaid_order' && sub.id === 'onmat') return link(sub, 'order_list');
  if (kind !== 'wallet_balance' && (sub.id === 'onmat' || sub.id === 'phala'))
    return link(sub, 'product/record');
  if (kind === 'wallet_balance' && sub.id === 'phala') return link(sub, 'wallet_record');
  return link(sub, 'service');
}

/**
 * Account deletion: what it takes away and what blocks it (both from the server), an SMS code to the
 * account's own number, a confirmation that names what will be lost, then a 15-day cooling-off
 * period. The request ends every session, so its status shows here at once from the server's answer
 * (no sign-in needed to see it); signing in again during the period shows it with a way to cancel.
 */
export default function DestroyApplyScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const [submitted, setSubmitted] = useState<{ request: DeletionRequest; days: number } | null>(null);
  return (
    // Once submitted the token is forgotten: the cooling-off status shows without signing in.
    submitted ? (
      <PageShell>
        <SubmittedView request={submitted.request} days={submitted.days} />
      </PageShell>
    ) : (
      <SignInGate why={<Trans>登录后申请注销账号</Trans>}>
        <PageShell>
          <StatusLoader sub={sub} errorMessage={t`注销信息加载失败，请重试`} onSubmitted={setSubmitted} />
        </PageShell>
      </SignInGate>
    )
  );
}

type OnSubmitted = (s: { request: DeletionRequest; days: number }) => void;

function StatusLoader({
  sub,
  errorMessage,
  onSubmitted,
}: {
  sub: SubApp;
  errorMessage: string;
  onSubmitted: OnSubmitted;
}) {
  const status = useDeletionStatus(sub.id);
  return (
    <QueryState
      query={status}
      skeleton={{ shape: 'detail', hero: 'band', lines: 4 }}
      errorMessage={errorMessage}
    >
      {(st) =>
        st.pending ? (
          <PendingView status={st} sub={sub} />
        ) : (
          <ApplyView status={st} sub={sub} onSubmitted={onSubmitted} />
        )
      }
    </QueryState>
  );
}

function PendingView({ status, sub }: { status: DeletionStatus; sub: SubApp }) {
  const { t } = useLingui();
  const cancel = useCancelDeletion(sub.id);
  const date = formatDate(status.pending!.effectiveAt);
  return (
    <div className="y-stack">
      <section className="y-card y-center" data-testid="deletion-pending">
        <h2 className="y-section-title">
          <Trans>注销申请已提交</Trans>
        </h2>
        <strong className="y-col y-mt-2 y-mb-2 y-xl">
          <Trans>账号将于 {date} 注销</Trans>
        </strong>
        <p className="y-m0 y-sm y-muted">
          <Trans>在此之前可随时撤销申请，撤销后账号和数据照常保留。</Trans>
        </p>
      </section>
      <ActionBar>
        <button
          type="button"
          className="y-btn"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(undefined, { onSuccess: () => void showToast(t`已撤销注销申请`) })}
        >
          {cancel.isPending ? <Trans>撤销中…</Trans> : <Trans>撤销注销申请</Trans>}
        </button>
      </ActionBar>
    </div>
  );
}

function BlockerLine({ b, sub }: { b: DeletionBlocker; sub: SubApp }) {
  const count = b.count;
  const amount = formatMoney(b.amount);
  const why =
    b.kind === 'unpaid_order' ? (
      <Trans>有 {count} 笔待支付的订单，请支付或取消</Trans>
    ) : b.kind === 'undelivered_order' ? (
      <Trans>有 {count} 笔未收货的订单，请确认收货后再申请</Trans>
    ) : (
      <Trans>钱包还有余额 {amount}，请先提现</Trans>
    );
  return (
    <li className="y-wrap">
      <span>{why}</span>
      <Link className={cx('y-row y-nowrap', s.fix)} to={fixLink(sub, b.kind)}>
        <Trans>去处理</Trans>
      </Link>
    </li>
  );
}

function ApplyView({
  status,
  sub,
  onSubmitted,
}: {
  status: DeletionStatus;
  sub: SubApp;
  onSubmitted: OnSubmitted;
}) {
  const { t } = useLingui();
  const send = useSendDeletionCode(sub.id);
  const apply = useApplyDeletion(sub.id);
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const wait = useCountdown(resendAt);
  const waiting = resendAt !== null && !wait.done;
  const seconds = Math.ceil((wait.left ?? 0) / 1000);
  const blocked = status.blockers.length > 0;
  const phone = formatPhone(status.areaCode, status.phoneMasked);
  const days = status.coolingOffDays;

  const sendCode = () =>
    send.mutate(undefined, { onSuccess: (r) => setResendAt(Date.now() + r.resendAfter * 1000) });
  const codeOk = /^\d{6}$/.test(code);
  const l = status.losses;
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    setTried(true);
    if (!codeOk || apply.isPending || blocked) return;
    // One tap never deletes: the user confirms with what will be lost in front of them.
    const sure = await confirmDialog({
      title: t`确定注销账号吗？`,
      message: t`注销后将失去 ${l.points} 积分、${l.vipCards} 张会员卡、${l.orders} 笔订单记录和 ${l.certificates} 本证书，无法找回。${days} 天冷静期内可登录撤销。`,
      ok: t`仍要注销`,
      cancel: t`再想想`,
    });
    if (!sure) return;
    apply.mutate(code, {
      onSuccess: (request) => {
        // The server has ended every session of the account; this device forgets its token too.
        clearToken(sub, defaultStore());
        void showToast(t`注销申请已提交，已退出登录`);
        onSubmitted({ request, days });
      },
    });
  };
  const applyError = refusal(apply.error);
  const codeError =
    tried && !codeOk
      ? t`请输入 6 位验证码`
      : applyError && applyError.code !== ACCOUNT_CODES.deletionBlocked
        ? applyError.serverMsg || t`提交失败，请重试`
        : null;
  const sendError = refusal(send.error)?.serverMsg || (send.error ? t`验证码发送失败，请重试` : null);

  return (
    <div className="y-stack">
      <DeletionLosses status={status} subApp={sub.id} />
      {blocked && (
        <section className="y-section" role="alert" data-testid="deletion-blocked">
          <h2 className="y-section-title">
            <Trans>暂时无法注销</Trans>
          </h2>
          <ul className={`y-list ${s.blocked}`}>
            {status.blockers.map((b) => (
              <BlockerLine key={b.kind} b={b} sub={sub} />
            ))}
          </ul>
        </section>
      )}
      <section className="y-section" aria-labelledby="ac-rules-title">
        <h2 className="y-section-title" id="ac-rules-title">
          <Trans>注销须知</Trans>
        </h2>
        <ul className={cx('y-m0 y-sm y-muted y-col y-gap-1', s.rules)}>
          <li>
            <Trans>提交后进入 {days} 天冷静期，期满后账号注销，期间可登录撤销。</Trans>
          </li>
          <li>
            <Trans>提交后将立即退出登录。</Trans>
          </li>
          <li>
            <Trans>注销后，同一手机号可重新注册，但以前的数据不会恢复。</Trans>
          </li>
        </ul>
      </section>
      {!blocked && (
        <form className="y-section" onSubmit={(e) => void submit(e)} noValidate>
          <label className="y-field">
            <span className="y-lg y-bold">
              <Trans>短信验证码</Trans>
            </span>
            <span className="y-sm y-muted">
              <Trans>验证码将发送至 {phone}</Trans>
            </span>
            <span className="y-row y-gap-2">
              <input
                className="y-grow"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => {
                  setCode(e.target.value.replace(/\D/g, ''));
                  if (apply.error) apply.reset();
                }}
                aria-invalid={codeError ? true : undefined}
                data-testid="deletion-code"
              />
              <button
                type="button"
                className={cx('y-btn y-btn-ghost y-fixed', s.send)}
                onClick={sendCode}
                disabled={send.isPending || waiting}
              >
                {waiting ? (
                  <Trans>{seconds} 秒后重发</Trans>
                ) : resendAt ? (
                  <Trans>重新发送</Trans>
                ) : (
                  <Trans>获取验证码</Trans>
                )}
              </button>
            </span>
          </label>
          {(codeError ?? sendError) && <FieldError>{codeError ?? sendError}</FieldError>}
        </form>
      )}
      <ActionBar>
        <button
          type="button"
          className={`y-btn ${s.danger}`}
          onClick={() => void submit()}
          disabled={blocked || apply.isPending}
        >
          {apply.isPending ? <Trans>提交中…</Trans> : <Trans>确认注销</Trans>}
        </button>
      </ActionBar>
    </div>
  );
}
