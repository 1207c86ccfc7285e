import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A choice kept in the address (replacing, not pushing), so a reload or the trip through login
 * brings the user back to the same plan with the same box ticked. The screen reads its own copy:
 * the router applies the address change a moment later, and a tapped box must change at once.
 */
export function useUrlState(name: string): [string | null, (v: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const [value, setValue] = useState(() => params.get(name));
  const set = (v: string | null) => {
    setValue(v);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (v === null) next.delete(name);
        else next.set(name, v);
        return next;
      },
      { replace: true },
    );
  };
  return [value, set];
}
