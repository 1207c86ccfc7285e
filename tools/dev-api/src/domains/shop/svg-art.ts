/**
 * Product drawings for the stand-in's catalogue images: flat, soft shapes in a 400×400 box centred
 * on (200, 200), coloured from one base colour. No text, no scripts: they are served as images.
 */
export type Tone = { c: string; light: string; dark: string; deep: string };

const mix = (hex: string, to: number, k: number) =>
  '#' +
  [0, 2, 4]
    .map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - k) + to * k))
    .map((n) => n.toString(16).padStart(2, '0'))
    .join('');

export const toneOf = (hex: string): Tone => ({
  c: `#${hex}`,
  light: mix(hex, 255, 0.45),
  dark: mix(hex, 0, 0.25),
  deep: mix(hex, 0, 0.5),
});

const wheel = (x: number, t: Tone, fat = 6) =>
  `<circle cx="${x}" cy="250" r="58" fill="none" stroke="#2b2d31" stroke-width="${fat}"/>` +
  `<circle cx="${x}" cy="250" r="46" fill="none" stroke="${t.light}" stroke-width="1.5" stroke-dasharray="3 5"/>` +
  `<circle cx="${x}" cy="250" r="6" fill="#55585e"/>`;

const bike = (t: Tone, fat: number, extra: string) =>
  wheel(110, t, fat) +
  wheel(290, t, fat) +
  `<path d="M110 250 L170 170 L265 170 L290 250 M170 170 L200 250 L265 170 M200 250 L110 250" fill="none" stroke="${t.c}" stroke-width="9" stroke-linejoin="round" stroke-linecap="round"/>` +
  `<path d="M160 150 L190 150 M170 170 L163 150 M265 170 L258 135" stroke="#2b2d31" stroke-width="7" stroke-linecap="round"/>` +
  extra;

const film = (ratio: number, border: string) => (t: Tone) => {
  const w = 110 * ratio;
  const frame = (dx: number, r: number) =>
    `<g transform="translate(${200 + dx} 215) rotate(${r})"><rect x="${-w / 2}" y="-70" width="${w}" height="140" rx="4" fill="${border === 'black' ? '#1e1f22' : border === 'mono' ? '#c9cbcf' : '#fbfaf6'}" ${border === 'rainbow' ? 'stroke="url(#rb)" stroke-width="8"' : 'stroke="#00000014"'}/>` +
    `<rect x="${-w / 2 + 9}" y="-60" width="${w - 18}" height="${w * 0.95 > 105 ? 95 : w * 0.95}" fill="${t.light}"/><circle cx="${w / 6}" cy="-30" r="14" fill="${t.c}"/></g>`;
  return (
    `<defs><linearGradient id="rb"><stop offset="0" stop-color="#f7a1a1"/><stop offset=".33" stop-color="#f9d98b"/><stop offset=".66" stop-color="#9ed8b4"/><stop offset="1" stop-color="#9bb8f2"/></linearGradient></defs>` +
    `<rect x="110" y="70" width="180" height="100" rx="10" fill="${t.dark}"/><rect x="110" y="70" width="180" height="26" rx="10" fill="${t.deep}"/>` +
    frame(-45, -10) +
    frame(45, 8)
  );
};

export const subjects: Record<string, (t: Tone) => string> = {
  mat: (t) =>
    `<path d="M95 205 L305 205 L345 300 L60 300 Z" fill="${t.light}"/>` +
    `<rect x="95" y="120" width="210" height="86" rx="43" fill="${t.c}"/>` +
    `<ellipse cx="300" cy="163" rx="26" ry="43" fill="${t.dark}"/>` +
    `<path d="M300 133 a18 30 0 1 1 -1 0 M300 146 a10 17 0 1 1 -1 0" fill="none" stroke="${t.light}" stroke-width="3"/>`,
  top: (t) =>
    `<path d="M150 95 Q200 125 250 95 L315 130 L290 185 L265 170 L265 305 L135 305 L135 170 L110 185 L85 130 Z" fill="${t.c}"/>` +
    `<path d="M150 95 Q200 140 250 95" fill="none" stroke="${t.dark}" stroke-width="6"/>`,
  pants: (t) =>
    `<path d="M140 90 L260 90 L275 320 L222 320 L200 160 L178 320 L125 320 Z" fill="${t.c}"/>` +
    `<rect x="140" y="90" width="120" height="22" fill="${t.dark}"/>`,
  block: (t) =>
    `<polygon points="200,110 300,150 200,190 100,150" fill="${t.light}"/>` +
    `<polygon points="100,150 200,190 200,290 100,250" fill="${t.c}"/>` +
    `<polygon points="300,150 200,190 200,290 300,250" fill="${t.dark}"/>`,
  strap: (t) =>
    `<rect x="95" y="140" width="210" height="120" rx="60" fill="none" stroke="${t.c}" stroke-width="22"/>` +
    `<rect x="180" y="120" width="40" height="42" rx="6" fill="#b7b9bd"/>`,
  bolster: (t) =>
    `<rect x="85" y="150" width="230" height="100" rx="50" fill="${t.c}"/>` +
    `<ellipse cx="300" cy="200" rx="24" ry="50" fill="${t.dark}"/><path d="M150 152 V248 M220 152 V248" stroke="${t.light}" stroke-width="3"/>`,
  bottle: (t) =>
    `<rect x="160" y="125" width="80" height="185" rx="26" fill="${t.c}"/><rect x="175" y="95" width="50" height="36" rx="8" fill="${t.deep}"/>` +
    `<rect x="160" y="190" width="80" height="40" fill="${t.light}"/>`,
  bag: (t) =>
    `<path d="M160 160 Q160 100 200 100 Q240 100 240 160" fill="none" stroke="${t.dark}" stroke-width="10"/>` +
    `<path d="M120 155 L280 155 L300 310 L100 310 Z" fill="${t.c}"/>`,
  candle: (t) =>
    `<rect x="140" y="170" width="120" height="130" rx="14" fill="${t.c}" opacity=".9"/><rect x="150" y="210" width="100" height="50" rx="4" fill="${t.light}"/>` +
    `<path d="M200 165 V140" stroke="#3a3a3a" stroke-width="3"/><path d="M200 105 Q215 128 200 140 Q185 128 200 105 Z" fill="#f6b45c"/>`,
  bowl: (t) =>
    `<ellipse cx="200" cy="285" rx="110" ry="14" fill="${t.deep}" opacity=".35"/><path d="M95 190 H305 Q300 285 200 285 Q100 285 95 190 Z" fill="${t.c}"/>` +
    `<ellipse cx="200" cy="190" rx="105" ry="18" fill="${t.dark}"/><rect x="255" y="110" width="90" height="14" rx="7" transform="rotate(30 300 117)" fill="#8a6a48"/>`,
  road: (t) =>
    bike(
      t,
      5,
      `<path d="M258 135 q14 -2 14 12 q0 10 -10 12" fill="none" stroke="#2b2d31" stroke-width="6"/>`,
    ),
  mtb: (t) =>
    bike(t, 12, `<path d="M250 132 H282" stroke="#2b2d31" stroke-width="7" stroke-linecap="round"/>`),
  city: (t) =>
    bike(
      t,
      7,
      `<rect x="262" y="120" width="52" height="38" rx="6" fill="none" stroke="${t.dark}" stroke-width="5"/>`,
    ),
  helmet: (t) =>
    `<path d="M90 250 Q95 120 210 115 Q315 120 320 230 L300 250 Z" fill="${t.c}"/>` +
    `<path d="M150 150 L175 200 M205 135 L215 195 M255 145 L245 200" stroke="${t.deep}" stroke-width="12" stroke-linecap="round"/><path d="M90 250 H300" stroke="#2b2d31" stroke-width="8"/>`,
  light: (t) =>
    `<path d="M250 170 L360 120 V280 L250 230 Z" fill="${t.light}" opacity=".6"/><rect x="110" y="160" width="150" height="80" rx="20" fill="${t.c}"/><circle cx="245" cy="200" r="22" fill="#fff8d6"/>`,
  glove: (t) =>
    `<path d="M140 310 V190 Q140 170 158 170 V120 Q158 105 172 105 Q186 105 186 120 V165 V105 Q186 90 200 90 Q214 90 214 105 V165 V115 Q214 100 228 100 Q242 100 242 115 V170 V135 Q242 122 256 122 Q270 122 270 135 V240 Q270 310 210 310 Z" fill="${t.c}"/>` +
    `<rect x="140" y="270" width="130" height="40" fill="${t.dark}"/>`,
  film_mini_white: film(0.62, 'white'),
  film_mini_rainbow: film(0.62, 'rainbow'),
  film_square_white: film(0.85, 'white'),
  film_square_black: film(0.85, 'black'),
  film_wide_white: film(1.25, 'white'),
  film_wide_mono: film(1.25, 'mono'),
};
