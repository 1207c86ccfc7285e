import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { SignInGate } from '@yoga/ui';

/**
 * The invoice routes open without a login (spec), but every call needs a token: signed out, the
 * kit's prompt says what signing in is for and comes back here afterwards.
 */
export function InvoiceGate({ children }: { children: ReactNode }) {
  return (
    <SignInGate
      title={<Trans>登录后开具发票</Trans>}
      why={<Trans>登录后可为已支付的订单申请电子发票，并查看开票记录</Trans>}
    >
      {children}
    </SignInGate>
  );
}
