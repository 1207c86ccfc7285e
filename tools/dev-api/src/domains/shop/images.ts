import type { Context } from 'hono';
import { ApiFailure } from '../../envelope';
import { subjects, toneOf } from './svg-art';

/** Where the stand-in serves catalogue images: /api/shop/images/<subject>-<rrggbb>-<view>.svg */
export const IMAGE_PATH = '/api/shop/images';
export type View = 0 | 1 | 2 | 3 | 4 | 5 | 'b';
export const imageUrl = (subject: string, hex: string, view: View = 0) =>
  `${IMAGE_PATH}/${subject}-${hex.replace('#', '').toLowerCase()}-${view}.svg`;

const NAME = /^([a-z_]+)-([0-9a-f]{6})-([0-5b])\.svg$/;
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;

/**
 * One product drawing in six views, like a shop's gallery: the cover, a close-up, a second backdrop,
 * a room scene, a tilted shot and a top view; `b` is a 750×300 banner.
 */
export function productSvg(subject: string, hex: string, view: string): string | null {
  // Own keys only: 'constructor' or '__proto__' in the file name must be an unknown subject.
  const draw = Object.hasOwn(subjects, subject) ? subjects[subject] : undefined;
  if (!draw) return null;
  const t = toneOf(hex);
  const art = draw(t);
  const bg = (a: string, b: string) =>
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;
  const shadow = `<ellipse cx="200" cy="318" rx="130" ry="12" fill="#00000012"/>`;
  const soft = bg('#fbfaf7', '#efece6');
  switch (view) {
    case '0':
      return svg(400, 400, `${soft}<rect width="400" height="400" fill="url(#bg)"/>${shadow}${art}`);
    case '1':
      return svg(
        400,
        400,
        `${soft}<rect width="400" height="400" fill="url(#bg)"/><g transform="translate(-110 -100) scale(1.55)">${art}</g>`,
      );
    case '2':
      return svg(
        400,
        400,
        `<rect width="400" height="400" fill="${t.light}"/><circle cx="200" cy="200" r="150" fill="#ffffff55"/>${shadow}${art}`,
      );
    case '3':
      return svg(
        400,
        400,
        `${bg('#f4efe6', '#e7dfd2')}<rect width="400" height="400" fill="url(#bg)"/><rect y="300" width="400" height="100" fill="#d9cdb9"/>` +
          `<rect x="30" y="190" width="44" height="60" rx="6" fill="#c9b79c"/><path d="M52 190 Q20 120 50 90 Q60 140 52 190 Q80 120 110 110 Q80 150 52 190" fill="#7f9a74"/>` +
          `<g transform="translate(90 90) scale(.78)">${shadow}${art}</g>`,
      );
    case '4':
      return svg(
        400,
        400,
        `${soft}<rect width="400" height="400" fill="url(#bg)"/><circle cx="200" cy="200" r="165" fill="${t.light}" opacity=".5"/><g transform="rotate(-8 200 200)">${art}</g>`,
      );
    case '5':
      return svg(
        400,
        400,
        `<rect width="400" height="400" fill="#e9e4dc"/><circle cx="200" cy="200" r="175" fill="#f7f4ef"/><g transform="translate(20 20) scale(.9)">${art}</g>`,
      );
    case 'b':
      return svg(
        750,
        300,
        `<defs><linearGradient id="bn"><stop offset="0" stop-color="${t.light}"/><stop offset="1" stop-color="${t.c}"/></linearGradient></defs>` +
          `<rect width="750" height="300" rx="0" fill="url(#bn)"/><circle cx="120" cy="60" r="90" fill="#ffffff22"/><circle cx="90" cy="260" r="50" fill="#ffffff1a"/>` +
          `<circle cx="560" cy="150" r="130" fill="#ffffff40"/><g transform="translate(400 10) scale(.72)">${art}</g>`,
      );
    default:
      return null;
  }
}

/**
 * The drawing for a name. Its content never changes for a name, so it may be cached for a year;
 * the CSP keeps an opened SVG from running anything.
 */
export function shopImage(c: Context) {
  const m = NAME.exec(c.req.param('name') ?? '');
  const body = m && productSvg(m[1]!, m[2]!, m[3]!);
  if (!body) throw new ApiFailure(404, 'not_found', 404);
  return c.body(body, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'X-Content-Type-Options': 'nosniff',
  });
}
