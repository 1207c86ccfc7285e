import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '@yoga/testing';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';

describe('SearchBox', () => {
  it('searches once the user pauses', async () => {
    const onSearch = vi.fn();
    await renderScreen(<SearchBox value="" onSearch={onSearch} placeholder="search" />, {
      path: '/onmat/store',
      route: '/onmat/store',
    });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'mat' } });
    expect(onSearch).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith('mat'), { timeout: SEARCH_DEBOUNCE_MS * 5 });
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('searches at once when the box loses focus within the pause (a result tapped), and not again later', async () => {
    const onSearch = vi.fn();
    await renderScreen(<SearchBox value="" onSearch={onSearch} placeholder="search" />, {
      path: '/onmat/store',
      route: '/onmat/store',
    });
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: '瑜伽垫' } });
    fireEvent.blur(box);
    expect(onSearch).toHaveBeenCalledWith('瑜伽垫');
    await new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
