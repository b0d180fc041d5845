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

/**
 * The store's markup, each percentage raised to at least `minBp` (STORE_MIN_MARKUP_PERCENT): a
 * store saved with 0 % before the minimum existed does not publish its owner's prices.
 */
export const markupOf = (row: StoreRow, minBp: number): Markup => ({
  rules: row.markups.map((rule) => ({ ...rule, percentBp: Math.max(rule.percentBp, minBp) })),
  defaultBp: Math.max(row.defaultPercentBp, minBp),
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
    ShowCertificates: row.showCertificates,
    Suspended: row.suspended,
    ShareUrl: shareUrlOf(links.origin, row.slug),
    FeedUrl: `${links.origin}/api/Store/Feed?${feed.toString()}`,
  };
}

/** Letters and digits alone, in capitals: how a number reads whatever its punctuation. */
const bare = (text: string) => text.toUpperCase().replace(/[^0-9A-Z]/g, '');
const withoutLeadingZeros = (digits: string) => digits.replace(/^0+(?=\d)/, '');

/** A link as a reader sees it: %-escapes undone (twice, for doubly escaped links). */
function readable(url: string): string {
  let text = url;
  for (let i = 0; i < 2; i++) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Whether a public link might give Facet's stock number away, in any form: in another case,
 * with other punctuation (`nw-0002986.jpg` for `NW2986`), %-escaped, or its digits alone.
 * Facet's own file links (`/files/<uuid>`) never carry it.
 */
export function carriesStockNo(url: string, stockNo: string): boolean {
  if (/^\/files\/[0-9a-f-]{36}\.\w+(\?|$)/.test(url)) return false;
  const text = readable(url);
  const stock = bare(stockNo);
  if (stock.length > 0 && bare(text).includes(stock)) return true;
  const digits = withoutLeadingZeros(stockNo.replace(/\D/g, ''));
  if (digits.length === 0) return false;
  return (text.match(/\d+/g) ?? []).some((run) => withoutLeadingZeros(run) === digits);
}

/**
 * A stone for a retail customer, copied field by field from the shop's wire form (an allow
 * list: a field the shop gains later stays out until it is added here). Links that might carry
 * Facet's stock number are left out; the certificate number and report link only when the
 * jeweller chose to show them.
 */
export function storeGoodsOf(
  stone: PricedGoods,
  ref: string,
  retailCents: number,
  { stockNo, showCertificates }: { stockNo: string; showCertificates: boolean },
): StoreGoods {
  const media = (url: string) => !carriesStockNo(url, stockNo);
  const reportUrl =
    showCertificates && stone.ReportUrl && media(stone.ReportUrl) ? stone.ReportUrl : null;
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
    CertificateNo: showCertificates ? stone.CertificateNo : null,
    ReportUrl: reportUrl,
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
