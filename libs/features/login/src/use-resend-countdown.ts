import { useCallback, useState } from 'react';
// useNow, not useCountdown: the countdown hook brings the kit's date and duration formatting (four
// more chunks on the login) for a number of seconds the screen prints itself.
import { useNow } from '@yoga/format';
import { safeGet, safeSet, tabStore } from '@yoga/session';

/** No server makes anyone wait this long: a later deadline was edited by hand. */
const LONGEST_WAIT = 60 * 60 * 1000;

// Blocked storage, or a kept value that is no sensible time: the countdown simply starts fresh.
function readDeadline(key: string): number | null {
  const at = Number(safeGet(tabStore(), key));
  return at > 0 && at - Date.now() <= LONGEST_WAIT ? at : null;
}

/**
 * Seconds left before a code may be sent again: the kit's countdown over a deadline kept in the tab's
 * storage, so a reload does not let the user ask again early (the server would refuse anyway).
 */
export function useResendCountdown(key: string): [number, (seconds: number) => void] {
  const [state, setState] = useState(() => ({ key, deadline: readDeadline(key) }));
  // Another key (another sub-app) has its own deadline.
  const deadline = state.key === key ? state.deadline : readDeadline(key);
  const now = useNow(deadline != null && deadline > Date.now());
  const left = deadline == null ? 0 : Math.max(0, deadline - now);
  const start = useCallback(
    (seconds: number) => {
      const at = Date.now() + seconds * 1000;
      // Where storage refuses it, the countdown still runs for this page.
      safeSet(tabStore(), key, String(at));
      setState({ key, deadline: at });
    },
    [key],
  );
  return [Math.ceil(left / 1000), start];
}
