import { useLingui } from '@lingui/react/macro';
import { useRouteTitle } from '@yoga/app-shell';
import { MessagePage } from '@yoga/ui';

export default function ActivityEnded() {
  const { t } = useLingui();
  return <MessagePage title={useRouteTitle()} icon="🏁" text={t`活动已结束`} />;
}
