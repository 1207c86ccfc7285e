import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { useSubApp } from './use-sub-app';

const at =
  (url: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;

describe('useSubApp', () => {
  it('is the sub-app of the location, the longest prefix first', () => {
    const { result } = renderHook(() => useSubApp(), { wrapper: at('/onmat/teacher/class_info') });
    expect(result.current.id).toBe('onmat-teacher');
  });

  it('throws a clear error outside every sub-app', () => {
    expect(() => renderHook(() => useSubApp(), { wrapper: at('/public/video') })).toThrow(
      /\/public\/video is under no sub-app/,
    );
  });
});
