import { useCallback, useState } from 'react';
import { useCountdown } from '@yoga/format';

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
  const { left } = useCountdown(deadline);
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
  return [Math.ceil((left ?? 0) / 1000), start];
}
