import type { SubAppIdT, User } from '@yoga/contract';
import type { Db } from '../../db';

export interface SignInEvent {
  db: Db;
  clock: () => number;
  user: User;
  subApp: SubAppIdT;
  /** The account was created by this sign-in. */
  newUser: boolean;
  /** An invite code the login page was opened with (`login?invite=`), if any. */
  invite?: string;
}
type SignInHook = (e: SignInEvent) => void;
const hooks: SignInHook[] = [];

/**
 * Lets a domain react to a sign-in (mat invites count a friend who joined through a share link).
 * Module-wide like the payment hooks: each event carries its own database. A hook that throws does
 * not fail the sign-in; the user is signed in either way.
 */
export function onSignIn(fn: SignInHook): void {
  if (!hooks.includes(fn)) hooks.push(fn);
}

export function signedIn(e: SignInEvent, log: (line: string) => void): void {
  for (const h of hooks) {
    try {
      h(e);
    } catch (err) {
      log(`sign-in hook failed: ${(err as Error).message}`);
    }
  }
}
