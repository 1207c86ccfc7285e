import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { AgreementCheck, AgreementLink } from '@yoga/ui';

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
