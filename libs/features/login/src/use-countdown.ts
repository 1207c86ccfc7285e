import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before a code may be sent again. The deadline is kept in session storage so a
 * reload does not let the user ask again early (the server would refuse anyway).
 */
export function useCountdown(key: string): [number, (seconds: number) => void] {
  const read = () => Math.max(0, Math.ceil((Number(sessionStorage.getItem(key) ?? 0) - Date.now()) / 1000));
  const [left, setLeft] = useState(read);
  useEffect(() => {
    if (left <= 0) return;
    const id = setInterval(() => setLeft(read()), 1000);
    return () => clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left > 0, key]);
  const start = useCallback(
    (seconds: number) => {
      sessionStorage.setItem(key, String(Date.now() + seconds * 1000));
      setLeft(seconds);
    },
    [key],
  );
  return [left, start];
}
