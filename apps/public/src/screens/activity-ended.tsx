import { useLingui } from '@lingui/react/macro';
import { MessagePage, useRouteTitle } from '@yoga/ui';

export default function ActivityEnded() {
  const { t } = useLingui();
  return <MessagePage title={useRouteTitle()} illustration="ended" text={t`活动已结束`} />;
}
