import {
  ARRIVAL_DAYS_MADE_TO_ORDER,
  LOGISTICS,
  fromCents,
  labelOf,
  lineCents,
  stockUnit,
  translate,
  type Locale,
  type Logistics,
  type MessageKey,
  type OrderLine,
  type OrderSummary,
} from '@facet/contract';
import type { GoodsRow } from '../catalogue/goods.service';
import type { LineAttributes, orderLines, orders } from './orders.table';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

const formatWeight = (carats: number) => `${carats.toFixed(2)} ct`;

export const lineAttributesOf = (row: GoodsRow): LineAttributes => ({
  shape: row.shape,
  weight: row.weight,
  color: row.color,
  clarity: row.clarity,
  fancyColor: row.fancyColor,
  intensity: row.intensity,
  seedShape: row.seedShape,
  size:
    row.length != null && row.width != null && (row.thickness ?? row.height) != null
      ? [row.length, row.width, (row.thickness ?? row.height)!]
      : null,
  lab: row.lab,
  certificateNo: row.certificateNo,
});

/**
 * A line as an order keeps it: the stone as it was when ordered (its attributes and first
 * picture), how many, at what price, how much stock it took.
 */
export const lineOf = (
  row: GoodsRow,
  line: { quantity: number; unitPriceCents: number; stockTaken: number; customMade: boolean },
) => ({
  goodsId: row.id,
  category: row.category,
  stockNo: row.stockNo,
  attributes: lineAttributesOf(row),
  image: row.images[0] ?? null,
  ...line,
});

/** A line in one phrase of the trade, in the reader's language: "Round 1.02 ct G VS1 GIA". */
export function lineTitle(locale: Locale, line: Pick<OrderLineRow, 'category' | 'attributes'>) {
  const a = line.attributes;
  const parts: (string | null)[] =
    line.category === 'seed'
      ? [labelOf(locale, 'SeedShape', a.seedShape), a.size ? `${a.size.join(' × ')} mm` : null]
      : line.category === 'rough'
        ? [labelOf(locale, 'Category', 'rough'), formatWeight(a.weight), a.color]
        : [
            labelOf(locale, 'Shape', a.shape),
            formatWeight(a.weight),
            ...(a.fancyColor
              ? [labelOf(locale, 'Intensity', a.intensity), labelOf(locale, 'FancyColor', a.fancyColor)]
              : [a.color, a.clarity]),
            a.lab,
          ]; // prettier-ignore
  return parts.filter(Boolean).join(' ');
}

export function lineToWire(locale: Locale, line: OrderLineRow): OrderLine {
  return {
    Id: line.id,
    GoodsId: line.goodsId,
    Category: line.category,
    StockNo: line.stockNo,
    Title: lineTitle(locale, line),
    Image: line.image,
    Quantity: line.quantity,
    StockUnit: stockUnit(line.category),
    UnitPrice: fromCents(line.unitPriceCents),
    OriginalUnitPrice:
      line.originalUnitPriceCents == null ? null : fromCents(line.originalUnitPriceCents),
    Amount: fromCents(lineCentsOf(line)),
    CustomMade: line.customMade,
    ArrivalDays: line.customMade ? ARRIVAL_DAYS_MADE_TO_ORDER : null,
  };
}

/** Amount of a stored line, in cents. */
export const lineCentsOf = (line: Pick<OrderLineRow, 'unitPriceCents' | 'quantity'>) =>
  lineCents(line.unitPriceCents, line.quantity);

export const logisticsName = (locale: Locale, key: string) =>
  translate(locale, `LOGISTICS_${key.toUpperCase()}` as MessageKey);

export function logisticsToWire(locale: Locale, id: number | null): Logistics | null {
  const option = LOGISTICS.find((l) => l.Id === id);
  return option
    ? { Id: option.Id, Name: logisticsName(locale, option.Key), Method: option.Method, Fee: option.Fee }
    : null;
} // prettier-ignore

export function summaryToWire(
  locale: Locale,
  order: OrderRow,
  lines: OrderLineRow[],
  demandImage: string | null,
): OrderSummary {
  const first = lines[0];
  const demandTitle = order.demand
    ? `${labelOf(locale, 'Category', order.demand.category)} × ${order.demand.quantity}`
    : '';
  return {
    Id: order.id,
    OrderNo: order.orderNo,
    Kind: order.kind,
    Status: order.status,
    CreatedAt: order.createdAt.toISOString(),
    ItemCount: order.demand ? order.demand.quantity : lines.length,
    Amount: fromCents(order.amountCents),
    Fee: fromCents(order.feeCents),
    Total: fromCents(order.amountCents + order.feeCents),
    Image: first?.image ?? demandImage,
    Title: first ? lineTitle(locale, first) : demandTitle,
  };
}
