import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ApiBusinessError } from '@yoga/api';
import { SLIM_BUSINESS_CODES } from '@yoga/contract/codes';
import { StateView } from '@yoga/ui';

/** Statistics are the course owner's: anyone else is told so in words, never offered a retry. */
export function OwnerRefusal({ query, children }: { query: { error: unknown }; children: ReactNode }) {
  const e = query.error;
  if (e instanceof ApiBusinessError && e.code === SLIM_BUSINESS_CODES.notOwner)
    return (
      <StateView
        illustration="empty"
        title={<Trans>仅课程所有者可查看</Trans>}
        description={<Trans>这门课程的订单和考核数据只对开课的账号开放。</Trans>}
      />
    );
  return <>{children}</>;
}
