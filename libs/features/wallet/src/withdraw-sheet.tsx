import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BottomSheet } from '@yoga/ui';
import { formatMoney } from '@yoga/format';
import { parseAmount, type AmountProblem } from './withdraw-amount';

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
  const id = useId();
  const [tried, setTried] = useState(false);
  const parsed = parseAmount(p.draft, p.available);
  const problems: Record<AmountProblem, string> = {
    empty: t`请输入提现金额`,
    format: t`请输入正确的金额`,
    decimals: t`金额最多保留两位小数`,
    min: t`单次提现金额不能低于 ¥1.00`,
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
      <form className="wl-sheet" onSubmit={submit} noValidate>
        <h2>
          <Trans>提现到微信零钱</Trans>
        </h2>
        <label htmlFor={`${id}-amount`} className="wl-field-label">
          <Trans>提现金额</Trans>
        </label>
        <div className="wl-amount">
          <span aria-hidden="true">¥</span>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            value={p.draft}
            placeholder={t`最低 1.00`}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint`}
            onChange={(e) => p.onDraft(e.target.value)}
          />
          <button
            type="button"
            className="wl-link"
            onClick={() => p.onDraft(formatMoney(p.available, { symbol: false, grouping: false }))}
          >
            <Trans>全部提现</Trans>
          </button>
        </div>
        <p
          id={`${id}-hint`}
          className={problem ? 'wl-error' : 'wl-muted'}
          role={problem ? 'alert' : undefined}
        >
          {problem ?? t`可提现余额 ${formatMoney(p.available)}`}
        </p>
        <dl className="wl-kv">
          <dt>
            <Trans>到账账户</Trans>
          </dt>
          <dd>{t`微信零钱（${p.payeeName}）`}</dd>
          <dt>
            <Trans>预计到账</Trans>
          </dt>
          <dd>
            <Trans>审核通过后 1–3 个工作日</Trans>
          </dd>
        </dl>
        <button type="submit" className="y-btn wl-wide" disabled={p.busy}>
          {p.busy ? <Trans>提交中…</Trans> : <Trans>确认提现</Trans>}
        </button>
      </form>
    </BottomSheet>
  );
}
