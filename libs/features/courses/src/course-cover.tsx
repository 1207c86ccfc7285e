import { useId } from 'react';

/**
 * The course image, or (no image yet, as for most seeded courses) a brand-coloured gradient with the
 * title drawn on it: no external image host, nothing to load, and never an empty grey box.
 */
export function CourseCover({ title, cover }: { title: string; cover: string | null }) {
  const id = useId();
  if (cover) return <img className="cs-cover" src={cover} alt={title} />;
  const lines = title.length > 12 ? [title.slice(0, 12), title.slice(12, 24)] : [title];
  return (
    <div className="cs-cover">
      <svg viewBox="0 0 320 180" role="img" aria-label={title}>
        <defs>
          <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="var(--y-primary)" />
            <stop offset="1" stopColor="#1f2329" />
          </linearGradient>
        </defs>
        <rect width="320" height="180" fill={`url(#${id})`} />
        <circle cx="270" cy="40" r="60" fill="#fff" opacity="0.08" />
        <circle cx="40" cy="170" r="50" fill="#fff" opacity="0.06" />
        {lines.map((l, i) => (
          <text
            key={i}
            x="24"
            y={96 + i * 30 - (lines.length - 1) * 15}
            fill="#fff"
            fontSize="24"
            fontWeight="600"
          >
            {l}
          </text>
        ))}
      </svg>
    </div>
  );
}
