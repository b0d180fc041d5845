import { z } from '../zod';
import { Id } from '../ids';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, paged } from '../envelope';
import {
  CATEGORIES,
  CLARITIES,
  COLORS,
  FANCY_COLORS,
  FINISH_GRADES,
  FLUORESCENCES,
  INTENSITIES,
  LABS,
  LOCATIONS,
  MATERIAL_GRADES,
  METALS,
  ORIENTATIONS,
  OVERTONES,
  PRICING_BASES,
  PROCESSES,
  SEED_SHAPES,
  SHAPES,
} from './vocabulary';
import { KEYWORD_MAX, RANGE_FILTERS, SORT_FIELDS, FANCY_ORIGINS } from './filter-rules';

const invalid = { error: 'FIELD_INVALID' } as const;
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, invalid);
/** "any of" filters: at most every value of the list, no repeats needed. */
const anyOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(oneOf(values), invalid)
    .max(values.length * 2, 'FIELD_INVALID')
    .optional();

export const GoodsCategory = oneOf(CATEGORIES);
export const ShapeValue = oneOf(SHAPES);

const bound = (max: number) =>
  z.number(invalid).finite('FIELD_INVALID').min(0, 'FIELD_INVALID').max(max, 'FIELD_INVALID');

export const SortSpec = z.strictObject({
  Field: oneOf(SORT_FIELDS),
  Order: oneOf(['asc', 'desc']),
});
export type SortSpec = z.infer<typeof SortSpec>;

export const Keyword = z
  .string({ error: 'SEARCH_TEXT_REQUIRED' })
  .trim()
  .min(1, 'SEARCH_TEXT_REQUIRED')
  .max(KEYWORD_MAX, 'FIELD_TOO_LONG');

const pageFields = {
  PageIndex: z.number(invalid).int('FIELD_INVALID').min(1, 'FIELD_INVALID').default(1),
  PageSize: z
    .number(invalid)
    .int('FIELD_INVALID')
    .min(1, 'FIELD_INVALID')
    .max(PAGE_SIZE_MAX, 'PAGE_SIZE_MAX')
    .default(PAGE_SIZE_DEFAULT),
};

const range = (limit: number) => bound(limit).optional();

const filterFields = {
  Shape: anyOf(SHAPES),
  Color: anyOf(COLORS),
  Clarity: anyOf(CLARITIES),
  Cut: anyOf(FINISH_GRADES),
  Polish: anyOf(FINISH_GRADES),
  Symmetry: anyOf(FINISH_GRADES),
  Fluorescence: anyOf(FLUORESCENCES),
  Lab: anyOf(LABS),
  Location: anyOf(LOCATIONS),
  FancyColor: anyOf(FANCY_COLORS),
  Intensity: anyOf(INTENSITIES),
  Overtone: anyOf(OVERTONES),
  Process: anyOf(PROCESSES),
  Grade: anyOf(MATERIAL_GRADES),
  SeedShape: anyOf(SEED_SHAPES),
  Orientation: anyOf(ORIENTATIONS),
  HasImage: z.boolean(invalid).optional(),
  HasVideo: z.boolean(invalid).optional(),
  /** Quality: only eye-clean stones, only with no BGM, only free of black inclusions. */
  EyeClean: z.literal(true, invalid).optional(),
  NoBgm: z.literal(true, invalid).optional(),
  NoBlackInclusion: z.literal(true, invalid).optional(),
  Keyword: Keyword.optional(),
  WeightMin: range(10_000),
  WeightMax: range(10_000),
  PriceMin: range(100_000_000),
  PriceMax: range(100_000_000),
  TableMin: range(100),
  TableMax: range(100),
  DepthMin: range(100),
  DepthMax: range(100),
  LengthMin: range(1000),
  LengthMax: range(1000),
  WidthMin: range(1000),
  WidthMax: range(1000),
  ThicknessMin: range(1000),
  ThicknessMax: range(1000),
};

/** min ≤ max for every range given at both ends; the error sits on the max field. */
export const rangesInOrder = (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
  for (const [min, max] of RANGE_FILTERS) {
    const lo = value[min];
    const hi = value[max];
    if (typeof lo === 'number' && typeof hi === 'number' && lo > hi) {
      ctx.addIssue({ code: 'custom', path: [max], message: 'RANGE_INVERTED' });
    }
  }
};

export const GoodsFilter = z.strictObject(filterFields);
export type GoodsFilter = z.infer<typeof GoodsFilter>;

/** Every filter, as a query body carries them (saved searches keep these). */
export const goodsFilterFields = filterFields;

/** Paging, sort and every filter: the shape the shop's and the back office's queries share. */
export const goodsQueryFields = { ...pageFields, Sort: SortSpec.optional(), ...filterFields };

export const GoodsQueryBody = z.strictObject(goodsQueryFields).superRefine(rangesInOrder);
export type GoodsQueryBody = z.infer<typeof GoodsQueryBody>;

export const FancyQueryBody = z
  .strictObject({
    ...pageFields,
    Sort: SortSpec.optional(),
    ...filterFields,
    Origin: oneOf(FANCY_ORIGINS).optional(),
  })
  .superRefine(rangesInOrder);
export type FancyQueryBody = z.infer<typeof FancyQueryBody>;

/** Money on the wire: USD with two decimals; weights: carats with up to three. */
const Money = z.number();
const Measure = z.number().nullable();

/**
 * A stone as a buyer is sent it. `Price`, `PricePerCarat`, `DdpPrice` and `Discount` are null
 * when the buyer may not see prices (`BUYER_APPROVAL=browse` before approval): the server
 * sends nothing a price could be read back from. `PricedGoods` is a stone with its prices —
 * what a cart, a parcel match and a hold carry, which only a buyer who sees prices is sent.
 */
export const PricedGoods = z.object({
  Id: z.number().int(),
  Category: GoodsCategory,
  StockNo: z.string(),
  Shape: ShapeValue.nullable(),
  Weight: z.number(),
  Color: z.string().nullable(),
  Clarity: z.string().nullable(),
  Cut: z.string().nullable(),
  Polish: z.string().nullable(),
  Symmetry: z.string().nullable(),
  Fluorescence: z.string().nullable(),
  Lab: z.string().nullable(),
  CertificateNo: z.string().nullable(),
  ReportPlace: z.string().nullable(),
  ReportDate: z.string().nullable(),
  Description: z.string().nullable(),
  ReportUrl: z.string().nullable(),
  Location: z.string().nullable(),
  Length: Measure,
  Width: Measure,
  Height: Measure,
  Thickness: Measure,
  TablePct: Measure,
  DepthPct: Measure,
  CrownHeight: Measure,
  PavilionDepth: Measure,
  Girdle: z.string().nullable(),
  Culet: z.string().nullable(),
  Milky: z.string().nullable(),
  Shade: z.string().nullable(),
  EyeClean: z.string().nullable(),
  Bgm: z.string().nullable(),
  BlackInclusion: z.string().nullable(),
  FancyColor: z.string().nullable(),
  Intensity: z.string().nullable(),
  Overtone: z.string().nullable(),
  Saturation: z.string().nullable(),
  Hue: z.string().nullable(),
  Process: z.string().nullable(),
  Grade: z.string().nullable(),
  SeedShape: z.string().nullable(),
  Orientation: z.string().nullable(),
  PricingBasis: oneOf(PRICING_BASES),
  ListPrice: Money.nullable(),
  Discount: z.number().nullable(),
  PricePerCarat: Money,
  Price: Money,
  DdpPrice: Money,
  /** Pieces, or carats for parcels. */
  Stock: z.number(),
  StockUnit: oneOf(['piece', 'carat']),
  MinBuy: z.number(),
  ArrivalDays: z.number().int().nullable(),
  OnMarket: z.boolean(),
  Available: z.boolean(),
  HasImage: z.boolean(),
  HasVideo: z.boolean(),
  Images: z.array(z.string()),
  Video: z.string().nullable(),
  /** A 360° view: its frames' links in turn (none: empty). */
  Frames: z.array(z.string()),
  Has360: z.boolean(),
  IsCollected: z.boolean(),
  /** Held by a buyer (Trade tools): everyone sees it; only the holder sees until when. */
  OnHold: z.boolean(),
  HeldUntil: z.string().nullable(),
});
export type PricedGoods = z.infer<typeof PricedGoods>;
export const Goods = PricedGoods.extend({
  Discount: z.number().nullable(),
  PricePerCarat: Money.nullable(),
  Price: Money.nullable(),
  DdpPrice: Money.nullable(),
});
export type Goods = z.infer<typeof Goods>;

export const GoodsPage = paged(Goods);
export type GoodsPage = z.infer<typeof GoodsPage>;
/** The back office's stock list: staff always see prices. */
export const PricedGoodsPage = paged(PricedGoods);
export type PricedGoodsPage = z.infer<typeof PricedGoodsPage>;

const facetCounts = z.record(z.string(), z.number().int());
/**
 * Beside a category query's page: per colour, clarity and shape, how many goods the other
 * filters leave — what choosing that chip would find ("F (1,204)"). Grades with none are left
 * out. Absent when the answer came straight from the database (a keyword, or a server still
 * loading its stock index).
 */
export const GoodsFacets = z.object({
  Color: facetCounts,
  Clarity: facetCounts,
  Shape: facetCounts,
});
export type GoodsFacets = z.infer<typeof GoodsFacets>;

export const GoodsQueryPage = GoodsPage.extend({ Facets: GoodsFacets.optional() });
export type GoodsQueryPage = z.infer<typeof GoodsQueryPage>;

export const IdBody = z.strictObject({
  Id,
});
export type IdBody = z.infer<typeof IdBody>;

// ---- certificate lookup ----

export const CertificateQueryBody = z.strictObject({
  CertificateNo: z
    .string({ error: 'CERTIFICATE_REQUIRED' })
    .trim()
    .min(1, 'CERTIFICATE_REQUIRED')
    .max(32, 'FIELD_TOO_LONG'),
  Lab: oneOf(LABS).optional(),
});
export type CertificateQueryBody = z.infer<typeof CertificateQueryBody>;

// ---- parcel matching ----

export const PARCEL_MATCH_MAX_CARATS = 1000;

export const ParcelMatchBody = z
  .strictObject({
    Shape: z.enum(SHAPES, { error: 'SHAPE_FIRST' }),
    SizeMin: bound(10).optional(),
    SizeMax: bound(10).optional(),
    Colors: anyOf(COLORS),
    Clarities: anyOf(CLARITIES),
    Quantity: z
      .number({ error: 'QUANTITY_INVALID' })
      .positive('QUANTITY_INVALID')
      .max(PARCEL_MATCH_MAX_CARATS, 'QUANTITY_INVALID'),
  })
  .superRefine((value, ctx) => {
    if (value.SizeMin != null && value.SizeMax != null && value.SizeMin > value.SizeMax) {
      ctx.addIssue({ code: 'custom', path: ['SizeMax'], message: 'RANGE_INVERTED' });
    }
  });
export type ParcelMatchBody = z.infer<typeof ParcelMatchBody>;

export const ParcelMatchResult = z.object({
  Lines: z.array(z.object({ Goods: PricedGoods, Quantity: z.number(), Amount: Money })),
  Quantity: z.number(),
  Amount: Money,
  Complete: z.boolean(),
});
export type ParcelMatchResult = z.infer<typeof ParcelMatchResult>;

// ---- list prices (the calculator's grid lookup) ----

export const ListPriceBody = z.strictObject({
  Shape: z.enum(SHAPES, { error: 'SHAPE_FIRST' }),
  Weight: bound(10_000).refine((w) => w > 0, 'FIELD_INVALID'),
  Color: oneOf(COLORS),
  Clarity: oneOf(CLARITIES),
});
export type ListPriceBody = z.infer<typeof ListPriceBody>;
export const ListPriceResult = z.object({ ListPrice: Money.nullable() });

// ---- ring settings (Airflare) ----

export const AIRFLARE_SORT_FIELDS = ['Price', 'CreatedAt'] as const;

export const AirflareQueryBody = z
  .strictObject({
    ...pageFields,
    Sort: z
      .strictObject({ Field: oneOf(AIRFLARE_SORT_FIELDS), Order: oneOf(['asc', 'desc']) })
      .optional(),
    Keyword: Keyword.optional(),
    Series: z.array(z.string().trim().min(1).max(40), invalid).max(20, 'FIELD_INVALID').optional(),
    Metal: anyOf(METALS),
    CenterShape: anyOf(SHAPES),
    PriceMin: bound(100_000_000).optional(),
    PriceMax: bound(100_000_000).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.PriceMin != null && value.PriceMax != null && value.PriceMin > value.PriceMax) {
      ctx.addIssue({ code: 'custom', path: ['PriceMax'], message: 'RANGE_INVERTED' });
    }
  });
export type AirflareQueryBody = z.infer<typeof AirflareQueryBody>;

export const RingSetting = z.object({
  Id: z.number().int(),
  StyleNo: z.string(),
  Name: z.string(),
  Series: z.string(),
  Brand: z.string(),
  Metal: oneOf(METALS),
  CenterShape: ShapeValue,
  CenterWeightMin: z.number(),
  CenterWeightMax: z.number(),
  MetalWeight: z.number(),
  SideStones: z.number().int(),
  Description: z.string(),
  /** Null when the buyer may not see prices (as `Goods`). */
  Price: Money.nullable(),
  DdpPrice: Money.nullable(),
  Stock: z.number().int(),
  Images: z.array(z.string()),
  Video: z.string().nullable(),
  HasVideo: z.boolean(),
});
export type RingSetting = z.infer<typeof RingSetting>;
export const RingSettingPage = z.object({
  ...paged(RingSetting).shape,
  /** Every series on sale, for the series filter. */
  SeriesList: z.array(z.string()),
});
export type RingSettingPage = z.infer<typeof RingSettingPage>;

// ---- search across everything ----

export const SearchQueryBody = z.strictObject({
  Keyword,
  ...pageFields,
});
export type SearchQueryBody = z.infer<typeof SearchQueryBody>;

export const SearchResult = z.object({
  Goods: paged(Goods),
  Settings: paged(RingSetting),
});
export type SearchResult = z.infer<typeof SearchResult>;
