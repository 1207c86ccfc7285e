import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { defineRoutes } from './define-routes';

function Reads() {
  const q = useQuery({ queryKey: ['answer'], queryFn: () => Promise.resolve(42) });
  return <p>answer {q.data ?? '…'}</p>;
}

function SignIn() {
  let client = 'none';
  try {
    useQueryClient();
    client = 'some';
  } catch {
    /* no provider above: what a sign-in page must see */
  }
  return <p>client {client}</p>;
}

const readsScreen = async () => ({ default: Reads });
const [reads, signIn, alias] = defineRoutes([
  { path: '/onmat/store', title: msg`商城`, auth: false, screen: readsScreen },
  {
    path: '/onmat/login',
    title: msg`登录`,
    auth: false,
    query: false,
    screen: async () => ({ default: SignIn }),
  },
  { path: '/onmat/product/11', title: msg`商城`, auth: false, screen: readsScreen },
]);

const show = async (r: typeof reads) => {
  const { default: Screen } = await r!.load!();
  render(
    <MemoryRouter>
      <Screen />
    </MemoryRouter>,
  );
};

describe('defineRoutes', () => {
  it('gives a data screen the app query client, loaded with it', async () => {
    await show(reads);
    expect(await screen.findByText('answer 42')).toBeTruthy();
  });

  it('loads a `query: false` screen (the sign-in page) without Query', async () => {
    await show(signIn);
    expect(screen.getByText('client none')).toBeTruthy();
  });

  it('gives routes sharing a screen one lazy component, loaded once', () => {
    expect(alias!.Screen).toBe(reads!.Screen);
    expect(alias!.load).toBe(reads!.load);
  });
});
