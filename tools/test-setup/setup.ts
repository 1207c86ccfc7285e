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
