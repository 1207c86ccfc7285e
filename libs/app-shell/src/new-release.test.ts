import { describe, expect, it, vi } from 'vitest';
import { CHECK_EVERY_MS, watchNewRelease } from './new-release';

function tab(live: string | null) {
  let clock = 0;
  const fetcher = vi.fn(async () =>
    live ? new Response(JSON.stringify({ version: live, commit: 'abc' })) : new Response('', { status: 404 }),
  );
  const ask = vi.fn(async () => true);
  const reload = vi.fn();
  watchNewRelease({
    version: '20261125.080000-aaaaaaa',
    base: '/static/onmat/',
    fetcher,
    ask,
    reload,
    now: () => clock,
  });
  const comeBackAfter = async (ms: number) => {
    clock += ms;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => undefined);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { fetcher, ask, reload, comeBackAfter };
}

describe('a tab left open across a deploy', () => {
  it('is told once that a new version is there, and reloads into it when the user agrees', async () => {
    const t = tab('20261126.090000-bbbbbbb');
    await t.comeBackAfter(60_000);
    expect(t.fetcher).not.toHaveBeenCalled(); // not every time it comes back
    await t.comeBackAfter(CHECK_EVERY_MS);
    expect(t.fetcher).toHaveBeenCalledWith('/static/onmat/version.json', { cache: 'no-store' });
    expect(t.ask).toHaveBeenCalledTimes(1);
    expect(t.reload).toHaveBeenCalledTimes(1);
    await t.comeBackAfter(CHECK_EVERY_MS);
    expect(t.ask).toHaveBeenCalledTimes(1);
  });

  it('says nothing while its release is live or when no release file is served', async () => {
    const same = tab('20261125.080000-aaaaaaa');
    await same.comeBackAfter(CHECK_EVERY_MS);
    expect(same.fetcher).toHaveBeenCalled();
    expect(same.ask).not.toHaveBeenCalled();
    const none = tab(null);
    await none.comeBackAfter(CHECK_EVERY_MS);
    expect(none.ask).not.toHaveBeenCalled();
  });
});
