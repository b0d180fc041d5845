import { labelOf, type Goods, type Locale } from '@facet/contract';
import { formatCarats, formatNumber } from '../../shared/format/format';

const joined = (parts: (string | null | undefined)[], separator = ' ') =>
  parts.filter((part): part is string => Boolean(part)).join(separator);

export const isFancy = (goods: Goods) =>
  goods.Category === 'natural-fancy' || goods.Category === 'lab-fancy';

/** A seed's plate or a rough stone's size, length × width × thickness, in millimetres. */
export function plateSize(goods: Goods, locale: Locale): string | null {
  const sides = [goods.Length, goods.Width, goods.Thickness ?? goods.Height];
  if (sides.some((side) => side == null)) return null;
  return `${sides.map((side) => formatNumber(locale, side!, 2)).join(' × ')} mm`;
}

/**
 * How the trade names a good in one line: shape, weight and grades for a stone ("Round
 * 1.02 ct G VS1"), intensity and colour for a fancy, plate size for a seed, weight and colour
 * for rough.
 */
export function goodsTitle(goods: Goods, locale: Locale): string {
  const label = (group: Parameters<typeof labelOf>[1], value: string | null) =>
    value ? labelOf(locale, group, value) : null;
  switch (goods.Category) {
    case 'seed':
      return joined([label('SeedShape', goods.SeedShape), plateSize(goods, locale)]);
    case 'rough':
      // Its picture and grade line say it is rough; the title keeps to size and colour.
      return joined([formatCarats(locale, goods.Weight), goods.Color]);
    default: {
      const grades = isFancy(goods)
        ? [label('Intensity', goods.Intensity), label('FancyColor', goods.FancyColor)]
        : [goods.Color, goods.Clarity];
      return joined([label('Shape', goods.Shape), formatCarats(locale, goods.Weight), ...grades]);
    }
  }
}

/** Cut, polish and symmetry as the trade writes them: "EX VG VG" (cut only for rounds). */
export const finishCodes = (goods: Goods) => joined([goods.Cut, goods.Polish, goods.Symmetry]);

export type Availability =
  'available' | 'madeToOrder' | 'soldOut' | 'offMarket' | 'onHold' | 'heldForYou';

/**
 * Whether a good can be bought, from what the server says of it: off the market, sold out,
 * held by another buyer, held for this one, grown to order (arrives in about `ArrivalDays`),
 * or in stock.
 */
export function availabilityOf(goods: Goods): Availability {
  if (!goods.OnMarket) return 'offMarket';
  if (!goods.Available) return 'soldOut';
  if (goods.OnHold) return goods.HeldUntil ? 'heldForYou' : 'onHold';
  if (goods.ArrivalDays != null) return 'madeToOrder';
  return 'available';
}
