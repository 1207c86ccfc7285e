export const SLOW_REQUEST_MS = 5000;

export interface SlowRequest {
  method: string;
  /** Without its query string: queries can carry tokens. */
  url: string;
  durationMs: number;
  status: number | null;
}

type Listener = (r: SlowRequest) => void;
const listeners = new Set<Listener>();

/** The error reporter subscribes here; returns the unsubscribe. */
export function onSlowRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function noteRequestDuration(r: SlowRequest, thresholdMs = SLOW_REQUEST_MS): void {
  if (r.durationMs <= thresholdMs) return;
  const url = r.url.replace(/[?#].*$/s, '');
  for (const l of listeners) {
    try {
      l({ ...r, url });
    } catch {
      /* a broken listener must not break requests */
    }
  }
}
