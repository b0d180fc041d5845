import { CLARITIES, COLORS, SIZE_BANDS, SHAPE_GROUPS } from '@facet/contract';
import type { ListPriceRow } from '../inventory/inventory.service';

/** D / IF price per carat (USD) of a round in each size band of `SIZE_BANDS`. */
const ROUND_BASE = [
  1_100, 1_400, 1_900, 2_500, 3_100, 3_700, 5_800, 7_200, 9_900, 12_200, 14_500, 29_000, 37_000,
  60_000, 98_000, 125_000, 165_000, 260_000,
];
/** Each colour grade below D costs about this share of the one above it. */
const COLOR_STEP = 0.88;
const CLARITY_FACTOR: Record<string, number> = {
  FL: 1.06, IF: 1, VVS1: 0.84, VVS2: 0.77, VS1: 0.69, VS2: 0.61, SI1: 0.51, SI2: 0.42,
  SI3: 0.36, I1: 0.29, I2: 0.21, I3: 0.15,
}; // prettier-ignore
/** Fancy shapes list below rounds of the same size and grades. */
const FANCY_FACTOR = 0.82;

/**
 * The house list-price grid Facet starts with: a smooth model of a trade price list (price per
 * carat rising with size, falling with colour and clarity). An admin replaces it with their own
 * grid through the back office; this is only the first one.
 */
export function houseGrid(): ListPriceRow[] {
  const rows: ListPriceRow[] = [];
  for (const shapeGroup of SHAPE_GROUPS) {
    SIZE_BANDS.forEach(([from, to], band) => {
      COLORS.forEach((color, colorRank) => {
        for (const clarity of CLARITIES) {
          const dollars =
            ROUND_BASE[band]! *
            COLOR_STEP ** colorRank *
            CLARITY_FACTOR[clarity]! *
            (shapeGroup === 'round' ? 1 : FANCY_FACTOR);
          const step = dollars >= 1000 ? 100 : 10;
          rows.push({
            shapeGroup,
            weightFromMct: from,
            weightToMct: to,
            color,
            clarity,
            priceCents: Math.max(step, Math.round(dollars / step) * step) * 100,
          });
        }
      });
    });
  }
  return rows;
}
