import type { PointerEvent } from 'react';
import './index-bar.css';

export interface IndexBarProps {
  /** The letters (or short labels) of the groups present, top to bottom. */
  keys: readonly string[];
  /** Accessible name of the bar, e.g. "Jump to letter". */
  label: string;
  onSelect: (key: string) => void;
}

/**
 * The A–Z strip beside a grouped list: tap a letter, or slide a finger along the strip, to jump to
 * that group. Each letter is a real button so keyboards and screen readers can use it too.
 */
export function IndexBar({ keys, label, onSelect }: IndexBarProps) {
  // Sliding: the letter under the finger, found by position because pointer capture keeps events
  // on the element where the touch began.
  const onMove = (e: PointerEvent<HTMLElement>) => {
    if (e.buttons === 0 && e.pointerType === 'mouse') return;
    const el = document.elementFromPoint?.(e.clientX, e.clientY);
    const key = el instanceof HTMLElement ? el.dataset.indexKey : undefined;
    if (key) onSelect(key);
  };
  return (
    <nav className="y-index-bar" aria-label={label} onPointerMove={onMove}>
      {keys.map((k) => (
        <button key={k} type="button" data-index-key={k} onClick={() => onSelect(k)}>
          {k}
        </button>
      ))}
    </nav>
  );
}
