import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { activateTestLocale, i18n } from '@yoga/i18n';
import { subApps } from '@yoga/platform';
import { intakeFromLocation, rememberAccount } from '@yoga/session';
import { AccountSwitchNotice } from './account-switch-notice';

const b = { id: 42, name: '李四', phone: '13900001234', areaCode: '86' };

/** Opens a link with `?token=` on onmat, with `stored` already signed in, then shows the notice. */
function openLink(stored: string | null, me = b, storedUserId?: number) {
  localStorage.clear();
  if (stored) localStorage.setItem('onmat_token', stored);
  // The account this device saw with the stored token (the session check remembers it).
  if (stored && storedUserId !== undefined)
    rememberAccount(
      subApps.find((s) => s.id === 'onmat')!,
      stored,
      storedUserId,
      localStorage,
    );
  const loc = { pathname: '/onmat/store', search: '?token=tok-of-b', hash: '' };
  const { switched } = intakeFromLocation(localStorage, loc, { state: null, replaceState: () => {} });
  const client = new QueryClient();
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AccountSwitchNotice switched={switched} loadMe={async () => me} />
        <p>page</p>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

beforeAll(() => activateTestLocale('zh'));
beforeEach(() => localStorage.clear());

describe('a link that signs in another account', () => {
  it('says which account is now signed in, phone masked, until dismissed', async () => {
    openLink('tok-of-a');
    expect((await screen.findByRole('status')).textContent).toContain('已切换为账号 139****1234');
    expect(localStorage.getItem('onmat_token')).toBe('tok-of-b');
    await userEvent.click(screen.getByRole('button', { name: '知道了' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing when this device knows the replaced token was the same account', async () => {
    openLink('tok-old-of-b', b, b.id);
    await screen.findByText('page');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing when nobody was signed in before the link', async () => {
    openLink(null);
    await screen.findByText('page');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
