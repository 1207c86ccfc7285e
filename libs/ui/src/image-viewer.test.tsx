import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { showImageViewer } from './image-viewer';

describe('showImageViewer (antd-mobile, loaded on first use)', () => {
  it('opens the pictures full screen at the tapped one', async () => {
    await act(() => showImageViewer(['/a.jpg', '/b.jpg', '/c.jpg'], 1));
    await waitFor(() =>
      expect(document.querySelector('.adm-image-viewer-indicator')?.textContent).toBe('2 / 3'),
    );
    expect(document.querySelectorAll('.adm-image-viewer-slide img').length).toBe(3);
  });

  it('does nothing without pictures', async () => {
    await expect(showImageViewer([])).resolves.toBeUndefined();
  });
});
