import { useLingui } from '@lingui/react/macro';
import { MessagePage, useRouteTitle } from '@yoga/ui';

export default function LinkExpired() {
  const { t } = useLingui();
  return <MessagePage title={useRouteTitle()} illustration="expired" text={t`链接已失效`} />;
}
