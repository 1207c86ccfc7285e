import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { link, type SubApp } from '@yoga/platform';
import { coachWalletKeys } from './keys';

/**
 * After an order is made: what the payment will change is marked stale (the balance, the ledger,
 * the bought packages), and the coach goes to the coach cashier, which returns to the record.
 */
export function useToCashier(sub: SubApp) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return ({ orderNo }: { orderNo: string }) => {
    void client.invalidateQueries({ queryKey: coachWalletKeys.all(sub.id) });
    void navigate(link(sub, 'app/pay_info', { orderNo }));
  };
}
