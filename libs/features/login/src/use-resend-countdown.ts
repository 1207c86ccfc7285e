import { useCallback, useState } from 'react';
// useNow, not useCountdown: the countdown hook brings the kit's date and duration formatting (four
// more chunks on the login) for a number of seconds the screen prints itself.
import { useNow } from '@yoga/format';

function readDeadline(key: string): number | null {
  try {
    const at = Number(sessionStorage.getItem(key));
    return at > 0 ? at : null;
  } catch {
    return null; // blocked storage: the countdown simply starts fresh
  }
}

/**
 * Seconds left before a code may be sent again: the kit's countdown over a deadline kept in session
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
      try {
        sessionStorage.setItem(key, String(at));
      } catch {
        // blocked storage: the countdown still runs for this page
      }
      setState({ key, deadline: at });
    },
    [key],
  );
  return [Math.ceil(left / 1000), start];
}
