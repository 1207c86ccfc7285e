import { appForPath } from './paths';
import type { AppName } from './registry';

/**
 * Moving to a path served by another app build is a full document navigation; inside one app the
 * router moves client-side. Returns which way it went.
 */
export function navigateAcrossApps(
  to: string,
  currentApp: AppName,
  clientSide: (to: string, opts: { replace: boolean }) => void,
  opts: { replace?: boolean; location?: Pick<Location, 'assign' | 'replace'> } = {},
): 'client' | 'document' {
  const replace = opts.replace ?? false;
  if (appForPath(to) === currentApp) {
    clientSide(to, { replace });
    return 'client';
  }
  const loc = opts.location ?? window.location;
  if (replace) loc.replace(to);
  else loc.assign(to);
  return 'document';
}
