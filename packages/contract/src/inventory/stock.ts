import { z } from '../zod';
import { isIsoDate } from '../time';
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
  MILKY_GRADES,
  ORIENTATIONS,
  OVERTONES,
  PRICING_BASES,
  PROCESSES,
  SEED_SHAPES,
  SHADES,
  EYE_CLEAN,
  BGM,
  BLACK_INCLUSIONS,
  SHAPES,
  isUnique,
} from '../catalogue/vocabulary';

/** Frames of a 360° view: the trade's viewers publish 36 to 256. */
export const FRAMES_MAX = 256;

const invalid = { error: 'FIELD_INVALID' } as const;
const grade = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, invalid).nullish();
const text = (max: number) => z.string(invalid).trim().max(max, 'FIELD_TOO_LONG').nullish();
const amount = (max: number) =>
  z
    .number(invalid)
    .finite('FIELD_INVALID')
    .min(0, 'FIELD_INVALID')
    .max(max, 'FIELD_INVALID')
    .nullish();

export const STOCK_NO_PATTERN = /^[A-Z0-9][A-Z0-9._/-]{0,39}$/;

/**
 * One stock record as a clerk enters it or a stock-list line describes it. The server resolves
 * its prices (list price from the house grid when a discount comes without one) and ranks.
 */
export const StockInput = z
  .strictObject({
    Category: z.enum(CATEGORIES, invalid),
    StockNo: z
      .string({ error: 'FIELD_REQUIRED' })
      .trim()
      .toUpperCase()
      .min(1, 'FIELD_REQUIRED')
      .regex(STOCK_NO_PATTERN, 'STOCK_NO_FORMAT'),
    Shape: grade(SHAPES),
    Weight: z
      .number({ error: 'FIELD_REQUIRED' })
      .positive('FIELD_INVALID')
      .max(10_000, 'FIELD_INVALID'),
    Color: grade(COLORS),
    Clarity: grade(CLARITIES),
    Cut: grade(FINISH_GRADES),
    Polish: grade(FINISH_GRADES),
    Symmetry: grade(FINISH_GRADES),
    Fluorescence: grade(FLUORESCENCES),
    Lab: grade(LABS),
    CertificateNo: z
      .string(invalid)
      .trim()
      .toUpperCase()
      .max(32, 'FIELD_TOO_LONG')
      .regex(/^[A-Z0-9-]*$/, 'FIELD_INVALID')
      .nullish(),
    ReportPlace: text(64),
    ReportDate: z.string(invalid).refine(isIsoDate, 'DATE_FORMAT').nullish(),
    Description: text(2000),
    Location: grade(LOCATIONS),
    Length: amount(1000),
    Width: amount(1000),
    Height: amount(1000),
    Thickness: amount(1000),
    TablePct: amount(100),
    DepthPct: amount(100),
    CrownHeight: amount(100),
    PavilionDepth: amount(100),
    Girdle: text(64),
    Culet: text(32),
    Milky: grade(MILKY_GRADES),
    Shade: grade(SHADES),
    EyeClean: grade(EYE_CLEAN),
    Bgm: grade(BGM),
    BlackInclusion: grade(BLACK_INCLUSIONS),
    FancyColor: grade(FANCY_COLORS),
    Intensity: grade(INTENSITIES),
    Overtone: grade(OVERTONES),
    Saturation: text(32),
    Hue: text(32),
    Process: grade(PROCESSES),
    Grade: grade(MATERIAL_GRADES),
    SeedShape: grade(SEED_SHAPES),
    Orientation: grade(ORIENTATIONS),
    PricingBasis: z.enum(PRICING_BASES, invalid),
    ListPrice: amount(10_000_000),
    Discount: z
      .number(invalid)
      .finite('FIELD_INVALID')
      .min(-99.99, 'FIELD_INVALID')
      .max(500, 'FIELD_INVALID')
      .nullish(),
    PricePerCarat: amount(10_000_000),
    Price: amount(100_000_000),
    Stock: amount(1_000_000),
    MinBuy: amount(1_000_000),
    MadeToOrder: z.boolean(invalid).nullish(),
    OnMarket: z.boolean(invalid).nullish(),
    Images: z
      .array(z.string().trim().max(512, 'FIELD_TOO_LONG'), invalid)
      .max(20, 'FIELD_INVALID')
      .nullish(),
    Video: text(512),
    /** A 360° view: its frames' links in turn (a supplier's `{0..71}` range is expanded). */
    Frames: z
      .array(z.string().trim().max(512, 'FIELD_TOO_LONG'), invalid)
      .max(FRAMES_MAX, 'FIELD_INVALID')
      .nullish(),
  })
  .superRefine((v, ctx) => {
    const need = (field: keyof typeof v, message = 'FIELD_REQUIRED') => {
      if (v[field] == null || v[field] === '')
        ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (isUnique(v.Category) || v.Category === 'parcel') need('Shape');
    if (v.Category === 'lab-white' || v.Category === 'natural-white') {
      need('Color');
      need('Clarity');
    }
    if (v.Category === 'lab-fancy' || v.Category === 'natural-fancy') {
      need('FancyColor');
      need('Intensity');
    }
    if (v.PricingBasis === 'discount') need('Discount');
    if (v.PricingBasis === 'weight') need('PricePerCarat');
    if (v.PricingBasis === 'grain' || v.PricingBasis === 'piece') need('Price');
    if (isUnique(v.Category)) {
      if (v.Stock != null && v.Stock > 1)
        ctx.addIssue({ code: 'custom', path: ['Stock'], message: 'FIELD_INVALID' });
    } else if (v.Category !== 'parcel' && v.Stock != null && !Number.isInteger(v.Stock)) {
      ctx.addIssue({ code: 'custom', path: ['Stock'], message: 'QUANTITY_INVALID' });
    }
    if (
      v.MinBuy != null &&
      v.Stock != null &&
      v.Stock > 0 &&
      v.MinBuy > v.Stock &&
      !v.MadeToOrder
    ) {
      ctx.addIssue({ code: 'custom', path: ['MinBuy'], message: 'MIN_BUY_FORMAT' });
    }
  });
export type StockInput = z.infer<typeof StockInput>;
