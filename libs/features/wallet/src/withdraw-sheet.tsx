import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BottomSheet, cx, Facts, Field, InfoRow, SubmitButton } from '@yoga/ui';
import { formatMoney } from '@yoga/format';
import { MIN_WITHDRAWAL, parseAmount, type AmountProblem } from './withdraw-amount';
import s from './wallet.module.css';

export interface WithdrawSheetProps {
  open: boolean;
  available: number;
  payeeName: string;
  /** What was typed, kept in the address by the screen so a login or reload does not lose it. */
  draft: string;
  onDraft: (text: string) => void;
  onClose: () => void;
  onConfirm: (fen: number) => void;
  busy: boolean;
}

/** Amount (checked as typed), destination, confirm. Loaded on first open: the sheet's kit part animates. */
export default function WithdrawSheet(p: WithdrawSheetProps) {
  const { t } = useLingui();
  const [tried, setTried] = useState(false);
  const min = formatMoney(MIN_WITHDRAWAL);
  const least = formatMoney(MIN_WITHDRAWAL, { symbol: false });
  const parsed = parseAmount(p.draft, p.available);
  const problems: Record<AmountProblem, string> = {
    empty: t`请输入提现金额`,
    format: t`请输入正确的金额`,
    decimals: t`金额最多保留两位小数`,
    min: t`单次提现金额不能低于 ${min}`,
    max: t`超出可提现余额 ${formatMoney(p.available)}`,
  };
  const problem =
    'problem' in parsed && (tried || parsed.problem !== 'empty') ? problems[parsed.problem] : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if ('fen' in parsed && !p.busy) p.onConfirm(parsed.fen);
  };
  return (
    <BottomSheet open={p.open} onClose={p.onClose} label={t`提现`}>
      <form className={cx('y-col y-gap-3', s.sheet)} onSubmit={submit} noValidate>
        <h2 className="y-m0 y-xl y-center">
          <Trans>提现到微信零钱</Trans>
        </h2>
        <Field
          label={<Trans>提现金额</Trans>}
          hint={t`可提现余额 ${formatMoney(p.available)}`}
          error={problem}
        >
          {(control) => (
            <div className={cx('y-row y-gap-2 y-bold', s.amount)}>
              <span aria-hidden="true">¥</span>
              <input
                {...control}
                className={cx('y-grow', s.amountInput)}
                inputMode="decimal"
                autoComplete="off"
                value={p.draft}
                placeholder={t`最低 ${least}`}
                onChange={(e) => p.onDraft(e.target.value)}
              />
              <button
                type="button"
                className={s.link}
                onClick={() => p.onDraft(formatMoney(p.available, { symbol: false, grouping: false }))}
              >
                <Trans>全部提现</Trans>
              </button>
            </div>
          )}
        </Field>
        <Facts>
          <InfoRow k={<Trans>到账账户</Trans>}>{t`微信零钱（${p.payeeName}）`}</InfoRow>
          <InfoRow k={<Trans>预计到账</Trans>}>
            <Trans>审核通过后 1–3 个工作日</Trans>
          </InfoRow>
        </Facts>
        <SubmitButton pending={p.busy} pendingLabel={<Trans>提交中…</Trans>}>
          <Trans>确认提现</Trans>
        </SubmitButton>
      </form>
    </BottomSheet>
  );
}
