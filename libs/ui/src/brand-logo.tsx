import type { ReactNode } from 'react';
import { brands, type BrandId } from '@yoga/platform';

/**
 * One simple glyph per brand, drawn with strokes on a 48 × 48 grid so it stays legible from a
 * 16 px favicon up to a home-screen icon.
 */
const glyphs: Record<BrandId, ReactNode> = {
  // A figure with raised arms, standing on a mat.
  onmat: (
    <>
      <circle cx="24" cy="11.5" r="3.5" />
      <path d="M15 14l9 6 9-6M24 20v8M18 34l6-6 6 6M10 39h28" />
    </>
  ),
  // A lotus: a centre petal between two open ones.
  phala: (
    <path d="M24 11c4.5 5 4.5 15 0 23-4.5-8-4.5-18 0-23zM24 34c-2-7-6.5-11.5-13-12.5 0 7 5.5 12.5 13 12.5zM24 34c2-7 6.5-11.5 13-12.5 0 7-5.5 12.5-13 12.5zM13 38h22" />
  ),
  // A leaf with its vein.
  suman: <path d="M13 35c0-13 8-21 23-22 0 15-8.5 22-23 22zM13 35l13-13" />,
  // A flame.
  slim: (
    <path d="M24 9c6 6 11 11 11 18.5a11 11 0 0 1-22 0c0-5 3-8.5 5.5-10.5 0 4 2 6.5 4.5 7 0-6-2-10 1-15z" />
  ),
  // Two waves under the sun.
  'yoga-bay': (
    <>
      <circle cx="32" cy="14" r="4" />
      <path d="M8 25c4-4 8-4 12 0s8 4 12 0 8-4 8-4M8 34c4-4 8-4 12 0s8 4 12 0 8-4 8-4" />
    </>
  ),
  // A camera.
  beaticam: (
    <>
      <rect x="9" y="16" width="30" height="21" rx="4" />
      <circle cx="24" cy="26.5" r="5.5" />
      <path d="M18 16l2.5-4.5h7L30 16" />
    </>
  ),
  // A wheel with its spokes.
  cycling: (
    <>
      <circle cx="24" cy="24" r="13" />
      <circle cx="24" cy="24" r="2.5" />
      <path d="M24 11v10.5M24 26.5V37M11 24h10.5M26.5 24H37" />
    </>
  ),
  // A seated figure in meditation: the product itself.
  public: (
    <>
      <circle cx="24" cy="12" r="3.5" />
      <path d="M24 17.5v8.5M15 27l9-5 9 5M12 35c5-3.5 19-3.5 24 0" />
    </>
  ),
};

export interface BrandLogoProps {
  brand: BrandId;
  /** Side in CSS pixels. */
  size?: number;
  /** Names the logo for screen readers; without it the logo is decoration beside the brand's name. */
  title?: string;
  /** Full-bleed square for home-screen icons, which the platform rounds itself. */
  square?: boolean;
}

/** The brand's tile: its glyph on its primary colour. The same drawing is each app's favicon. */
export function BrandLogo({ brand, size = 40, title, square = false }: BrandLogoProps) {
  const { primary, onPrimary } = brands[brand];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 48 48"
      width={size}
      height={size}
      className="y-logo"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      <rect width="48" height="48" rx={square ? 0 : 12} fill={primary} />
      <g fill="none" stroke={onPrimary} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        {glyphs[brand]}
      </g>
    </svg>
  );
}
