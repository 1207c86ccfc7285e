import { z } from 'zod';
import { msg, page, type Endpoint } from './common';
import { MAX_WITHDRAWAL } from './codes/wallet';
// Plain values live in ./codes (the zod-free `@yoga/contract/codes` entry); re-exported for the server.
export { MIN_WITHDRAWAL, MAX_WITHDRAWAL } from './codes/wallet';

/** The account the money is paid out to; the holder's name arrives masked, never in full. */
export const payee = z.object({ channel: z.literal('wechat'), name: z.string() });

/**
 * applied -> processing (reviewed) -> paid, or applied/processing -> rejected with a reason, which
 * returns the amount to the available balance.
 */
export const withdrawalState = z.enum(['applied', 'processing', 'paid', 'rejected']);
export const walletWithdrawal = z.object({
  id: z.number().int().positive(),
  amount: z.number().int().positive(),
  state: withdrawalState,
  payee,
  /** Why it was rejected; null otherwise. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  processingAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
});
export const withdrawalPage = page(walletWithdrawal);

/** Fen; the ¥1.00 minimum and the balance are the server's checks (4551, 4552), this only the shape. */
export const withdrawRequest = z.object({
  amount: z
    .number(msg('invalid_amount'))
    .int(msg('invalid_amount'))
    .positive(msg('invalid_amount'))
    .max(MAX_WITHDRAWAL, msg('invalid_amount')),
});
export const devAdvanceRequest = z.object({
  to: z.enum(['processing', 'paid', 'rejected'], msg('invalid_params')),
  reason: z.string().max(200).optional(),
});

export type WithdrawalState = z.infer<typeof withdrawalState>;
export type WalletWithdrawal = z.infer<typeof walletWithdrawal>;
export type WithdrawalPage = z.infer<typeof withdrawalPage>;
export type WithdrawRequest = z.infer<typeof withdrawRequest>;
export type Payee = z.infer<typeof payee>;

const auth = 'AUTHORIZE_TOKEN (403)';
export const withdrawalEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/wallet/withdrawals?subApp=&page=&pageSize=',
    auth,
    request: null,
    response: withdrawalPage,
    about: 'Withdrawals newest first, each in its state now.',
  },
  {
    method: 'GET',
    path: '/api/wallet/withdrawals/:id?subApp=',
    auth,
    request: null,
    response: walletWithdrawal,
    about: 'One withdrawal with the times of its timeline. 404 for another user’s.',
  },
  {
    method: 'POST',
    path: '/api/wallet/withdrawals?subApp=',
    auth,
    request: withdrawRequest,
    response: walletWithdrawal,
    about:
      'Withdraw to the account’s chat wallet: the amount moves from available to frozen; reviewed after 1 minute, paid after 5. 4551 below ¥1, 4552 above available.',
  },
];
