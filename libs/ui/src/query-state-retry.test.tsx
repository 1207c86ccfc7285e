import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { i18n, activateTestLocale } from '@yoga/i18n';
import { QueryState } from './query-state';

beforeAll(() => activateTestLocale('zh'));

/** Two sections of one screen, each with its own query and states (change_class: classes, history). */
function Section({ name, up }: { name: string; up: () => boolean }) {
  const q = useQuery({
    queryKey: [name],
    queryFn: async () => (up() ? name : Promise.reject(new Error('down'))),
    retry: false,
  });
  return <QueryState query={q}>{(d) => <p>{d} loaded</p>}</QueryState>;
}

describe('retry on a screen with two failed sections', () => {
  it('brings both back from one tap', async () => {
    let serverUp = false;
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <QueryClientProvider client={new QueryClient()}>
            <Section name="classes" up={() => serverUp} />
            <Section name="history" up={() => serverUp} />
          </QueryClientProvider>
        </MemoryRouter>
      </I18nProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: '重试' })).toHaveLength(2));
    const retries = screen.getAllByRole('button', { name: '重试' });
    serverUp = true;
    await userEvent.click(retries[0]!);
    await waitFor(() => expect(screen.queryAllByRole('button', { name: '重试' })).toHaveLength(0));
    expect(screen.getByText('classes loaded')).toBeTruthy();
    expect(screen.getByText('history loaded')).toBeTruthy();
  });
});
