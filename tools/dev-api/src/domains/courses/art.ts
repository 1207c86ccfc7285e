import type { Context } from 'hono';
import { ApiFailure } from '../../envelope';
import { IMMUTABLE } from '../../image-headers';

/**
 * Course covers drawn by the stand-in: a practitioner's silhouette in one pose on a mat, in a soft
 * scene coloured from one base colour (the brand's), 16:9. No text, so one drawing serves every
 * language; no scripts or external references, so it is safe to serve as an image.
 * URL: /api/courses/art/<pose>-<rrggbb>.svg
 */
export const ART_PATH = '/api/courses/art';
export const courseArtUrl = (pose: Pose, hex: string) =>
  `${ART_PATH}/${pose}-${hex.replace('#', '').toLowerCase()}.svg`;

const W = 640;
const H = 360;
const NAME = /^([a-z]+)-([0-9a-f]{6})\.svg$/;

/** `hex` (rrggbb) moved towards white (to = 255) or black (to = 0) by k. */
const mix = (hex: string, to: number, k: number) =>
  '#' +
  [0, 2, 4]
    .map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - k) + to * k))
    .map((n) => n.toString(16).padStart(2, '0'))
    .join('');

export type Tone = { c: string; wash: string; soft: string; light: string; deep: string };
/** The shades of one base colour (rrggbb) a drawing is made of; the campaign pictures use them too. */
export const toneOf = (hex: string): Tone => ({
  c: `#${hex}`,
  wash: mix(hex, 255, 0.92),
  soft: mix(hex, 255, 0.78),
  light: mix(hex, 255, 0.5),
  deep: mix(hex, 0, 0.45),
});

/** Limbs are round-capped strokes, the head a circle: a flat, friendly silhouette. */
const limb = (d: string, t: Tone, w = 20) =>
  `<path d="${d}" fill="none" stroke="${t.deep}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
const head = (x: number, y: number, t: Tone, r = 19) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${t.deep}"/>`;

/** Each pose: the figure (standing on the mat at y≈300) and the scene behind it. */
const poses = {
  // Warrior II: flow classes.
  warrior: {
    scene: (t: Tone) => sun(470, 110, 62, t) + hills(t),
    figure: (t: Tone) =>
      limb('M320 212 L206 298', t) +
      limb('M320 212 L398 222 L404 298', t) +
      limb('M320 214 L320 132', t, 26) +
      limb('M194 138 L446 138', t, 16) +
      head(320, 104, t),
  },
  // Downward-facing dog: ashtanga.
  dog: {
    scene: (t: Tone) => sun(150, 100, 52, t) + waves(t),
    figure: (t: Tone) =>
      limb('M236 236 L318 150', t, 26) +
      limb('M318 150 L410 298', t) +
      limb('M244 228 L206 298', t, 16) +
      head(232, 262, t, 18),
  },
  // Seated meditation: breathing and mindfulness.
  lotus: {
    scene: (t: Tone) => moon(450, 100, t) + stars(t),
    figure: (t: Tone) =>
      `<path d="M236 292 Q320 248 404 292 Q320 306 236 292 Z" fill="${t.deep}"/>` +
      limb('M320 276 L320 180', t, 26) +
      limb('M306 188 L268 232 L262 274', t, 16) +
      limb('M334 188 L372 232 L378 274', t, 16) +
      head(320, 150, t),
  },
  // Seated side stretch: shoulders and neck.
  stretch: {
    scene: (t: Tone) => sun(140, 96, 48, t) + leaves(t),
    figure: (t: Tone) =>
      `<path d="M240 292 Q320 250 400 292 Q320 306 240 292 Z" fill="${t.deep}"/>` +
      limb('M320 276 Q322 226 344 186', t, 26) +
      limb('M336 192 Q300 120 236 138', t, 16) +
      limb('M346 196 Q388 236 392 284', t, 16) +
      head(364, 158, t),
  },
  // Boat pose: core and pilates.
  boat: {
    scene: (t: Tone) => sun(480, 96, 56, t) + dots(t),
    figure: (t: Tone) =>
      limb('M318 276 L262 186', t, 26) +
      limb('M318 276 L420 176', t) +
      limb('M270 204 L362 212', t, 16) +
      head(250, 160, t),
  },
  // Tree pose: beginners and taster classes.
  tree: {
    scene: (t: Tone) => sun(170, 110, 58, t) + leaves(t),
    figure: (t: Tone) =>
      limb('M320 208 L320 298', t) +
      limb('M320 208 L366 246 L324 262', t) +
      limb('M320 210 L320 132', t, 26) +
      limb('M306 140 L300 78 M334 140 L340 78', t, 16) +
      head(320, 104, t),
  },
} as const satisfies Record<string, { scene: (t: Tone) => string; figure: (t: Tone) => string }>;
export type Pose = keyof typeof poses;
export const POSES = Object.keys(poses) as Pose[];

function sun(x: number, y: number, r: number, t: Tone) {
  return `<circle cx="${x}" cy="${y}" r="${r + 26}" fill="${t.soft}" opacity=".6"/><circle cx="${x}" cy="${y}" r="${r}" fill="${t.light}" opacity=".75"/>`;
}
function moon(x: number, y: number, t: Tone) {
  return `<circle cx="${x}" cy="${y}" r="46" fill="${t.light}" opacity=".8"/><circle cx="${x + 20}" cy="${y - 12}" r="40" fill="${t.wash}"/>`;
}
function hills(t: Tone) {
  return `<path d="M0 250 Q120 170 250 230 Q380 160 520 220 Q590 200 640 215 V300 H0 Z" fill="${t.soft}"/>`;
}
function waves(t: Tone) {
  return [0, 1, 2]
    .map(
      (i) =>
        `<path d="M0 ${200 + i * 26} Q80 ${185 + i * 26} 160 ${200 + i * 26} T320 ${200 + i * 26} T480 ${200 + i * 26} T640 ${200 + i * 26}" fill="none" stroke="${t.soft}" stroke-width="8" stroke-linecap="round"/>`,
    )
    .join('');
}
function stars(t: Tone) {
  return [
    [90, 70],
    [180, 130],
    [540, 170],
    [590, 60],
    [250, 50],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${t.light}"/>`)
    .join('');
}
function leaves(t: Tone) {
  const leaf = (x: number, y: number, r: number) =>
    `<path d="M0 0 Q26 -34 0 -70 Q-26 -34 0 0 Z" transform="translate(${x} ${y}) rotate(${r})" fill="${t.light}" opacity=".7"/>`;
  return (
    leaf(520, 300, 20) + leaf(560, 300, 40) + leaf(490, 300, -10) + leaf(80, 300, -25) + leaf(112, 300, 5)
  );
}
function dots(t: Tone) {
  let out = '';
  for (let y = 0; y < 4; y++)
    for (let x = 0; x < 6; x++)
      out += `<circle cx="${60 + x * 28}" cy="${60 + y * 28}" r="4" fill="${t.light}"/>`;
  return out;
}

/** The cover for a pose and a base colour (rrggbb); null for a pose that does not exist. */
export function courseArtSvg(pose: string, hex: string): string | null {
  // Own keys only: 'constructor' or '__proto__' in the file name must be an unknown pose.
  const p = Object.hasOwn(poses, pose) ? poses[pose as Pose] : undefined;
  if (!p) return null;
  const t = toneOf(hex);
  const body =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${t.wash}"/><stop offset="1" stop-color="${t.soft}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    p.scene(t) +
    `<rect y="300" width="${W}" height="60" fill="${t.soft}"/>` +
    `<rect x="170" y="296" width="300" height="12" rx="6" fill="${t.c}"/>` +
    `<ellipse cx="320" cy="322" rx="170" ry="8" fill="#00000014"/>` +
    p.figure(t);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${body}</svg>`;
}

/** GET /api/courses/art/:name: a drawing never changes for a name, so it may be cached for a year. */
export function courseArt(c: Context) {
  const m = NAME.exec(c.req.param('name') ?? '');
  const body = m && courseArtSvg(m[1]!, m[2]!);
  return svgReply(c, body);
}

/** A drawing as an image that never changes for its name (cached a year, no scripts); 404 for none. */
export function svgReply(c: Context, body: string | null | undefined | false) {
  if (!body) throw new ApiFailure(404, 'not_found', 404);
  return c.body(body, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': IMMUTABLE,
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'X-Content-Type-Options': 'nosniff',
  });
}
