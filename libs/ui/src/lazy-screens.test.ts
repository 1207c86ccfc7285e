import { describe, expect, it, vi } from 'vitest';
import { lazyScreens } from './lazy-screens';

describe('lazyScreens', () => {
  it('loads the map only when a screen is asked for, and gives each name one loader', async () => {
    const Screen = () => null;
    const load = vi.fn(async () => ({ list: async () => ({ default: Screen }) }));
    const screens = lazyScreens(load);
    expect(screens.list).toBe(screens.list);
    expect(load).not.toHaveBeenCalled();
    expect((await screens.list()).default).toBe(Screen);
    expect(load).toHaveBeenCalledOnce();
  });

  it('says which screen is missing', async () => {
    const screens = lazyScreens(async () => ({})) as Record<string, () => Promise<unknown>>;
    await expect(screens.nope!()).rejects.toThrow(/No screen "nope"/);
  });
});
