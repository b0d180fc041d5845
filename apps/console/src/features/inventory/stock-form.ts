import { StockInput, type CallData, type Category, type PricingBasis } from '@facet/contract';

export type StockField = keyof StockInput;

/** The edit form's values: a field a clerk cleared is null (or '' for text) until submitted. */
export type StockFormValues = { [K in StockField]?: StockInput[K] | null };

export const STOCK_FIELDS = Object.keys(StockInput.shape) as StockField[];
const isStockField = (name: string): name is StockField =>
  (STOCK_FIELDS as readonly string[]).includes(name);

/** The price fields each pricing basis reads; the others are cleared so no stale one is kept. */
export const PRICE_FIELDS_OF: Record<PricingBasis, readonly StockField[]> = {
  discount: ['ListPrice', 'Discount'],
  weight: ['PricePerCarat'],
  grain: ['Price'],
  piece: ['Price'],
};
const PRICE_FIELDS = new Set(Object.values(PRICE_FIELDS_OF).flat());

/** How a new record of each category is usually priced: the way the stock lists price them. */
export const DEFAULT_BASIS: Record<Category, PricingBasis> = {
  rough: 'grain',
  seed: 'piece',
  'lab-white': 'discount',
  'natural-white': 'discount',
  'lab-fancy': 'weight',
  'natural-fancy': 'weight',
  parcel: 'weight',
};

/** A stored record → the form's values: its `StockInput` fields, as the server stored them. */
export const formValuesOf = (record: CallData<'Admin/Inventory/Record'>): StockFormValues =>
  Object.fromEntries(STOCK_FIELDS.map((field) => [field, record[field] ?? null]));

export const newStockValues = (category: Category): StockFormValues => ({
  Category: category,
  PricingBasis: DEFAULT_BASIS[category],
  Stock: 1,
  MinBuy: 1,
  MadeToOrder: false,
  OnMarket: true,
  Images: [],
});

/** The form's values → the record `StockInput` reads: blanks are null, image lines a list. */
export function recordOf(values: StockFormValues): Record<StockField, unknown> {
  const used = values.PricingBasis ? PRICE_FIELDS_OF[values.PricingBasis] : [];
  const record = {} as Record<StockField, unknown>;
  for (const field of STOCK_FIELDS) {
    const value = values[field];
    const blank = value == null || (typeof value === 'string' && value.trim() === '');
    record[field] = blank || (PRICE_FIELDS.has(field) && !used.includes(field)) ? null : value;
  }
  record.Images = (values.Images ?? []).map((url) => url.trim()).filter(Boolean);
  return record;
}

/**
 * The fields a record of this category and basis cannot do without, asked of the contract:
 * its cross-field rules run once the always-required fields are there, hence two probes.
 */
export function requiredFieldsOf(category: Category, basis: PricingBasis): Set<StockField> {
  const required = new Set<StockField>();
  for (const probe of [{}, { StockNo: 'X', Weight: 1 }]) {
    const result = StockInput.safeParse({ Category: category, PricingBasis: basis, ...probe });
    for (const { path, message } of result.error?.issues ?? []) {
      const field = String(path[0]);
      if (message === 'FIELD_REQUIRED' && isStockField(field)) required.add(field);
    }
  }
  return required;
}

/** A server field path ("Record.Color", or "StockNo" from the service) → the form field. */
export function stockFieldOf(path: string): StockField | undefined {
  const name = path.replace(/^Record\./, '');
  return isStockField(name) ? name : undefined;
}
