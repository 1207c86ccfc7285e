import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { i18n, activateLocale, loadFeatureCatalog, setCatalogLoader, withCatalog } from './i18n';

const notFound = msg`页面不存在`;

describe('activateLocale', () => {
  it('loads a catalog only for the language asked for, then translates with it', async () => {
    const asked: string[] = [];
    setCatalogLoader(async (l) => {
      asked.push(l);
      return { messages: l === 'en' ? { [notFound.id]: 'Page not found' } : {} };
    });
    await activateLocale('en');
    expect(i18n._(notFound)).toBe('Page not found');
    expect(document.documentElement.lang).toBe('en');
    await activateLocale('en');
    expect(asked).toEqual(['en']);
  });

  it('fails clearly when an app forgot to hand over its catalogs', async () => {
    setCatalogLoader(null);
    await expect(activateLocale('zh')).rejects.toThrow(/no catalog loader/);
  });
});

describe('feature catalogs', () => {
  const title = msg`我的订单`;
  const feature = (asked: string[]) => async (l: 'zh' | 'en') => {
    asked.push(l);
    return { messages: l === 'en' ? { [title.id]: 'My orders' } : {} };
  };

  it('arrive with a screen and its title, in the active language, and follow a language switch', async () => {
    setCatalogLoader(async () => ({ messages: {} }));
    await activateLocale('zh');
    const asked: string[] = [];
    const screens = withCatalog(
      feature(asked),
      { list: async () => ({ default: 'screen' }) },
      { list: title },
    );
    expect(await screens.list()).toEqual({ default: 'screen', title });
    expect(asked).toEqual(['zh']);
    await activateLocale('en');
    expect(i18n._(title)).toBe('My orders');
    await activateLocale('zh');
    expect(asked).toEqual(['zh', 'en']);
  });

  it('come as each screen’s own piece when the build made one, else whole', async () => {
    setCatalogLoader(async () => ({ messages: {} }));
    await activateLocale('en');
    const whole: string[] = [];
    const piece: string[] = [];
    const screens = withCatalog(
      { whole: feature(whole), pieces: { list: feature(piece) } },
      { list: async () => ({ default: 'list' }), detail: async () => ({ default: 'detail' }) },
      { list: title, detail: title },
    );
    await screens.list();
    expect([whole, piece]).toEqual([[], ['en']]);
    await screens.detail();
    expect([whole, piece]).toEqual([['en'], ['en']]);
    expect(i18n._(title)).toBe('My orders');
  });

  it('asked for during a switch, come in the language being switched to', async () => {
    setCatalogLoader(async () => ({ messages: {} }));
    await activateLocale('zh');
    const asked: string[] = [];
    const switching = activateLocale('en');
    await loadFeatureCatalog(feature(asked));
    await switching;
    expect(asked).toEqual(['en']);
    expect(i18n._(title)).toBe('My orders');
  });
});
