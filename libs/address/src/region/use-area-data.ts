import { useCallback, useEffect, useState } from 'react';
import { loadAreaData, type AreaData } from './area-data';

export type AreaState = { status: 'pending' | 'error'; data: null } | { status: 'success'; data: AreaData };

/** The area tree, loading on first use; `retry` after a failed load (offline, a deploy in between). */
export function useAreaData(): AreaState & { retry: () => void } {
  const [state, setState] = useState<AreaState>({ status: 'pending', data: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadAreaData().then(
      (data) => live && setState({ status: 'success', data }),
      () => live && setState({ status: 'error', data: null }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'pending', data: null });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
