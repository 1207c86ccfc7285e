import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { User } from '@yoga/contract';
import { maskPhone } from '@yoga/format';
import { subApps } from '@yoga/platform';
import { defaultStore, readToken, rememberAccount, type AccountSwitch } from '@yoga/session';
import './account-switch-notice.css';

const fetchMe = (subAppId: string) =>
  api.app.get<User>('user/me', { searchParams: { subApp: subAppId }, showError: false });

/**
 * A link with `?token=` signs in whoever the token belongs to, replacing the stored session (the
 * spec's intake, kept: native shells and mini-programs hand their login over this way, before any
 * request). When that is another account than the one signed in, this says so, with the new account's
 * number masked, until dismissed. A banner rather than a question: the hand-off must not be blocked,
 * and the old session is already gone, so there is nothing to choose; a banner rather than a toast,
 * so it cannot pass unseen. Nothing shows when this device knows the old token was the same account.
 */
export function AccountSwitchNotice({
  switched,
  loadMe = fetchMe,
}: {
  switched?: AccountSwitch;
  loadMe?: (subAppId: string) => Promise<User>;
}) {
  const [open, setOpen] = useState(true);
  const me = useQuery({
    queryKey: ['account-switch', switched?.subAppId],
    queryFn: () => loadMe(switched!.subAppId),
    enabled: !!switched,
    retry: false,
    staleTime: Infinity,
  });
  const user = me.data;
  useEffect(() => {
    const subApp = subApps.find((s) => s.id === switched?.subAppId);
    const token = subApp ? readToken(subApp, defaultStore()) : null;
    if (subApp && token && user) rememberAccount(subApp, token, user.id, defaultStore());
  }, [switched, user]);
  if (!switched || !user || !open || switched.previousUserId === user.id) return null;
  const phone = maskPhone(user.phone);
  return (
    <div className="account-switch" role="status">
      <p className="account-switch-text">
        <Trans>已切换为账号 {phone}</Trans>
        <span className="account-switch-hint">
          <Trans>链接登录了另一个账号，原账号已退出</Trans>
        </span>
      </p>
      <button type="button" className="account-switch-close" onClick={() => setOpen(false)}>
        <Trans>知道了</Trans>
      </button>
    </div>
  );
}
