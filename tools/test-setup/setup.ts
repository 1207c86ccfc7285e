// Shared by every Vitest project: jest-dom style matchers are not used; keep the DOM clean.
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
