import {
  CLARITIES,
  COLORS,
  copiedColumnsOf,
  copiedFieldsOf,
  MADE_TO_ORDER_CATEGORIES,
  fromCents,
  fromDiscountBp,
  isUnique,
  priceOf,
  rankOf,
  shapeGroupOf,
  toCents,
  toDiscountBp,
  toMilliCarats,
  type COPIED_STONE_FIELDS,
  type MessageKey,
  type StockInput,
} from '@facet/contract';
import type { GoodsRow } from '../catalogue/goods.service';
import type { NewGoods } from './inventory.repo';

/** The fields the contract's field table copies between record and row as they are. */
type CopiedField = (typeof COPIED_STONE_FIELDS)[number];
type CopiedWire = CopiedField['wire'];
type CopiedColumns = Pick<NewGoods, CopiedField['column']>;

type Resolved =
  { ok: true; row: NewGoods } | { ok: false; problems: { field: string; key: MessageKey }[] };

export type ListPriceLookup = (
  shapeGroup: string,
  weightMct: number,
  color: string,
  clarity: string,
) => Promise<number | null>;

/**
 * A validated stock record → the row to store: grade ranks, prices resolved from the pricing
 * basis (the list price from the house grid when a discount comes without one), stock rules.
 */
export async function resolveStock(
  input: StockInput,
  listPrice: ListPriceLookup,
): Promise<Resolved> {
  const weightMct = toMilliCarats(input.Weight);
  let listCents = input.ListPrice == null ? null : toCents(input.ListPrice);
  if (input.PricingBasis === 'discount' && listCents == null) {
    if (input.Shape && input.Color && input.Clarity) {
      listCents = await listPrice(shapeGroupOf(input.Shape), weightMct, input.Color, input.Clarity);
    }
    if (listCents == null)
      return { ok: false, problems: [{ field: 'ListPrice', key: 'PRICE_PROBLEM' }] };
  }
  const discountBp = input.Discount == null ? null : toDiscountBp(input.Discount);
  const priced = priceOf(input.Category, {
    basis: input.PricingBasis,
    listCents,
    discountBp,
    pricePerCaratCents: input.PricePerCarat == null ? null : toCents(input.PricePerCarat),
    pieceCents: input.Price == null ? null : toCents(input.Price),
    weightMct,
  });
  if (!priced || priced.unitPriceCents <= 0) {
    return { ok: false, problems: [{ field: 'PricingBasis', key: 'PRICE_PROBLEM' }] };
  }
  const unique = isUnique(input.Category);
  const stock = input.Stock ?? 1;
  return {
    ok: true,
    row: {
      ...(copiedColumnsOf(input) as CopiedColumns),
      weight: weightMct / 1000,
      colorRank: input.Color ? rankOf(COLORS, input.Color) : null,
      clarityRank: input.Clarity ? rankOf(CLARITIES, input.Clarity) : null,
      listPriceCents: listCents,
      discountBp,
      pricePerCaratCents: priced.pricePerCaratCents,
      priceCents: priced.unitPriceCents,
      stock: unique ? Math.min(1, stock) : stock,
      minBuy: unique ? 1 : (input.MinBuy ?? 1),
      madeToOrder:
        (input.MadeToOrder ?? false) && MADE_TO_ORDER_CATEGORIES.includes(input.Category),
      onMarket: input.OnMarket ?? true,
      images: input.Images ?? [],
      frames: input.Frames ?? [],
    },
  };
}

/** The stored row back as a stock record: what the edit form and the CSV export show. */
export function stockRecordOf(row: GoodsRow): StockInput & { Id: number } {
  return {
    ...(copiedFieldsOf(row) as Pick<StockInput, CopiedWire>),
    Id: row.id,
    ListPrice: row.listPriceCents == null ? null : fromCents(row.listPriceCents),
    Discount: row.discountBp == null ? null : fromDiscountBp(row.discountBp),
    PricePerCarat: row.pricingBasis === 'weight' ? fromCents(row.pricePerCaratCents) : null,
    Price:
      row.pricingBasis === 'grain' || row.pricingBasis === 'piece'
        ? fromCents(row.priceCents)
        : null,
    Stock: row.stock,
    MinBuy: row.minBuy,
    MadeToOrder: row.madeToOrder,
    Images: row.images,
    Frames: row.frames,
  };
}
