import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RouteContext } from '@yoga/ui';
import EmptyPage from './empty';

describe('empty page', () => {
  it('shows nothing but names itself to screen readers', () => {
    render(
      <RouteContext.Provider value={{ path: '/public/empty', title: '空白页' }}>
        <EmptyPage />
      </RouteContext.Provider>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: '空白页' });
    expect(heading.style.position).toBe('absolute');
    expect(screen.getByTestId('empty-page').textContent).toBe('空白页');
  });
});
