import type { ReactNode } from 'react';

export type IllustrationName =
  'empty' | 'error' | 'not-found' | 'ended' | 'expired' | 'network-off' | 'under-construction';

/**
 * Line drawings on a soft disc. Strokes are `currentColor` and the disc is the brand tint (both set
 * by CSS), so every brand's states are drawn in its own colours without a file per brand.
 */
export const drawings: Record<IllustrationName, ReactNode> = {
  // An open, empty box.
  empty: (
    <path d="M36 44l24-10 24 10v26L60 80 36 70zM36 44l24 10 24-10M60 54v26M36 44l-8 10 24 10 8-10M84 44l8 10-24 10-8-10" />
  ),
  // A warning sign.
  error: (
    <>
      <path d="M60 22L92 76H28z" />
      <path d="M60 42v16M60 66v1" />
    </>
  ),
  // A magnifier over nothing.
  'not-found': (
    <>
      <circle cx="54" cy="44" r="18" />
      <path d="M67 57l17 17M48 40a7 7 0 1 1 9 7c-2 1-3 2-3 4M54 57v0" />
    </>
  ),
  // A finish flag.
  ended: (
    <>
      <path d="M40 80V20M40 22h40l-8 12 8 12H40" />
      <path d="M30 80h20" />
    </>
  ),
  // A broken link.
  expired: (
    <>
      <path d="M52 58l-8 8a9 9 0 0 1-13-13l8-8M68 38l8-8a9 9 0 0 1 13 13l-8 8" />
      <path d="M50 30l2 7M40 40l7 2M70 66l-2-7M80 56l-7-2" />
    </>
  ),
  // Wi-Fi waves, struck through.
  'network-off': (
    <>
      <path d="M34 44a38 38 0 0 1 52 0M42 53a26 26 0 0 1 36 0M50 62a14 14 0 0 1 20 0M60 72v0" />
      <path d="M36 24l48 56" />
    </>
  ),
  // A traffic cone on the road.
  'under-construction': (
    <>
      <path d="M52 26h16l12 48H40zM47 44h26M44 58h32" />
      <path d="M30 76h60" />
    </>
  ),
};
