import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { CoverImage } from './cover-image';

const box = (c: HTMLElement) => c.querySelector('.y-cover') as HTMLElement;

describe('CoverImage', () => {
  it('keeps its shape and a neutral fill while loading, lazily, then shows the picture', () => {
    const { container } = render(<CoverImage src="/api/courses/art/lotus-c7324c.svg" ratio="4 / 3" />);
    expect(box(container).dataset.state).toBe('loading');
    expect(box(container).style.aspectRatio).toBe('4 / 3');
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('alt')).toBe('');
    fireEvent.load(img);
    expect(box(container).dataset.state).toBe('loaded');
    expect(container.querySelector('img')).toBe(img);
  });

  it('loads a hero at once when asked', () => {
    const { container } = render(<CoverImage src="/a.svg" eager />);
    expect(container.querySelector('img')!.getAttribute('loading')).toBe('eager');
  });

  it('shows the placeholder, not a broken image, when the picture fails, and names it when it has a name', () => {
    const { container, getByRole } = render(<CoverImage src="/missing.svg" alt="流瑜伽进阶小班课" />);
    fireEvent.error(container.querySelector('img')!);
    expect(box(container).dataset.state).toBe('failed');
    expect(container.querySelector('img')).toBeNull();
    expect(getByRole('img', { name: '流瑜伽进阶小班课' })).toBe(box(container));
  });

  it('shows the placeholder for no picture, and starts again for a new one', () => {
    const { container, rerender } = render(<CoverImage src={null} />);
    expect(box(container).dataset.state).toBe('failed');
    expect(container.querySelector('img')).toBeNull();
    rerender(<CoverImage src="/b.svg" />);
    expect(box(container).dataset.state).toBe('loading');
    fireEvent.error(container.querySelector('img')!);
    rerender(<CoverImage src="/c.svg" />);
    expect(box(container).dataset.state).toBe('loading');
  });
});
