import { useSearchParams } from 'react-router';

/**
 * A choice kept in the address (replacing, not pushing), so a reload or the trip through login
 * brings the user back to the same tab, month or half-typed amount.
 */
export function useUrlState(name: string): [string | null, (v: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = (v: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (v === null) next.delete(name);
        else next.set(name, v);
        return next;
      },
      { replace: true },
    );
  return [params.get(name), set];
}

/** One of a fixed set of values from the address; anything else reads as the first. */
export function useUrlChoice<T extends string>(name: string, values: readonly T[]): [T, (v: T) => void] {
  const [raw, set] = useUrlState(name);
  const value = values.includes(raw as T) ? (raw as T) : values[0]!;
  return [value, (v) => set(v === values[0] ? null : v)];
}
