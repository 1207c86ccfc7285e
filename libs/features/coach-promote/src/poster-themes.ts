/**
 * The posters' own colours: drawn into the image (poster.ts) and shown as the swatch to choose
 * from (promote-screen), so the swatch is the poster. A poster is an image for other apps, not a
 * screen of the brand: its colours are its design, not the kit's tokens.
 */
export const POSTER_THEMES = {
  warm: { band: '#c2542d', tint: '#fbf1ec' },
  calm: { band: '#2f6f62', tint: '#edf5f3' },
};
