import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { configureApi, createQueryClient, type ApiEffects } from '@yoga/api';
import { activateTestLocale, i18n } from '@yoga/i18n';
import { detectSubApp, subApps, type Locale } from '@yoga/platform';
import { defaultStore, readToken, writeToken } from '@yoga/session';
import { RouteContext } from '@yoga/ui';
import { TEST_COMPACT_KEY } from './compact';

export interface ScreenOptions {
  /** The address the screen opens at, e.g. `/onmat/order_detail?id=3`. */
  path: string;
  /** The route pattern it is registered under; the path's own pathname by default. */
  route?: string;
  title?: string;
  /** Signed in to the path's sub-app: true for a generated token, or the token itself. */
  signedIn?: boolean | string;
  locale?: Locale;
  /** Milliseconds before a failed read's one retry (production waits a second); tests of faults pass 0. */
  retryDelay?: number;
}

export const testToken = (subAppId: string) => `test-${subAppId}-token-0123456789`;

/** Where the router went, for tests that follow a navigation. */
function Location() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname + l.search}</output>;
}

/**
 * Renders one screen as production does: the app's QueryClient rules, the request layer
 * configured against the test origin with the sub-app's token, the route's title, a router at
 * `path`. The request layer's effects (toasts, login redirects) are recorded for assertions.
 */
export async function renderScreen(ui: ReactElement, o: ScreenOptions) {
  const url = new URL(o.path, location.origin);
  window.history.replaceState(null, '', url.pathname + url.search);
  const sub = detectSubApp(url.pathname, url.hash);
  if (sub && o.signedIn)
    writeToken(sub, o.signedIn === true ? testToken(sub.id) : o.signedIn, defaultStore());
  await activateTestLocale(o.locale ?? 'zh');
  const toasts: string[] = [];
  const effects = {
    toast: vi.fn((m: string) => void toasts.push(m)),
    host: () => 'browser' as const,
    confirm: vi.fn(async () => true),
    clearToken: vi.fn(),
    goLogin: vi.fn(),
    miniProgramLogin: vi.fn(),
    chatOAuth: vi.fn(),
  } satisfies ApiEffects;
  const suman = subApps.find((s) => s.id === 'suman')!;
  configureApi(() => ({
    apiBase: '/api',
    compactKey: TEST_COMPACT_KEY,
    getLocale: () => i18n.locale,
    timeZone: 'Asia/Shanghai',
    auth: {
      sumanToken: () => readToken(suman, defaultStore()),
      token: () => (sub ? readToken(sub, defaultStore()) : null),
    },
    effects,
    // The transport's retries stay (their count is behaviour); only the waits are cut short.
    retryDelay: () => 0,
  }));
  const queryClient = createQueryClient();
  if (o.retryDelay !== undefined)
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: { ...queryClient.getDefaultOptions().queries, retryDelay: o.retryDelay },
    });
  const route = o.route ?? url.pathname;
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url.pathname + url.search + url.hash]}>
          <RouteContext.Provider value={{ path: route, title: o.title ?? '' }}>
            <Routes>
              <Route path={route} element={ui} />
              <Route path="*" element={<Location />} />
            </Routes>
          </RouteContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return {
    ...result,
    effects,
    toasts,
    queryClient,
    user: userEvent.setup(),
    where: () => screen.getByTestId('location').textContent,
  };
}
