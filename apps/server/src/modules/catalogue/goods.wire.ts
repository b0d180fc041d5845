import {
  ARRIVAL_DAYS_MADE_TO_ORDER,
  COPIED_STONE_FIELDS,
  ddpPrice,
  fromCents,
  fromDiscountBp,
  stockUnit,
  tierBpFor,
  tierCents,
  type Goods,
  type PricedGoods,
  type PriceTier,
  type RingSetting,
} from '@facet/contract';
import type { goods, ringSettings } from '../inventory/inventory.table';

export type GoodsRow = typeof goods.$inferSelect;
/** The wire fields the contract's field table copies from the row as they are. */
type CopiedWire = (typeof COPIED_STONE_FIELDS)[number]['wire'];
export type RingSettingRow = typeof ringSettings.$inferSelect;

/** The labs' own report-check pages; AGS and GCAL have none that takes a number in the URL. */
/** A stone as notices and chat cards name it, the same in every language: "1.01 ct G VS1 · F123". */
export const stoneWords = (
  row: Pick<GoodsRow, 'weight' | 'color' | 'fancyColor' | 'clarity' | 'stockNo'>,
) =>
  [`${row.weight.toFixed(2)} ct`, row.color ?? row.fancyColor, row.clarity, `· ${row.stockNo}`]
    .filter(Boolean)
    .join(' ');

export function reportUrl(lab: string | null, certificateNo: string | null): string | null {
  if (!lab || !certificateNo) return null;
  const no = encodeURIComponent(certificateNo);
  switch (lab) {
    case 'GIA':
      return `https://www.gia.edu/report-check?reportno=${no}`;
    case 'IGI':
      return `https://www.igi.org/verify-your-report/?r=${no}`;
    case 'HRD':
      return `https://my.hrdantwerp.com/?record_number=${no}`;
    default:
      return null;
  }
}

/** The wire fields computed from the row rather than copied (prices from cents and so on). */
type ComputedWire = Omit<PricedGoods, CopiedWire>;

/**
 * Builds a stone's wire object as one object literal: the copied fields in the contract's
 * order, then the computed ones. Generated once from the field table, so every stone on the
 * wire has the same shape; spreading a built object and adding fields to it made each row a
 * slow dictionary object (45 µs a stone, a sixth of a result page's time on the server).
 */
const wireLiteral = (() => {
  const computed: Record<keyof ComputedWire, true> = {
    Id: true,
    ReportUrl: true,
    ListPrice: true,
    Discount: true,
    PricePerCarat: true,
    Price: true,
    DdpPrice: true,
    Stock: true,
    StockUnit: true,
    MinBuy: true,
    ArrivalDays: true,
    Available: true,
    HasImage: true,
    HasVideo: true,
    Images: true,
    Frames: true,
    Has360: true,
    IsCollected: true,
    OnHold: true,
    HeldUntil: true,
  };
  const fields = [
    ...COPIED_STONE_FIELDS.map(
      (f) => `${JSON.stringify(f.wire)}: row[${JSON.stringify(f.column)}] ?? null`,
    ),
    ...Object.keys(computed).map(
      (key) => `${JSON.stringify(key)}: computed[${JSON.stringify(key)}]`,
    ),
  ];
  return new Function('row', 'computed', `return {\n${fields.join(',\n')}\n};`) as (
    row: GoodsRow,
    computed: ComputedWire,
  ) => PricedGoods;
})();

export function goodsToWire(row: GoodsRow, ddpRateBp: number, isCollected = false): PricedGoods {
  const inStock = row.stock > 0;
  return wireLiteral(row, {
    Id: row.id,
    ReportUrl: reportUrl(row.lab, row.certificateNo),
    ListPrice: row.listPriceCents == null ? null : fromCents(row.listPriceCents),
    Discount: row.discountBp == null ? null : fromDiscountBp(row.discountBp),
    PricePerCarat: fromCents(row.pricePerCaratCents),
    Price: fromCents(row.priceCents),
    DdpPrice: fromCents(ddpPrice(row.priceCents, ddpRateBp)),
    Stock: row.stock,
    StockUnit: stockUnit(row.category),
    MinBuy: row.minBuy,
    ArrivalDays: !inStock && row.madeToOrder ? ARRIVAL_DAYS_MADE_TO_ORDER : null,
    Available: row.listed,
    HasImage: row.hasImage,
    HasVideo: row.hasVideo,
    Images: row.images,
    Frames: row.frames,
    Has360: row.frames.length > 0,
    IsCollected: isCollected,
    // Holds are the holds module's; it marks the stones it holds (holds.service.ts).
    OnHold: false,
    HeldUntil: null,
  });
}

/**
 * The stones as a buyer of this tier is sent them: total and price per carat at the tier's
 * percentage, rounded to the cent, and the discount the tier's price per carat makes on the
 * list price (price per carat = list × (1 + discount), as the trade reads it). Every path that
 * prices a stone for a buyer — lists, details, cart, the order's lines — starts from these
 * rows, so the buyer never sees one price and pays another. No tier: the rows as they are.
 */
export function pricedFor(rows: GoodsRow[], tier: PriceTier | null | undefined): GoodsRow[] {
  if (!tier) return rows;
  return rows.map((row) => {
    const bp = tierBpFor(tier, row.category);
    if (bp === 0) return row;
    const pricePerCaratCents = tierCents(row.pricePerCaratCents, bp);
    return {
      ...row,
      priceCents: tierCents(row.priceCents, bp),
      pricePerCaratCents,
      discountBp: row.listPriceCents
        ? Math.round((pricePerCaratCents / row.listPriceCents - 1) * 10_000)
        : row.discountBp,
    };
  });
}

/**
 * The stones for a buyer who may not see prices yet (`BUYER_APPROVAL=browse`): no price, per
 * carat price, DDP quote or discount — nothing a price could be read back from (the list price
 * is the trade's reference grid, not ours). The objects are the caller's fresh wire objects,
 * changed in place so they keep their one shape.
 */
export function withoutPrices(list: PricedGoods[]): Goods[] {
  const hidden: Goods[] = list;
  for (const stone of hidden) {
    stone.Discount = null;
    stone.PricePerCarat = null;
    stone.Price = null;
    stone.DdpPrice = null;
  }
  return hidden;
}

/** A ring setting at the tier's price: tiers for every category apply to settings too. */
export const settingTierBp = (tier: PriceTier | null | undefined) =>
  tier && tier.category === null ? tier.percentBp : 0;

export function ringSettingToWire(
  row: RingSettingRow,
  ddpRateBp: number,
  tierBp = 0,
  pricesHidden = false,
): RingSetting {
  const priceCents = tierCents(row.priceCents, tierBp);
  return {
    Id: row.id,
    StyleNo: row.styleNo,
    Name: row.name,
    Series: row.series,
    Brand: row.brand,
    Metal: row.metal,
    CenterShape: row.centerShape,
    CenterWeightMin: row.centerWeightMin,
    CenterWeightMax: row.centerWeightMax,
    MetalWeight: row.metalWeight,
    SideStones: row.sideStones,
    Description: row.description,
    Price: pricesHidden ? null : fromCents(priceCents),
    DdpPrice: pricesHidden ? null : fromCents(ddpPrice(priceCents, ddpRateBp)),
    Stock: row.stock,
    Images: row.images,
    Video: row.video,
    HasVideo: row.video != null,
  };
}
