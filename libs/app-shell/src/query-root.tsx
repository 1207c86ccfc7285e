import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@yoga/api';
import { useSessionCheck } from './use-session-check';

/**
 * The app's one query client, in its own chunk with Query itself: loaded beside the first screen
 * that reads server data, never by a sign-in page (about 10 KB gzipped off every login). Every
 * screen that uses it gets this provider around it, all with the same client.
 */
export const queryClient = createQueryClient();

export function QueryRoot({ auth, children }: { auth: boolean; children?: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {auth && <SessionCheck />}
      {children}
    </QueryClientProvider>
  );
}

/** A protected page checks its token with the server (use-session-check.ts). */
function SessionCheck() {
  const { pathname, hash } = useLocation();
  useSessionCheck(pathname, hash, true);
  return null;
}
