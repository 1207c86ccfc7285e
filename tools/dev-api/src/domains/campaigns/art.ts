import type { Context } from 'hono';
import { svgReply, toneOf, type Tone } from '../courses/art';

/**
 * The campaign pages' pictures, drawn by the stand-in like the course covers: flat shapes in one base
 * colour, 4:3, no text (one drawing serves both languages), no scripts or external references.
 * URL: /api/campaigns/art/<kind>-<rrggbb>.svg
 */
export const CAMPAIGN_ART_PATH = '/api/campaigns/art';
export type ArtKind = keyof typeof kinds;
export const campaignArtUrl = (kind: ArtKind, hex: string) =>
  `${CAMPAIGN_ART_PATH}/${kind}-${hex.replace('#', '').toLowerCase()}.svg`;

const W = 480;
const H = 360;
const NAME = /^([a-z]+)-([0-9a-f]{6})\.svg$/;

const kinds = {
  // A mat laid flat, seen from above at an angle, with its alignment lines.
  mat: (t: Tone) =>
    `<polygon points="90,290 170,70 390,70 420,290" fill="${t.c}"/>` +
    `<polygon points="90,290 420,290 420,304 90,304" fill="${t.deep}"/>` +
    `<line x1="255" y1="80" x2="255" y2="282" stroke="${t.light}" stroke-width="4" stroke-dasharray="10 10"/>` +
    `<line x1="140" y1="180" x2="400" y2="180" stroke="${t.light}" stroke-width="4" stroke-dasharray="10 10"/>`,
  // A rolled mat with its strap.
  roll: (t: Tone) =>
    `<rect x="90" y="140" width="300" height="110" rx="55" fill="${t.c}"/>` +
    `<ellipse cx="390" cy="195" rx="34" ry="55" fill="${t.light}"/>` +
    `<ellipse cx="390" cy="195" rx="20" ry="34" fill="${t.c}"/><ellipse cx="390" cy="195" rx="8" ry="14" fill="${t.deep}"/>` +
    `<rect x="170" y="132" width="18" height="126" rx="6" fill="${t.deep}"/><rect x="290" y="132" width="18" height="126" rx="6" fill="${t.deep}"/>`,
  // The two faces of a reversible mat, one textured.
  layers: (t: Tone) =>
    `<rect x="70" y="90" width="340" height="70" rx="12" fill="${t.c}"/>` +
    `<rect x="70" y="170" width="340" height="20" rx="6" fill="${t.deep}"/>` +
    `<rect x="70" y="200" width="340" height="70" rx="12" fill="${t.light}"/>` +
    Array.from({ length: 9 }, (_, i) => `<circle cx="${100 + i * 35}" cy="235" r="7" fill="${t.c}"/>`).join(
      '',
    ),
  // A bowl with food, for a recipe.
  bowl: (t: Tone) =>
    `<circle cx="200" cy="170" r="42" fill="${t.light}"/><circle cx="270" cy="160" r="38" fill="${t.c}"/><circle cx="320" cy="185" r="30" fill="${t.soft}"/>` +
    `<path d="M100 190 H380 A140 110 0 0 1 100 190 Z" fill="${t.deep}"/>` +
    `<rect x="190" y="296" width="100" height="14" rx="7" fill="${t.deep}"/>`,
  // A flower, for the women's-day event.
  flower: (t: Tone) =>
    Array.from({ length: 6 }, (_, i) => {
      const a = (i * Math.PI) / 3;
      return `<ellipse cx="${240 + Math.cos(a) * 62}" cy="${160 + Math.sin(a) * 62}" rx="46" ry="30" transform="rotate(${i * 60} ${240 + Math.cos(a) * 62} ${160 + Math.sin(a) * 62})" fill="${t.c}"/>`;
    }).join('') +
    `<circle cx="240" cy="160" r="34" fill="${t.light}"/>` +
    `<path d="M240 230 C236 270 240 300 240 330" stroke="${t.deep}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
};

/** The drawing for a kind and a base colour (rrggbb); null for a kind that does not exist. */
export function campaignArtSvg(kind: string, hex: string): string | null {
  const draw = Object.hasOwn(kinds, kind) ? kinds[kind as ArtKind] : undefined;
  if (!draw) return null;
  const t = toneOf(hex);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="${t.wash}"/>${draw(t)}</svg>`;
}

/** GET /api/campaigns/art/:name: a drawing never changes for a name, so it may be cached for a year. */
export function campaignArt(c: Context) {
  const m = NAME.exec(c.req.param('name') ?? '');
  return svgReply(c, m && campaignArtSvg(m[1]!, m[2]!));
}
