/**
 * The posters' own colours, the kit's --y-poster-* tokens: drawn into the image (poster.ts, read with
 * themeColour) and shown as the swatch to choose from (promote-screen), so the swatch is the poster.
 */
export const POSTER_THEMES = {
  warm: { band: '--y-poster-warm', tint: '--y-poster-warm-tint' },
  calm: { band: '--y-poster-calm', tint: '--y-poster-calm-tint' },
} as const;
