import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { KeyValueStore } from '@yoga/session';
import { useSessionDraft } from './use-session-draft';

const parse = (raw: unknown) =>
  raw && typeof raw === 'object' && typeof (raw as { text?: unknown }).text === 'string'
    ? { text: (raw as { text: string }).text }
    : null;

function mapStore(seed: Record<string, string> = {}): KeyValueStore & { map: Map<string, string> } {
  const map = new Map(Object.entries(seed));
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('useSessionDraft', () => {
  it('keeps what was typed for the next visit, and forgets it once sent', () => {
    const store = mapStore();
    const first = renderHook(() => useSessionDraft('fb:draft', () => ({ text: '' }), { parse, store }));
    act(() => first.result.current[1]({ text: '灯坏了' }));
    first.unmount();

    const again = renderHook(() => useSessionDraft('fb:draft', () => ({ text: '' }), { parse, store }));
    expect(again.result.current[0]).toEqual({ text: '灯坏了' });
    act(() => again.result.current[2]({ text: '' }));
    expect(again.result.current[0]).toEqual({ text: '' });
    expect(store.map.has('fb:draft')).toBe(false);
  });

  it('keeps no draft with nothing in it: an emptied form, or nonsense read back, clears storage', () => {
    const store = mapStore({ k: '{"text":42}' });
    const empty = (v: { text: string }) => v.text === '';
    const { result } = renderHook(() => useSessionDraft('k', () => ({ text: '' }), { parse, store, empty }));
    expect(store.map.has('k')).toBe(false);
    act(() => result.current[1]({ text: '在' }));
    expect(store.map.get('k')).toBe('{"text":"在"}');
    act(() => result.current[1]({ text: '' }));
    expect(store.map.has('k')).toBe(false);
  });

  it('starts afresh from a draft that is not JSON or has the wrong shape', () => {
    for (const bad of ['{not json', '{"text":42}', 'null']) {
      const store = mapStore({ k: bad });
      const { result } = renderHook(() => useSessionDraft('k', () => ({ text: 'new' }), { parse, store }));
      expect(result.current[0]).toEqual({ text: 'new' });
    }
  });

  it('works on with storage that throws', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const { result } = renderHook(() => useSessionDraft('k', () => ({ text: '' }), { parse, store: broken }));
    act(() => result.current[1]({ text: 'still here' }));
    expect(result.current[0]).toEqual({ text: 'still here' });
    act(() => result.current[2]());
  });
});
