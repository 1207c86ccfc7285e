// Shared by every Vitest project. Testing Library cleans up by itself only with global test APIs.
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  }
});

// jsdom does not implement scrolling; kept-alive screens restore their scroll position with it.
if (typeof window !== 'undefined') window.scrollTo = () => {};
