/**
 * Pictures of stones drawn per shape as SVG, tinted by colour: every stone has a picture that
 * loads, on any connection, and tells the shape at a glance. A real photo replaces it the
 * moment a clerk sets an image URL. The server sends them as files (`/media/stones/…`); the
 * shop draws the shape chips inline from the same outlines, without a request for each.
 * No schemas here: the catalogue pages import it.
 */
import { COLORS, FANCY_COLORS, INTENSITIES, SHAPES } from './vocabulary';

const TINTS: Record<string, [light: string, dark: string]> = {
  white: ['#f4f8fb', '#a9bccb'],
  yellow: ['#fff6c2', '#e0b400'],
  pink: ['#ffe1ec', '#e0609a'],
  blue: ['#e0efff', '#3f7fd6'],
  green: ['#e3f7e6', '#3aa35a'],
  orange: ['#ffe7cc', '#f08a24'],
  brown: ['#f1e3d3', '#9a6a3c'],
  purple: ['#efe1fb', '#8a4fc9'],
  red: ['#ffdede', '#d13b3b'],
  gray: ['#eef0f2', '#7d8791'],
  black: ['#b9bec4', '#2b2f33'],
  violet: ['#ece3ff', '#7a5ce0'],
  chameleon: ['#eef5d6', '#8a9a3a'],
};

/** Outline and facet lines of each shape in a 100×100 box. */
export const SHAPE_OUTLINES: Record<string, { outline: string; facets: string }> = {
  round: {
    outline: '<circle cx="50" cy="50" r="40"/>',
    facets:
      'M50 10 L62 38 L90 50 L62 62 L50 90 L38 62 L10 50 L38 38 Z M38 38 L62 38 L62 62 L38 62 Z M50 10 L50 90 M10 50 L90 50',
  },
  oval: {
    outline: '<ellipse cx="50" cy="50" rx="30" ry="42"/>',
    facets:
      'M50 8 L62 36 L80 50 L62 64 L50 92 L38 64 L20 50 L38 36 Z M38 36 L62 36 L62 64 L38 64 Z',
  },
  pear: {
    outline: '<path d="M50 8 C66 30 82 48 82 64 A32 30 0 0 1 18 64 C18 48 34 30 50 8 Z"/>',
    facets:
      'M50 8 L60 44 L82 64 L58 70 L50 94 L42 70 L18 64 L40 44 Z M40 44 L60 44 L58 70 L42 70 Z',
  },
  marquise: {
    outline: '<path d="M50 6 Q86 50 50 94 Q14 50 50 6 Z"/>',
    facets:
      'M50 6 L58 40 L72 50 L58 60 L50 94 L42 60 L28 50 L42 40 Z M42 40 L58 40 L58 60 L42 60 Z',
  },
  heart: {
    outline: '<path d="M50 88 L16 52 A18 18 0 0 1 50 26 A18 18 0 0 1 84 52 Z"/>',
    facets:
      'M50 26 L58 46 L84 52 L58 60 L50 88 L42 60 L16 52 L42 46 Z M42 46 L58 46 L58 60 L42 60 Z',
  },
  cushion: {
    outline: '<rect x="12" y="12" width="76" height="76" rx="20"/>',
    facets:
      'M12 50 L50 12 L88 50 L50 88 Z M30 30 L70 30 L70 70 L30 70 Z M12 12 L88 88 M88 12 L12 88',
  },
  emerald: {
    outline: '<path d="M30 6 L70 6 L82 18 L82 82 L70 94 L30 94 L18 82 L18 18 Z"/>',
    facets:
      'M34 18 L66 18 L72 24 L72 76 L66 82 L34 82 L28 76 L28 24 Z M40 30 L60 30 L60 70 L40 70 Z',
  },
  asscher: {
    outline: '<path d="M28 10 L72 10 L90 28 L90 72 L72 90 L28 90 L10 72 L10 28 Z"/>',
    facets:
      'M34 22 L66 22 L78 34 L78 66 L66 78 L34 78 L22 66 L22 34 Z M40 36 L60 36 L64 40 L64 60 L60 64 L40 64 L36 60 L36 40 Z M10 28 L90 72 M90 28 L10 72',
  },
  radiant: {
    outline: '<path d="M28 8 L72 8 L84 20 L84 80 L72 92 L28 92 L16 80 L16 20 Z"/>',
    facets:
      'M16 20 L84 80 M84 20 L16 80 M50 8 L84 50 L50 92 L16 50 Z M34 30 L66 30 L66 70 L34 70 Z',
  },
  princess: {
    outline: '<rect x="12" y="12" width="76" height="76"/>',
    facets:
      'M12 12 L88 88 M88 12 L12 88 M50 12 L88 50 L50 88 L12 50 Z M31 31 L69 31 L69 69 L31 69 Z',
  },
  trillion: {
    outline: '<path d="M50 10 Q52 10 90 82 Q88 86 12 86 Q10 82 50 10 Z"/>',
    facets: 'M50 10 L50 62 L12 86 M50 62 L90 82 M30 48 L70 48 L50 80 Z',
  },
  rosette: {
    outline: '<path d="M50 8 L86 29 L86 71 L50 92 L14 71 L14 29 Z"/>',
    facets:
      'M50 8 L50 50 L86 29 M50 50 L86 71 M50 50 L50 92 M50 50 L14 71 M50 50 L14 29 M32 18 L68 18 L86 50 L68 82 L32 82 L14 50 Z',
  },
  rectangle: {
    outline: '<rect x="24" y="8" width="52" height="84"/>',
    facets:
      'M32 16 L68 16 L68 84 L32 84 Z M24 8 L32 16 M76 8 L68 16 M24 92 L32 84 M76 92 L68 84 M50 16 L50 84',
  },
  other: {
    outline: '<path d="M40 8 L78 18 L90 54 L66 90 L24 86 L10 50 Z"/>',
    facets: 'M40 8 L50 48 L78 18 M50 48 L90 54 M50 48 L66 90 M50 48 L24 86 M50 48 L10 50',
  },
  rough: {
    outline: '<path d="M50 6 L88 44 L70 90 L26 88 L10 46 Z"/>',
    facets: 'M50 6 L48 52 L88 44 M48 52 L70 90 M48 52 L26 88 M48 52 L10 46',
  },
  seed: {
    outline: '<rect x="14" y="14" width="72" height="72" rx="3"/>',
    facets: 'M24 24 L76 24 L76 76 L24 76 Z M14 14 L24 24 M86 14 L76 24 M14 86 L24 76 M86 86 L76 76',
  },
};

export const ART_SHAPES = new Set<string>([...SHAPES, 'rough', 'seed']);
export const ART_TINTS = new Set<string>(['white', ...FANCY_COLORS]);

/** Step cuts show concentric steps rather than a brilliant's star of facets. */
const STEP_CUTS = new Set(['emerald', 'asscher', 'rectangle', 'seed']);
/** Where a brilliant's crown sits in a shape that is not round: its centre and stretch. */
const CROWN_FIT: Record<string, { cx: number; cy: number; sx: number; sy: number }> = {
  oval: { cx: 50, cy: 50, sx: 0.76, sy: 1.06 },
  pear: { cx: 50, cy: 58, sx: 0.82, sy: 0.95 },
  marquise: { cx: 50, cy: 50, sx: 0.5, sy: 1.12 },
  heart: { cx: 50, cy: 56, sx: 0.9, sy: 0.82 },
  trillion: { cx: 50, cy: 62, sx: 0.9, sy: 0.72 },
};

/** How a stone looks: its tint, how strongly it shows (0 colourless … 1 deep), the light's turn. */
export type StoneLook = { tint: string; depth: number; angle: number };

const hex = (colour: string) => [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
const mix = (a: string, b: string, t: number) =>
  `#${hex(a)
    .map((channel, i) => Math.round(channel + (hex(b)[i]! - channel) * t))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;

/**
 * A round brilliant's crown seen from above, in a 100×100 box: the table, eight stars, eight
 * kites and sixteen upper-girdle facets, each a polygon with the direction it faces.
 */
function brilliantFacets(): { points: [number, number][]; facing: number }[] {
  const at = (r: number, degrees: number): [number, number] => {
    const a = (degrees * Math.PI) / 180;
    return [50 + r * Math.cos(a), 50 + r * Math.sin(a)];
  };
  const facets: { points: [number, number][]; facing: number }[] = [];
  const table = 19;
  const star = 31;
  const girdle = 41;
  for (let k = 0; k < 8; k++) {
    const a = k * 45;
    facets.push({ points: [at(table, a), at(table, a + 45), at(star, a + 22.5)], facing: a + 22.5 }); // prettier-ignore
    facets.push({ points: [at(table, a), at(star, a - 22.5), at(girdle, a), at(star, a + 22.5)], facing: a }); // prettier-ignore
    facets.push({ points: [at(star, a + 22.5), at(girdle, a), at(girdle, a + 22.5)], facing: a + 11 }); // prettier-ignore
    facets.push({ points: [at(star, a + 22.5), at(girdle, a + 22.5), at(girdle, a + 45)], facing: a + 34 }); // prettier-ignore
  }
  return facets;
}
/** A coordinate to a tenth, as short as it writes: `69`, `63.4`. */
const coordinate = (value: number) => String(Number(value.toFixed(1)));
/** An opacity to a hundredth, without its leading zero: `.65`. */
const fraction = (value: number) => String(Number(value.toFixed(2))).replace(/^0\./, '.');

/** The facets with their points written once, as the drawing's `points` attribute wants them. */
const BRILLIANT = brilliantFacets().map(({ points, facing }) => ({
  points: points.map(([x, y]) => `${coordinate(x)},${coordinate(y)}`).join(' '),
  facing,
}));
const TABLE = Array.from({ length: 8 }, (_, k) => {
  const a = (k * 45 * Math.PI) / 180;
  return `${coordinate(50 + 19 * Math.cos(a))},${coordinate(50 + 19 * Math.sin(a))}`;
}).join(' ');

function crownTransform(shape: string) {
  const fit = CROWN_FIT[shape];
  if (!fit) return '';
  return `translate(${fit.cx} ${fit.cy}) scale(${fit.sx} ${fit.sy}) translate(-50 -50)`;
}

/** How much light a facet sends back for a light turned by `angle`, with a fixed sparkle. */
function brightness(facing: number, angle: number, index: number) {
  const toward = Math.cos(((facing - angle - 225) * Math.PI) / 180);
  const sparkle = ((index * 7919) % 13) / 13;
  return Math.max(0, Math.min(1, 0.5 + 0.45 * toward + 0.3 * (sparkle - 0.5)));
}

/**
 * A stone's picture as an SVG document: its shape filled with light and shadow, a crown of
 * facets that catch the light (a brilliant's star, or a step cut's steps), its colour as deep
 * as its grade or intensity says, and a shadow under it. `gradientId` names its shading: unique
 * for each drawing put inline in a page (an id is the whole document's). `look.angle` turns the
 * light: frames a few degrees apart are a 360° view.
 */
export function stoneSvg(
  shape: string,
  tint: string,
  gradientId = 'g',
  look: Partial<Omit<StoneLook, 'tint'>> = {},
): string {
  const art = SHAPE_OUTLINES[shape] ?? SHAPE_OUTLINES.other!;
  const depth = look.depth ?? 1;
  const angle = look.angle ?? 0;
  const [white, whiteDark] = TINTS.white!;
  const [tintLight, tintDark] = TINTS[tint] ?? TINTS.white!;
  const light = mix(white, tintLight, depth);
  const dark = mix(whiteDark, tintDark, depth);
  const id = gradientId;
  const facets = STEP_CUTS.has(shape)
    ? [0.82, 0.64, 0.46]
        .map((scale, i) => {
          const shade = brightness(i * 90, angle, i + 1);
          return `<g transform="translate(${50 - 50 * scale} ${50 - 50 * scale}) scale(${scale})" fill="${shade > 0.5 ? '#fff' : dark}" fill-opacity="${fraction(Math.abs(shade - 0.5) * 0.9)}" stroke="${dark}" stroke-opacity=".5" stroke-width="${fraction(0.9 / scale)}">${art.outline}</g>`; // prettier-ignore
        })
        .join('')
    : `<g transform="${crownTransform(shape)}">` +
      // The facets that catch the light in one group, those in shadow in another.
      (['light', 'shadow'] as const)
        .map((side) => {
          const polygons = BRILLIANT.flatMap(({ points, facing }, i) => {
            const shade = brightness(facing, angle, i);
            if ((shade > 0.5) !== (side === 'light')) return [];
            return [`<polygon points="${points}" fill-opacity="${fraction(Math.abs(shade - 0.5) * 1.3)}"/>`]; // prettier-ignore
          });
          return `<g fill="${side === 'light' ? '#fff' : dark}">${polygons.join('')}</g>`;
        })
        .join('') +
      `<polygon points="${TABLE}" fill="#fff" fill-opacity="${fraction(0.18 + 0.25 * brightness(angle + 45, angle, 3))}"/></g>`; // prettier-ignore
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="400" height="400">
<defs><radialGradient id="${id}" cx="38%" cy="32%" r="75%"><stop offset="0" stop-color="#fff"/><stop offset=".45" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient><radialGradient id="${id}s"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient><clipPath id="${id}c">${art.outline}</clipPath></defs>
<rect width="100" height="100" fill="#f6f7f9"/>
<ellipse cx="52" cy="93" rx="34" ry="5" fill="url(#${id}s)"/>
<g fill="url(#${id})" stroke="${dark}" stroke-width="1.2" stroke-linejoin="round">${art.outline}</g>
<g clip-path="url(#${id}c)" stroke="${dark}" stroke-opacity=".35" stroke-width=".4" stroke-linejoin="round">${facets}</g>
<path d="${art.facets}" fill="none" stroke="${dark}" stroke-opacity=".45" stroke-width=".6" stroke-linejoin="round" clip-path="url(#${id}c)"/>
<ellipse cx="${(36 + 6 * Math.cos((angle * Math.PI) / 180)).toFixed(1)}" cy="30" rx="9" ry="4.5" fill="#fff" fill-opacity=".55" transform="rotate(-30 36 30)" clip-path="url(#${id}c)"/>
</svg>`;
}

/**
 * How deep a white stone's yellow is drawn, by the trade's colour groups: near colourless
 * (G–J), faint (K–M), very light (N–R), light (S–Z). One drawing per group rather than per
 * grade: a list of mixed grades asks for a few drawings, not one per stone.
 */
const YELLOW_BY_GROUP: readonly [lastGrade: (typeof COLORS)[number], depth: number][] = [
  ['J', 0.08],
  ['M', 0.25],
  ['R', 0.45],
  ['Z', 0.75],
];

/**
 * How a stone without pictures is drawn: a white stone's colour group from colourless (D–F) to
 * light yellow (S–Z); a fancy colour as deep as its intensity; rough and seeds grey-white.
 */
export function stoneLookOf(stone: {
  Color: string | null;
  FancyColor: string | null;
  Intensity: string | null;
}): { tint: string; depth: number } {
  if (stone.FancyColor && ART_TINTS.has(stone.FancyColor)) {
    const intensity = INTENSITIES.indexOf(stone.Intensity as never);
    return { tint: stone.FancyColor, depth: intensity < 0 ? 0.7 : 0.25 + (0.75 * intensity) / (INTENSITIES.length - 1) }; // prettier-ignore
  }
  const grade = COLORS.indexOf(stone.Color as never);
  if (grade <= 2) return { tint: 'white', depth: 1 };
  const [, depth] = YELLOW_BY_GROUP.find(([last]) => grade <= COLORS.indexOf(last))!;
  return { tint: 'yellow', depth };
}

type DrawnStone = {
  Category: string;
  Shape: string | null;
  Color: string | null;
  FancyColor: string | null;
  Intensity: string | null;
};

/** Which drawing a stone without pictures gets: its shape (rough and seeds their own), its look. */
function drawingOf(stone: DrawnStone): { shape: string; tint: string; depth: number } {
  const shape =
    stone.Category === 'rough' || stone.Category === 'seed'
      ? stone.Category
      : stone.Shape && ART_SHAPES.has(stone.Shape)
        ? stone.Shape
        : 'other';
  return { shape, ...stoneLookOf(stone) };
}

/**
 * The server's drawing of a stone that has no picture of its own (`/media/stones/…`): its
 * shape (rough and seeds their own), in its colour. Details pages show it rather than an empty
 * box.
 */
export function drawnStoneUrl(stone: DrawnStone): string {
  const { shape, tint, depth } = drawingOf(stone);
  return `/media/stones/${shape}.svg?tint=${encodeURIComponent(tint)}${depth === 1 ? '' : `&depth=${depth.toFixed(2)}`}`;
}

const drawnPictures = new Map<string, string>();

/**
 * The same drawing as a `data:` address, drawn in the page: a list of stones without pictures
 * asks the server for nothing (twelve drawings were 16 KB on the wire, with their headers, on a
 * result list's first load). Each drawing is made once per page load.
 */
export function drawnStonePicture(stone: DrawnStone): string {
  const { shape, tint, depth } = drawingOf(stone);
  const key = `${shape}|${tint}|${depth}`;
  let picture = drawnPictures.get(key);
  if (!picture) {
    picture = `data:image/svg+xml,${encodeURIComponent(stoneSvg(shape, tint, 'g', { depth }))}`;
    drawnPictures.set(key, picture);
  }
  return picture;
}
