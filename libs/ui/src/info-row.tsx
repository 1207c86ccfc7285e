import type { ReactNode } from 'react';

/** One line of a `.y-list` card: what (left, muted) and its value (right, wrapping). */
export function InfoRow({ k, children }: { k: ReactNode; children: ReactNode }) {
  return (
    <li>
      <span className="y-k">{k}</span>
      <span className="y-v">{children}</span>
    </li>
  );
}
