/**
 * A buyer's stock feed in the trade's own columns (docs/integrations.md): RapNet's names or
 * IDEX's (`../shared/trade-research.md`, the stock-list vocabulary), the same stones either
 * way, at the buyer's price. JSON carries the same names as keys, so a program reads one
 * vocabulary whichever format it asks for.
 */
import type { Goods } from '../catalogue/goods';

export const FEED_COLUMN_SETS = ['rapnet', 'idex'] as const;
export type FeedColumnSet = (typeof FEED_COLUMN_SETS)[number];

/** A stone in a feed: what the buyer is sent, whether it can still be bought, when it changed. */
export type FeedStone = { goods: Goods; available: boolean; updatedAt: string };
type FeedValue = string | number | null;
type Column = readonly [header: string, value: (stone: FeedStone) => FeedValue];

/** "round" → "Round", "cushion-modified" → "Cushion Modified": shapes as stock lists write them. */
const shapeName = (shape: string | null) =>
  shape && shape.replace(/(^|-)(\w)/g, (_m, dash: string, c: string) => (dash ? ' ' : '') + c.toUpperCase()); // prettier-ignore

/** Length × width × depth in millimetres, as RapNet and IDEX write it: "6.45x6.48x3.98". */
const measurements = ({ goods }: FeedStone) =>
  goods.Length !== null && goods.Width !== null && goods.Height !== null
    ? `${goods.Length}x${goods.Width}x${goods.Height}`
    : null;

const g =
  <K extends keyof Goods>(key: K) =>
  ({ goods }: FeedStone) =>
    goods[key] as FeedValue;

/** RapNet's availability codes: G (guaranteed available), NA (no longer available). */
const availability = ({ available }: FeedStone) => (available ? 'G' : 'NA');

const RAPNET: readonly Column[] = [
  ['Stock #', g('StockNo')],
  ['Availability', availability],
  ['Shape', ({ goods }) => shapeName(goods.Shape)],
  ['Size', g('Weight')],
  ['Color', g('Color')],
  ['Fancy Color', g('FancyColor')],
  ['Fancy Color Intensity', g('Intensity')],
  ['Fancy Color Overtone', g('Overtone')],
  ['Clarity', g('Clarity')],
  ['Cut', g('Cut')],
  ['Polish', g('Polish')],
  ['Symmetry', g('Symmetry')],
  ['Fluorescence Intensity', g('Fluorescence')],
  ['Measurements', measurements],
  ['Depth %', g('DepthPct')],
  ['Table %', g('TablePct')],
  ['Crown Height', g('CrownHeight')],
  ['Pavilion Depth', g('PavilionDepth')],
  ['Girdle', g('Girdle')],
  ['Culet', g('Culet')],
  ['Lab', g('Lab')],
  ['Certificate #', g('CertificateNo')],
  ['RapNet Price', g('PricePerCarat')],
  ['RapNet Discount %', g('Discount')],
  ['Total Price', g('Price')],
  ['Shade', g('Shade')],
  ['Milky', g('Milky')],
  ['Eye Clean', g('EyeClean')],
  ['BGM', g('Bgm')],
  ['Black Inclusion', g('BlackInclusion')],
  ['Country', g('Location')],
  ['Growth Type', g('Process')],
  ['Image', ({ goods }) => goods.Images[0] ?? null],
  ['Video', g('Video')],
  ['Certificate Filename', g('ReportUrl')],
  ['Category', g('Category')],
  ['Updated', ({ updatedAt }) => updatedAt],
];

const IDEX: readonly Column[] = [
  ['Supplier Stock Ref.', g('StockNo')],
  ['Availability', ({ available }) => (available ? 'Available' : 'Not Available')],
  ['Cut', ({ goods }) => shapeName(goods.Shape)],
  ['Carat', g('Weight')],
  ['Color', g('Color')],
  ['Natural Fancy Color', g('FancyColor')],
  ['Natural Fancy Color Intensity', g('Intensity')],
  ['Natural Fancy Color Overtone', g('Overtone')],
  ['Clarity', g('Clarity')],
  ['Make', g('Cut')],
  ['Polish', g('Polish')],
  ['Symmetry', g('Symmetry')],
  ['Fluorescence Intensity', g('Fluorescence')],
  ['Measurements', measurements],
  ['Depth', g('DepthPct')],
  ['Table', g('TablePct')],
  ['Crown Height', g('CrownHeight')],
  ['Pavilion Depth', g('PavilionDepth')],
  ['Girdle', g('Girdle')],
  ['Culet', g('Culet')],
  ['Grading Lab', g('Lab')],
  ['Certificate Number', g('CertificateNo')],
  ['Certificate Path', g('ReportUrl')],
  ['Price Per Carat', g('PricePerCarat')],
  ['Total Price', g('Price')],
  ['Country', g('Location')],
  ['Image Path', ({ goods }) => goods.Images[0] ?? null],
  ['Video Path', g('Video')],
  ['Category', g('Category')],
  ['Updated', ({ updatedAt }) => updatedAt],
];

const SETS: Record<FeedColumnSet, readonly Column[]> = { rapnet: RAPNET, idex: IDEX };

/** The header row of a column set. */
export const feedHeaders = (set: FeedColumnSet) => SETS[set].map(([header]) => header);

/** One stone's values under a column set, in the headers' order. */
export const feedRow = (set: FeedColumnSet, stone: FeedStone): FeedValue[] =>
  SETS[set].map(([, value]) => value(stone));

/** One stone as a JSON object keyed by the set's headers. */
export const feedRecord = (set: FeedColumnSet, stone: FeedStone): Record<string, FeedValue> =>
  Object.fromEntries(SETS[set].map(([header, value]) => [header, value(stone)]));
