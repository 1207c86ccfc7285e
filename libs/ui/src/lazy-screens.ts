import type { ScreenMap } from './route-context';

/**
 * A feature's screen map, itself loaded on first use. The map module names every screen chunk (and
 * the chunks each one needs); kept out of the entry, an app's first screen does not carry the file
 * names of the hundreds of screens it may never open. Each name gets one stable loader, so routes
 * that share a screen share its lazy component.
 */
export function lazyScreens<M extends ScreenMap>(load: () => Promise<M>): M {
  const loaders = new Map<string, ScreenMap[string]>();
  return new Proxy({} as M, {
    get(_, name) {
      if (typeof name !== 'string') return undefined;
      let loader = loaders.get(name);
      if (!loader) {
        loader = () =>
          load().then((screens) => {
            const screen = screens[name];
            if (!screen) throw new Error(`No screen "${name}" in this feature's screen map`);
            return screen();
          });
        loaders.set(name, loader);
      }
      return loader;
    },
  });
}
