import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ActionBar, AgreementCheck, AgreementLink, SubmitButton } from '@yoga/ui';

/** "I have read and agree to …": the link opens the agreement; a page of another build loads fully. */
export function AgreeCheck({
  to,
  checked,
  onChange,
  children,
}: {
  to: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  children: ReactNode;
}) {
  const link = <AgreementLink href={to}>{children}</AgreementLink>;
  return (
    <AgreementCheck checked={checked} onChange={onChange} data-testid="agree">
      <Trans>我已阅读并同意{link}</Trans>
    </AgreementCheck>
  );
}

/** The purchase bar: the agreement box above one buy button that says when the order is being placed. */
export function AgreeBuyBar({
  to,
  agreed,
  onAgree,
  agreement,
  pending,
  onBuy,
  label,
}: {
  to: string;
  agreed: boolean;
  onAgree: (v: boolean) => void;
  agreement: ReactNode;
  pending: boolean;
  onBuy: () => void;
  label: string;
}) {
  return (
    <ActionBar
      stacked
      start={
        <AgreeCheck to={to} checked={agreed} onChange={onAgree}>
          {agreement}
        </AgreeCheck>
      }
    >
      <SubmitButton
        onClick={onBuy}
        pending={pending}
        pendingLabel={<Trans>正在下单…</Trans>}
        data-testid="buy"
      >
        {label}
      </SubmitButton>
    </ActionBar>
  );
}
