import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { i18n, activateLocale, setCatalogLoader } from './i18n';

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
