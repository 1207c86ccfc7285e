import { useEffect, useState, type ReactNode } from 'react';
import type { IllustrationName } from './illustration-drawings';

export type { IllustrationName };

// The drawings are their own small chunk: states show on few first screens, and the disc is enough
// of a picture for the moment they take to arrive.
let loaded: Record<IllustrationName, ReactNode> | null = null;
const loadDrawings = () => import('./illustration-drawings').then((m) => (loaded = m.drawings));

/** A state's picture; decoration only, the state's heading says what it means. */
export function Illustration({ name }: { name: IllustrationName }) {
  const [drawings, setDrawings] = useState(loaded);
  useEffect(() => {
    if (!drawings) void loadDrawings().then(setDrawings);
  }, [drawings]);
  return (
    <svg
      className="y-art"
      viewBox="0 0 120 96"
      width="120"
      height="96"
      aria-hidden="true"
      data-illustration={name}
    >
      <ellipse className="y-art-bg" cx="60" cy="52" rx="46" ry="40" />
      <g fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round">
        {drawings?.[name]}
      </g>
    </svg>
  );
}
