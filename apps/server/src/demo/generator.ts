/**
 * A deterministic generator of realistic inventory: the same count and seed give the same
 * stones. Distributions follow what wholesale stock lists look like — most stones under a
 * carat, rounds the commonest shape, colours bunched around F–H and clarities around VS–SI.
 */
import {
  isUnique,
  CLARITIES,
  COLORS,
  INTENSITIES,
  discountedPricePerCarat,
  shapeGroupOf,
  stoneLookOf,
  stonePrice,
  type Category,
  type Shape,
} from '@facet/contract';
import { resolveGridPrice, type GridIndex } from '../modules/list-prices/grid-index';
import type { NewGoods } from '../modules/inventory/inventory.repo';
import { between, prng, round, weighted, type Random } from './random';

const category = weighted<Category>([
  ['natural-white', 45],
  ['lab-white', 35],
  ['natural-fancy', 5],
  ['lab-fancy', 5],
  ['parcel', 3],
  ['seed', 4],
  ['rough', 3],
]);
const shape = weighted<Shape>([
  ['round', 55], ['oval', 8], ['pear', 6], ['cushion', 6], ['emerald', 6], ['princess', 5],
  ['radiant', 5], ['marquise', 3], ['heart', 2], ['asscher', 2], ['trillion', 0.5],
  ['rosette', 0.5], ['rectangle', 0.5], ['other', 0.5],
]); // prettier-ignore
const sizeBand = weighted<readonly [number, number]>([
  [[0.18, 0.29], 15], [[0.3, 0.49], 25], [[0.5, 0.69], 18], [[0.7, 0.99], 17],
  [[1, 1.49], 13], [[1.5, 1.99], 6], [[2, 2.99], 4], [[3, 4.99], 1.6], [[5, 9.99], 0.4],
]); // prettier-ignore
const whiteColor = weighted<string>([
  ['D', 6], ['E', 10], ['F', 14], ['G', 17], ['H', 16], ['I', 13], ['J', 10], ['K', 6],
  ['L', 4], ['M', 2], ...COLORS.slice(10).map((c) => [c, 2 / 13] as const),
]); // prettier-ignore
const clarity = weighted<string>([
  ['FL', 0.5], ['IF', 3], ['VVS1', 7], ['VVS2', 10], ['VS1', 16], ['VS2', 19], ['SI1', 19],
  ['SI2', 14], ['SI3', 3], ['I1', 5], ['I2', 2.5], ['I3', 1],
]); // prettier-ignore
const finish = weighted<string>([
  ['EX', 55],
  ['VG', 30],
  ['G', 12],
  ['F', 3],
]);
const roundCut = weighted<string>([
  ['ID', 3],
  ['EX', 60],
  ['VG', 26],
  ['G', 9],
  ['F', 2],
]);
const fluorescence = weighted<string>([
  ['None', 60], ['Faint', 18], ['Medium', 12], ['Strong', 8], ['Very Strong', 2],
]); // prettier-ignore
const naturalLab = weighted<string>([
  ['GIA', 70],
  ['IGI', 10],
  ['HRD', 10],
  ['AGS', 5],
  ['GCAL', 5],
]);
const grownLab = weighted<string>([
  ['IGI', 75],
  ['GIA', 20],
  ['GCAL', 5],
]);
const location = weighted<string>([
  ['India', 16], ['Mumbai', 14], ['Hong Kong', 18], ['Shenzhen', 14], ['China', 8],
  ['Belgium', 10], ['Israel', 8], ['USA', 8], ['Dubai', 4],
]); // prettier-ignore
const fancyColor = weighted<string>([
  ['yellow', 45], ['pink', 15], ['blue', 10], ['green', 5], ['orange', 5], ['brown', 10],
  ['purple', 3], ['gray', 3], ['black', 2], ['red', 0.5], ['violet', 0.5], ['chameleon', 1],
]); // prettier-ignore
const intensity = weighted<string>(
  INTENSITIES.map((v, i) => [v, [2, 3, 6, 14, 22, 20, 14, 11, 8][i]!] as const),
);
const overtone = weighted<string | null>([
  [null, 55], ['yellowish', 8], ['pinkish', 7], ['bluish', 5], ['greenish', 5], ['orangey', 5],
  ['brownish', 8], ['purplish', 4], ['grayish', 3],
]); // prettier-ignore
const milky = weighted<string>([
  ['none', 85],
  ['light', 10],
  ['medium', 4],
  ['heavy', 1],
]);
const shade = weighted<string>([
  ['none', 80],
  ['brown', 8],
  ['green', 4],
  ['gray', 5],
  ['mixed', 3],
]);
const girdle = weighted<string>([['Medium', 35], ['Thin to Medium', 25], ['Medium to Slightly Thick', 25], ['Thin', 8], ['Thick', 7]]); // prettier-ignore
const culet = weighted<string>([
  ['None', 90],
  ['Very Small', 7],
  ['Small', 3],
]);

/** Fancy colours ask more per carat than whites of the same size, by colour and intensity. */
const FANCY_BASE: Record<string, number> = {
  yellow: 3_000, pink: 30_000, blue: 40_000, green: 20_000, orange: 9_000, brown: 1_200,
  purple: 15_000, gray: 2_500, black: 900, red: 60_000, violet: 25_000, chameleon: 8_000,
}; // prettier-ignore

const PREFIX: Record<Category, string> = {
  'natural-white': 'NW',
  'lab-white': 'LW',
  'natural-fancy': 'NF',
  'lab-fancy': 'LF',
  parcel: 'PC',
  seed: 'SD',
  rough: 'RG',
};

/** Pictures are drawn by the server per shape, tinted by colour, so none is ever broken. */
export const stoneImage = (shapeName: string, tint: string, depth = 1, angle = 0) =>
  `/media/stones/${shapeName}.svg?tint=${encodeURIComponent(tint)}` +
  (depth === 1 ? '' : `&depth=${depth.toFixed(2)}`) +
  (angle === 0 ? '' : `&angle=${angle}`);

/** One stone in sixteen carries a 360° view: 24 frames, the light turned 15° each time. */
const SPIN_SHARE = 1 / 16;
const spinFrames = (shapeName: string, tint: string, depth: number) =>
  Array.from({ length: 24 }, (_, k) => stoneImage(shapeName, tint, depth, k * 15));

function measurements(random: Random, shapeName: Shape, weight: number) {
  const diameter = 6.45 * Math.cbrt(weight);
  const ratio = shapeName === 'round' ? between(random, 1, 1.015) : between(random, 1.05, 1.6);
  const depthPct = round(between(random, 59.5, 64.5), 1);
  const width = diameter / Math.sqrt(ratio);
  const length = width * ratio;
  return {
    length: round(length, 2),
    width: round(width, 2),
    height: round((width * depthPct) / 100, 2),
    depthPct,
    tablePct: round(between(random, 53, 62), 0),
    crownHeight: round(between(random, 13, 16.5), 1),
    pavilionDepth: round(between(random, 42, 44), 1),
  };
}

/** The `index`-th stone of the inventory `seed` makes. */
export function generateStone(index: number, seed: number, grid: GridIndex): NewGoods {
  return withQuality(withRanks(buildStone(index, seed, grid)), prng(seed * 7_919 + index * 31 + 1));
}

const blackInclusion = weighted<string>([
  ['none', 55], ['BT0', 10], ['BC0', 10], ['BT1', 8], ['BC1', 8], ['BT2', 4], ['BC2', 3], ['BT3', 1], ['BC3', 1],
]); // prettier-ignore

/**
 * A single stone's eye-clean, BGM and black-inclusion columns, as suppliers' lists carry them:
 * eye clean follows the clarity (always to VS2, often at SI1, rarely below), BGM follows shade
 * and milky (some lists leave it out), black inclusions are graded on natural stones. Drawn from
 * a stream of their own, so the rest of the demo stock stays as it was.
 */
function withQuality(row: NewGoods, random: Random): NewGoods {
  if (!isUnique(row.category) || !row.clarity) return row;
  const rank = CLARITIES.indexOf(row.clarity as never);
  const siOne = CLARITIES.indexOf('SI1');
  const eyeClean = rank < siOne ? 'yes' : rank === siOne ? (random() < 0.6 ? 'yes' : 'no') : random() < 0.1 ? 'yes' : 'no'; // prettier-ignore
  const clean = row.shade === 'none' && row.milky === 'none';
  return {
    ...row,
    eyeClean,
    bgm: random() < 0.25 ? null : clean ? 'no' : 'yes',
    blackInclusion: row.category.startsWith('natural') ? blackInclusion(random) : null,
  };
}

function buildStone(index: number, seed: number, grid: GridIndex): NewGoods {
  const random = prng(seed * 1_000_003 + index);
  const cat = category(random);
  const stockNo = `${PREFIX[cat]}${String(index + 1).padStart(7, '0')}`;
  const loc = location(random);
  const certificate = (prefix: string) =>
    `${prefix}${String((index * 48_271 + seed * 7_919) % 1_000_000_000).padStart(9, '0')}`;

  if (cat === 'parcel') {
    const s = weighted<Shape>([['round', 80], ['princess', 6], ['pear', 5], ['marquise', 5], ['oval', 4]])(random); // prettier-ignore
    const size = round(between(random, 0.003, 0.18), 3);
    const color = weighted<string>([
      ['D', 10],
      ['F', 25],
      ['G', 25],
      ['H', 20],
      ['J', 20],
    ])(random);
    const ppc = Math.round(between(random, 150, 1_500)) * 100;
    const stock = round(between(random, 5, 400), 2);
    return {
      category: cat, stockNo, shape: s, weight: size, color, colorRank: COLORS.indexOf(color as never),
      clarity: weighted<string>([['VVS1', 15], ['VS1', 30], ['SI1', 35], ['I1', 20]])(random),
      clarityRank: null, location: loc, pricingBasis: 'weight', pricePerCaratCents: ppc,
      priceCents: ppc, stock, minBuy: round(Math.min(stock, between(random, 0.5, 10)), 2),
      description: `Parcel of ${s} melee, about ${size} ct each`,
      images: [stoneImage(s, 'white')],
    }; // prettier-ignore
  }

  if (cat === 'seed') {
    const seedShape = weighted<string>([
      ['square', 70],
      ['rectangle', 20],
      ['sphere', 10],
    ])(random);
    const side = round(between(random, 3, 15), 1);
    const thickness = round(between(random, 0.3, 1.5), 2);
    const weight = round(((side * side * thickness) / 1000) * 3.51 * 5, 3);
    const piece = Math.round(between(random, 8, 60) * (side / 7)) * 100;
    return {
      category: cat, stockNo, shape: null, weight: Math.max(0.01, weight), seedShape,
      length: side, width: seedShape === 'rectangle' ? round(side * 0.7, 1) : side, thickness,
      grade: weighted<string>([['A', 50], ['B', 35], ['C', 15]])(random),
      orientation: weighted<string>([['100', 85], ['110', 10], ['111', 5]])(random),
      process: 'CVD', location: weighted<string>([['China', 50], ['Shenzhen', 30], ['India', 20]])(random),
      pricingBasis: 'piece', priceCents: piece,
      pricePerCaratCents: Math.round(piece / Math.max(0.01, weight)),
      stock: Math.floor(between(random, 0, 5_000)), minBuy: Math.round(between(random, 10, 100)),
      madeToOrder: true, description: `CVD seed plate ${side} mm, <${'100'}> growth face`,
      images: [stoneImage('seed', 'white')],
    }; // prettier-ignore
  }

  if (cat === 'rough') {
    const weight = round(between(random, 0.5, 12), 2);
    const perCarat = between(random, 80, 400);
    const piece = Math.round(weight * perCarat) * 100;
    const color = weighted<string>([
      ['D', 15],
      ['E', 20],
      ['F', 25],
      ['G', 20],
      ['H', 12],
      ['I', 8],
    ])(random);
    return {
      category: cat, stockNo, shape: null, weight, color, colorRank: COLORS.indexOf(color as never),
      grade: weighted<string>([['A', 40], ['B', 40], ['C', 20]])(random),
      process: weighted<string>([['CVD', 70], ['HPHT', 30]])(random),
      length: round(6 + weight * 1.2, 2), width: round(5 + weight, 2), thickness: round(1.5 + weight * 0.4, 2),
      location: weighted<string>([['China', 45], ['Shenzhen', 25], ['India', 30]])(random),
      pricingBasis: 'grain', priceCents: piece, pricePerCaratCents: Math.round(piece / weight),
      stock: Math.floor(between(random, 0, 20)), minBuy: 1,
      description: 'As-grown rough, edges lasered', images: [stoneImage('rough', 'white')],
    }; // prettier-ignore
  }

  const natural = cat.startsWith('natural');
  const s = shape(random);
  const [lo, hi] = sizeBand(random);
  const weight = round(between(random, lo, hi), 2);
  const m = measurements(random, s, weight);
  const lab = natural ? naturalLab(random) : grownLab(random);
  const common = {
    category: cat, stockNo, shape: s, weight, cut: s === 'round' ? roundCut(random) : null,
    polish: finish(random), symmetry: finish(random), fluorescence: natural ? fluorescence(random) : 'None',
    lab, certificateNo: certificate(lab === 'IGI' && !natural ? 'LG' : ''),
    reportPlace: lab === 'HRD' ? 'Antwerp' : lab === 'IGI' ? 'Mumbai' : 'New York',
    reportDate: `202${Math.floor(between(random, 3, 6))}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
    location: loc, ...m, girdle: girdle(random), culet: culet(random),
    milky: natural ? milky(random) : 'none', shade: natural ? shade(random) : 'none',
    process: natural ? null : weighted<string>([['CVD', 65], ['HPHT', 35]])(random),
    stock: 1, minBuy: 1, madeToOrder: false,
  } satisfies Partial<NewGoods>; // prettier-ignore

  if (cat === 'natural-fancy' || cat === 'lab-fancy') {
    const fc = fancyColor(random);
    const fi = intensity(random);
    const ppc = Math.round(
      FANCY_BASE[fc]! * (0.35 + INTENSITIES.indexOf(fi as never) * 0.25) * (natural ? 1 : 0.06) *
        (1 + weight) * 100,
    ); // prettier-ignore
    return {
      ...common, fancyColor: fc, intensity: fi, overtone: overtone(random),
      clarity: clarity(random), pricingBasis: 'weight', pricePerCaratCents: ppc,
      priceCents: stonePrice(ppc, Math.round(weight * 1000)),
      clarityRank: null, ...pictures(stockNo, s, { Color: null, FancyColor: fc, Intensity: fi }),
    }; // prettier-ignore
  }

  const color = whiteColor(random);
  const cl = clarity(random);
  const listCents =
    resolveGridPrice(grid, shapeGroupOf(s), Math.round(weight * 1000), color, cl) ?? 100_000;
  const discountBp = Math.round(
    natural ? between(random, -6_000, -500) : between(random, -9_200, -7_000),
  );
  const ppc = discountedPricePerCarat(listCents, discountBp);
  return {
    ...common, color, colorRank: COLORS.indexOf(color as never), clarity: cl,
    clarityRank: CLARITIES.indexOf(cl as never), pricingBasis: 'discount',
    listPriceCents: listCents, discountBp, pricePerCaratCents: ppc,
    priceCents: stonePrice(ppc, Math.round(weight * 1000)),
    madeToOrder: !natural && random() < 0.1,
    ...pictures(stockNo, s, { Color: color, FancyColor: null, Intensity: null }),
  }; // prettier-ignore
}

/**
 * A stone's drawn picture in its own colour, and for some a 360° view — chosen by the stock
 * number, so the generator's random sequence (and every stone after) is what it was.
 */
function pictures(stockNo: string, shapeName: string, stone: Parameters<typeof stoneLookOf>[0]) {
  const { tint, depth } = stoneLookOf(stone);
  let hash = 0;
  for (const char of stockNo) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  // Mixed (murmur3's finish), so neighbouring stock numbers fall far apart.
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35) >>> 0;
  const spins = ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32 < SPIN_SHARE;
  return {
    images: [stoneImage(shapeName, tint, Number(depth.toFixed(2)))],
    frames: spins ? spinFrames(shapeName, tint, Number(depth.toFixed(2))) : [],
  };
}

function withRanks(row: NewGoods): NewGoods {
  return {
    ...row,
    colorRank: row.color ? COLORS.indexOf(row.color as never) : null,
    clarityRank: row.clarity ? CLARITIES.indexOf(row.clarity as never) : null,
  };
}
