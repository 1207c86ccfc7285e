import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ActionBar } from './action-bar';

describe('ActionBar', () => {
  it('shows its start content and buttons, reachable by role', () => {
    const onPay = vi.fn();
    render(
      <ActionBar start={<strong>¥99.00</strong>}>
        <button type="button" className="y-btn y-btn-ghost">
          Add to cart
        </button>
        <button type="button" className="y-btn" onClick={onPay}>
          Buy now
        </button>
      </ActionBar>,
    );
    expect(screen.getByText('¥99.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(onPay).toHaveBeenCalledOnce();
  });

  it('keeps a spacer in the flow so the content ends above the bar, hidden from screen readers', () => {
    render(
      <main>
        <p>content</p>
        <ActionBar data-testid="bar">
          <button type="button">OK</button>
        </ActionBar>
      </main>,
    );
    const space = screen.getByTestId('action-bar-space');
    expect(space.getAttribute('aria-hidden')).toBe('true');
    expect(space.style.height).toContain('px');
    expect(space.nextElementSibling).toBe(screen.getByTestId('bar'));
  });
});
