import type { Endpoint } from '../common';
import { devAdvanceRequest, walletWithdrawal } from '../wallet-withdrawals';

/** Development-only: move a withdrawal on without waiting (e2e, reviewers). */
export const walletDevEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/__dev/wallet/withdrawals/:id/advance',
    auth: 'dev only',
    request: devAdvanceRequest,
    response: walletWithdrawal,
    about:
      'Advance a withdrawal to processing, paid or rejected (with a reason). 4553 when its state does not allow it.',
  },
];
