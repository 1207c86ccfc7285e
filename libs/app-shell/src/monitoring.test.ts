import { afterEach, describe, expect, it, vi } from 'vitest';
import { BAD_SHAPE_EVENT } from '@yoga/api';
import type { MonitoringEvent } from '@yoga/monitoring';
import type { AppConfig } from './config';
import { startMonitoring } from './monitoring';

const endpoint = 'https://errors.example/api/events';
const config = (monitoring?: AppConfig['monitoring']): AppConfig => ({
  apiBase: '/api',
  compactKey: 'dev-compact-key-0123456789abcdef',
  chat: { authorizeUrl: 'https://open.example/authorize' },
  debugTool: false,
  mode: 'test',
  ...(monitoring ? { monitoring } : {}),
});

/** What reached the endpoint, read from a stubbed fetch. */
function collector() {
  const sent: MonitoringEvent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)) as MonitoringEvent);
      return new Response(null, { status: 204 });
    }),
  );
  return sent;
}

const scriptError = (error: Error) =>
  window.dispatchEvent(new ErrorEvent('error', { error, message: `Uncaught ${error}` }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the error reporter of a page', () => {
  it('loads on the first error and reports it with what the page did before, never a token', async () => {
    const sent = collector();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    history.replaceState(null, '', '/onmat/store?from=mail');
    localStorage.setItem('onmat_token', 'onmat_SECRETtoken0123456789abcdef');
    startMonitoring(config({ key: 'ab'.repeat(32), endpoint }));
    history.pushState(null, '', '/onmat/product/detail/1');
    console.error('price missing for onmat_SECRETtoken0123456789abcdef');
    await new Promise((r) => setTimeout(r, 50));
    // A healthy page sends nothing (that it fetches no reporter chunk, the size check sees).
    expect(fetch).not.toHaveBeenCalled();

    scriptError(new TypeError('p.price is undefined'));
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000 });
    expect(sent[0]).toMatchObject({ kind: 'error', name: 'TypeError', message: 'p.price is undefined' });
    expect(sent[0]!.breadcrumbs.map((b) => b.type)).toEqual(['navigation', 'console']);
    expect(sent[0]!.breadcrumbs[0]!.data).toEqual({ from: '/onmat/store', to: '/onmat/product/detail/1' });
    expect(JSON.stringify(sent)).not.toContain('SECRETtoken');

    // Once there, it reports on its own: an answer without the contract's shape.
    window.dispatchEvent(new CustomEvent(BAD_SHAPE_EVENT, { detail: new Error('bad shape of /api/x') }));
    await vi.waitFor(() => expect(sent.map((e) => e.message)).toContain('bad shape of /api/x'));
  });

  it('is left out entirely when the build names no reporter', () => {
    const before = [history.pushState, console.error];
    startMonitoring(config());
    expect([history.pushState, console.error]).toEqual(before);
  });
});
