import { describe, expect, it } from 'vitest';
import { detectLanguage, keepQueryLanguage, toLocale } from './index';

const store = (v: string | null) => ({ getItem: () => v });
const throwing = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
};

describe('detectLanguage', () => {
  it('takes the lng query first, then session, then local storage, then the browser, else English', () => {
    expect(detectLanguage({ search: '?lng=zh', session: store('en'), browserLanguage: 'en' })).toBe('zh');
    expect(detectLanguage({ search: '', session: store('zh'), local: store('en') })).toBe('zh');
    expect(detectLanguage({ search: '', session: store(null), local: store('zh') })).toBe('zh');
    expect(detectLanguage({ search: '', browserLanguage: 'zh-CN' })).toBe('zh');
    expect(detectLanguage({ search: '', browserLanguage: 'fr-FR' })).toBe('en');
    expect(detectLanguage({ search: '' })).toBe('en');
  });

  it('skips unsupported values and storage that throws', () => {
    expect(
      detectLanguage({
        search: '?lng=de',
        session: throwing,
        local: store('<script>'),
        browserLanguage: 'zh_TW',
      }),
    ).toBe('zh');
  });

  it('normalises case and region', () => {
    expect(toLocale('ZH-hans')).toBe('zh');
    expect(toLocale('en_US')).toBe('en');
    expect(toLocale('')).toBeNull();
  });
});

describe('keepQueryLanguage', () => {
  const memory = () => {
    const m = new Map<string, string>();
    return { setItem: (k: string, v: string) => void m.set(k, v), getItem: (k: string) => m.get(k) ?? null };
  };

  it('keeps a supported lng for the next page of the visit, which then detects it without the query', () => {
    const session = memory();
    expect(keepQueryLanguage('?lng=EN-us', () => session)).toBe('en');
    expect(detectLanguage({ search: '', session, browserLanguage: 'zh-CN' })).toBe('en');
  });

  it('ignores a missing or unsupported lng, and storage that throws', () => {
    const session = memory();
    expect(keepQueryLanguage('?lng=de', () => session)).toBeNull();
    expect(keepQueryLanguage('', () => session)).toBeNull();
    expect(session.getItem('lng')).toBeNull();
    const throwing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(keepQueryLanguage('?lng=zh', () => throwing)).toBe('zh');
  });
});
