import { afterEach } from 'vitest';
import { initMonitoring, type MonitoringOptions } from '../init';
import type { MonitoringEvent } from '../types';

export const KEY = '0123456789abcdef'.repeat(4);

const open: (() => void)[] = [];
afterEach(() => open.splice(0).forEach((close) => close()));

/** Monitoring with a transport that keeps what it is given; closed after each test. */
export function setup(options: Partial<MonitoringOptions> = {}) {
  const events: MonitoringEvent[] = [];
  const handle = initMonitoring({
    key: KEY,
    endpoint: 'https://errors.example/api/events',
    transport: async (e) => void events.push(e),
    ...options,
  });
  open.push(handle.close);
  return { handle, events, serialized: () => JSON.stringify(events) };
}
