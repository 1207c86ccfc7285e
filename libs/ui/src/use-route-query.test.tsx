import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { useRouteQuery } from './use-route-query';

const at =
  (url: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;

describe('useRouteQuery', () => {
  it('reads exactly the declared parameters, null when absent', () => {
    const { result } = renderHook(() => useRouteQuery('course_detail'), {
      wrapper: at('/onmat/course_detail?courseId=101&utm=x'),
    });
    expect(result.current.courseId).toBe('101');
    expect(result.current.classId).toBeNull();
    const courseId: string | null = result.current.courseId;
    expect(courseId).toBe('101');
    // @ts-expect-error utm is not a parameter course_detail declares (the type refuses it)
    expect(result.current.utm).toBe('x');
  });

  it('decodes values', () => {
    const { result } = renderHook(() => useRouteQuery('address/list'), {
      wrapper: at('/onmat/address/list?select=1&back=%2Fonmat%2Fstore%3Fx%3D1'),
    });
    expect(result.current.back).toBe('/onmat/store?x=1');
  });
});
