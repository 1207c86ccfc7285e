import { TRANSPORT_TIMEOUT_MS } from './limits';
import type { Transport } from './types';

export interface HttpTransportOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** POSTs each event as JSON; gives up after 5000 ms so a dead endpoint never piles up requests. */
export function createHttpTransport(endpoint: string, options: HttpTransportOptions = {}): Transport {
  const { timeoutMs = TRANSPORT_TIMEOUT_MS, fetch: send = (...a) => fetch(...a) } = options;
  return async (event) => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`monitoring: no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    try {
      const res = await send(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
        signal: controller.signal,
        // The reporting host is not ours to send cookies to.
        credentials: 'omit',
      });
      if (!res.ok) throw new Error(`monitoring: endpoint answered HTTP ${res.status}`);
    } finally {
      clearTimeout(timer);
    }
  };
}
