import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import { createApiClients, type ApiConfig } from './client';
import type { ApiEffects } from './login-required';
import { handlers } from './testing/handlers';

export const server = setupServer(...handlers);

export const KEY = 'dev-compact-key-0123456789abcdef';

export function setup(over: Partial<ApiConfig> = {}, host: ReturnType<ApiEffects['host']> = 'browser') {
  const effects = {
    toast: vi.fn(),
    host: () => host,
    confirm: vi.fn(async () => true),
    clearToken: vi.fn(),
    goLogin: vi.fn(),
    miniProgramLogin: vi.fn(),
    chatOAuth: vi.fn(),
  };
  const tokens = {
    suman: 'suman-token-123456789' as string | null,
    std: 'std-token-abcdefghijkl' as string | null,
  };
  const clients = createApiClients({
    apiBase: '/api',
    compactKey: KEY,
    getLocale: () => 'zh',
    timeZone: 'Asia/Shanghai',
    origin: 'http://localhost:3000',
    auth: { sumanToken: () => tokens.suman, token: () => tokens.std },
    effects,
    // Retries keep their order and count; only the waits between them are cut short.
    retryDelay: () => 1,
    ...over,
  });
  return { ...clients, effects, tokens };
}
