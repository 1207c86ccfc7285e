import { useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import { detectSubApp, subApps } from '@yoga/platform';
import type { User } from '@yoga/contract';
import { defaultStore, readToken, rememberAccount } from '@yoga/session';

/**
 * On a protected page the stored token is checked with the server once a minute at most; a token
 * the server no longer accepts (expired, revoked, signed out elsewhere) starts the request layer's
 * login flow (spec section 4) before the user types anything into a page that cannot save it.
 */
export function sessionCheckOptions(subAppId: string, token: string) {
  return {
    queryKey: ['session', subAppId, token] as const,
    // The request layer arrives with the first check, off the first screen's critical path. The
    // account is remembered with its token, so a link's token for another one can be told apart.
    queryFn: async () => {
      const me = await api.app.get<User>('user/me', {
        searchParams: { subApp: subAppId },
        showError: false,
      });
      const subApp = subApps.find((s) => s.id === subAppId);
      if (subApp && me && typeof me.id === 'number') rememberAccount(subApp, token, me.id, defaultStore());
      return me;
    },
    staleTime: 60_000,
    retry: false,
  };
}

export function useSessionCheck(pathname: string, hash: string, protectedRoute: boolean): void {
  const subApp = detectSubApp(pathname, hash);
  const token = subApp ? readToken(subApp, defaultStore()) : null;
  // Every sub-app's own token is checked with the page's own client: suman style (code 11) under
  // /suman and /teacher, standard (403) elsewhere (spec section 7).
  const enabled = protectedRoute && !!subApp && !!token;
  useQuery({ ...sessionCheckOptions(subApp?.id ?? '', token ?? ''), enabled });
}
