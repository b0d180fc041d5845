import {
  fromCents,
  fromPercentBp,
  pricePerCaratOf,
  toCents,
  toMilliCarats,
  toPercentBp,
  type Markup,
  type MarkupRule,
  type MarkupRuleInput,
  type MarkupRuleWire,
  type PricedGoods,
  type Store,
  type StoreCategory,
  type StoreGoods,
  type StoreInfo,
} from '@facet/contract';
import type { StoreRow } from './cloud-store.repo';

export const markupOf = (row: StoreRow): Markup => ({
  rules: row.markups,
  defaultBp: row.defaultPercentBp,
  rounding: row.rounding,
});

export const rulesOf = (input: MarkupRuleInput[]): MarkupRule[] =>
  input.map((rule) => ({
    category: rule.Category ?? null,
    minCents: rule.MinPrice == null ? null : toCents(rule.MinPrice),
    maxCents: rule.MaxPrice == null ? null : toCents(rule.MaxPrice),
    percentBp: toPercentBp(rule.Percent),
  }));

const ruleToWire = (rule: MarkupRule): MarkupRuleWire => ({
  Category: rule.category as StoreCategory | null,
  MinPrice: rule.minCents == null ? null : fromCents(rule.minCents),
  MaxPrice: rule.maxCents == null ? null : fromCents(rule.maxCents),
  Percent: fromPercentBp(rule.percentBp),
});

/** The store's public face: what the storefront's header shows. */
export const storeInfoOf = (row: StoreRow, logo: string | null): StoreInfo => ({
  Slug: row.slug,
  Name: row.name,
  Logo: logo,
  Phone: row.phone,
  Email: row.email,
  Intro: row.intro,
  Language: row.language,
  Categories: row.categories,
});

export const shareUrlOf = (origin: string, slug: string) =>
  `${origin}/store/${encodeURIComponent(slug)}`;

export function storeToWire(
  row: StoreRow,
  links: { origin: string; logo: string | null; feedToken: string },
): Store {
  const feed = new URLSearchParams({ Slug: row.slug, Token: links.feedToken });
  return {
    ...storeInfoOf(row, links.logo),
    LogoId: row.logoFileId,
    Markups: row.markups.map(ruleToWire),
    DefaultPercent: fromPercentBp(row.defaultPercentBp),
    Rounding: row.rounding,
    Enabled: row.enabled,
    Suspended: row.suspended,
    ShareUrl: shareUrlOf(links.origin, row.slug),
    FeedUrl: `${links.origin}/api/Store/Feed?${feed.toString()}`,
  };
}

/**
 * A stone for a retail customer, copied field by field from the shop's wire form (an allow
 * list: a field the shop gains later stays out until it is added here). Supplier media named
 * after Facet's stock number are left out, so the number cannot be read off a link.
 */
export function storeGoodsOf(
  stone: PricedGoods,
  ref: string,
  retailCents: number,
  stockNo: string,
): StoreGoods {
  const stock = stockNo.toUpperCase();
  const media = (url: string) => !url.toUpperCase().includes(stock);
  return {
    Ref: ref,
    Category: stone.Category as StoreCategory,
    Shape: stone.Shape,
    Weight: stone.Weight,
    Color: stone.Color,
    Clarity: stone.Clarity,
    Cut: stone.Cut,
    Polish: stone.Polish,
    Symmetry: stone.Symmetry,
    Fluorescence: stone.Fluorescence,
    Lab: stone.Lab,
    CertificateNo: stone.CertificateNo,
    ReportUrl: stone.ReportUrl,
    ReportDate: stone.ReportDate,
    Length: stone.Length,
    Width: stone.Width,
    Height: stone.Height,
    TablePct: stone.TablePct,
    DepthPct: stone.DepthPct,
    CrownHeight: stone.CrownHeight,
    PavilionDepth: stone.PavilionDepth,
    Girdle: stone.Girdle,
    Culet: stone.Culet,
    Milky: stone.Milky,
    Shade: stone.Shade,
    EyeClean: stone.EyeClean,
    Bgm: stone.Bgm,
    BlackInclusion: stone.BlackInclusion,
    FancyColor: stone.FancyColor,
    Intensity: stone.Intensity,
    Overtone: stone.Overtone,
    Saturation: stone.Saturation,
    Hue: stone.Hue,
    Process: stone.Process,
    Images: stone.Images.filter(media),
    Videos: stone.Video && media(stone.Video) ? [stone.Video] : [],
    Price: fromCents(retailCents),
    PricePerCarat: fromCents(pricePerCaratOf(retailCents, toMilliCarats(stone.Weight))),
  };
}
