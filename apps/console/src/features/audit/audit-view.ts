import {
  AUDIT_KINDS,
  CATEGORIES,
  formatEastern,
  labelOf,
  MEMO_STATUSES,
  OFFER_STATUSES,
  ORDER_STATUSES,
  RETURN_STATUSES,
  type AuditEntry,
  type Locale,
} from '@facet/contract';
import type { Category } from '@facet/contract';
import type { ConsoleKey } from '../../i18n/catalogue';
import { LANGUAGES } from '../../i18n/languages';
import { formatCount, formatSignedPercent, formatUsd } from '../../i18n/number-format';
import type { Translate } from '../../i18n/use-i18n';
import { countryName } from '../../i18n/region-name';

/** The catalogue key naming a kind of entry, or null for a kind this console does not know. */
export const kindKey = (kind: string) =>
  (AUDIT_KINDS as readonly string[]).includes(kind) ? `audit.kind.${kind}` : null;

/**
 * What an entry changed, field by field: the fields whose value differs between before and
 * after, in the order the after state lists them (then any the before state alone has).
 */
export function describeChange(
  before: unknown,
  after: unknown,
): { field: string; before: unknown; after: unknown }[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  // Missing, null and '' all read as a dash: going from one to another is no change.
  const recorded = (value: unknown) => JSON.stringify(value ?? '');
  return fields
    .filter((field) => recorded(a[field]) !== recorded(b[field]))
    .map((field) => ({ field, before: b[field], after: a[field] }));
}

/** What the trail needs to write values as the rest of the console writes them. */
export interface Reading {
  t: Translate;
  locale: Locale;
  /** A price tier's name by its id (undefined while the tiers load or for a deleted one). */
  tierName: (id: number) => string | undefined;
  /** What the entry is about (`memo`, `return`): a status is named as that kind of thing names it. */
  targetType?: string;
}

type Shown = (value: unknown, reading: Reading) => string;

const raw = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const isCategory = (value: unknown): value is Category =>
  (CATEGORIES as readonly unknown[]).includes(value);
const yesNo: Shown = (value, { t }) => t(value ? 'audit.value.yes' : 'audit.value.no');
const count: Shown = (value, { locale }) =>
  typeof value === 'number' ? formatCount(locale, value) : raw(value);
const usd: Shown = (value, { locale }) =>
  typeof value === 'number' ? formatUsd(locale, value) : raw(value);
/**
 * An order's status or an offer's, a memo's or a return's: orders' and offers' names do not
 * overlap (`Shipped`, `countered`); memos and returns share some (`shipped`), so their entry's
 * target says which.
 */
const status: Shown = (value, { t, targetType }) => {
  if (targetType === 'memo' && (MEMO_STATUSES as readonly unknown[]).includes(value)) {
    return t(`memo.status.${value as (typeof MEMO_STATUSES)[number]}`);
  }
  if (targetType === 'return' && (RETURN_STATUSES as readonly unknown[]).includes(value)) {
    return t(`returns.status.${value as (typeof RETURN_STATUSES)[number]}`);
  }
  if ((ORDER_STATUSES as readonly unknown[]).includes(value)) {
    return t(`ORDER_STATUS_${value as (typeof ORDER_STATUSES)[number]}`);
  }
  if ((OFFER_STATUSES as readonly unknown[]).includes(value)) {
    return t(`offers.status.${value as (typeof OFFER_STATUSES)[number]}`);
  }
  return raw(value);
};
const category: Shown = (value, { locale }) =>
  isCategory(value) ? labelOf(locale, 'Category', value) : raw(value);
/** A value the console names under `prefix` (`role.clerk`); another is shown as recorded. */
const named =
  (prefix: string, known: readonly string[]): Shown =>
  (value, { t }) =>
    known.includes(value as string) ? t(`${prefix}${value as string}` as ConsoleKey) : raw(value); // prettier-ignore

/** Each recorded field: its label in the console's words, and how its value reads. */
const FIELDS: Record<string, { label: ConsoleKey; shown?: Shown; empty?: ConsoleKey }> = {
  // Orders and offers
  Status: { label: 'orders.field.status', shown: status },
  Amount: { label: 'orders.field.total', shown: usd },
  Note: { label: 'audit.change.note' },
  // Buyers and staff
  Verification: {
    label: 'buyers.field.verification',
    shown: named('buyers.status.', ['none', 'pending', 'approved', 'rejected']),
  },
  CompanyName: { label: 'buyers.field.company' },
  Country: { label: 'buyers.field.country', shown: (value, { locale }) => countryName(locale, String(value)) }, // prettier-ignore
  Reason: { label: 'buyers.field.reason' },
  TierId: {
    label: 'buyers.field.tier',
    shown: (value, reading) =>
      reading.tierName(Number(value)) ?? reading.t('audit.value.tier', { id: String(value) }),
    empty: 'buyers.houseTier',
  },
  Tier: { label: 'buyers.field.tier', empty: 'buyers.houseTier' },
  Disabled: { label: 'buyers.disabled', shown: yesNo },
  Notes: { label: 'buyers.section.notes' },
  Email: { label: 'buyers.field.email' },
  Role: { label: 'staff.field.role', shown: named('role.', ['clerk', 'admin']) },
  // Price tiers
  Name: { label: 'tiers.field.name' },
  Percent: {
    label: 'tiers.field.percent',
    shown: (value, { locale }) => formatSignedPercent(locale, Number(value)),
  },
  Category: { label: 'inventory.field.Category', shown: category, empty: 'tiers.everyCategory' },
  // Stock
  StockNo: { label: 'inventory.field.StockNo' },
  Price: { label: 'inventory.field.Price', shown: usd },
  PricePerCarat: { label: 'inventory.field.PricePerCarat', shown: usd },
  Stock: { label: 'inventory.field.Stock', shown: count },
  OnMarket: { label: 'inventory.field.OnMarket', shown: yesNo },
  Pictures: { label: 'inventory.field.Images', shown: count },
  Video: { label: 'inventory.field.Video', shown: yesNo },
  Created: { label: 'inventory.import.created', shown: count },
  Updated: { label: 'inventory.import.updated', shown: count },
  Refused: { label: 'inventory.import.refused', shown: count },
  Rows: { label: 'audit.change.rows', shown: count },
  Repriced: { label: 'audit.change.repriced', shown: count },
  // Notices, holds, stores
  Title: { label: 'notices.field.title' },
  ExpiresAt: {
    label: 'holds.field.until',
    shown: (value) => (typeof value === 'string' ? formatEastern(value) : raw(value)),
  },
  Held: { label: 'audit.change.held', shown: yesNo },
  Slug: { label: 'audit.change.slug', shown: (value) => `/store/${String(value)}` },
  Suspended: { label: 'cloudStores.state.suspended', shown: yesNo },
  // Memos and returns
  TrackingNo: { label: 'memo.field.tracking' },
  LimitUsd: { label: 'memo.limit.label', shown: usd },
  RefundUsd: { label: 'audit.change.refund', shown: usd },
  Restocked: { label: 'audit.change.restocked', shown: yesNo },
  // Feedback
  Answer: { label: 'feedback.answerLabel' },
  To: { label: 'audit.change.mailedTo' },
  Done: { label: 'feedback.status.done', shown: yesNo },
  // Contact us
  Phone: { label: 'contact.field.phone' },
  Skype: { label: 'contact.field.skype' },
  Address: { label: 'contact.field.address' },
  Hours: { label: 'contact.field.hours' },
  Latitude: { label: 'contact.field.latitude' },
  Longitude: { label: 'contact.field.longitude' },
};

const currencyNames = new Map<Locale, Intl.DisplayNames>();
/** A rate's currency in the reader's language: "Hong Kong dollar (HKD)". */
function currencyLabel(locale: Locale, code: string) {
  let names = currencyNames.get(locale);
  if (!names) currencyNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'currency' }))); // prettier-ignore
  return `${names.of(code) ?? code} (${code})`;
}
const rate = (locale: Locale, value: unknown) =>
  typeof value === 'number'
    ? new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(value)
    : raw(value);

/** A field's label: the console's word for it, a currency's name, or as recorded. */
function fieldLabel(field: string, { t, locale }: Reading) {
  const known = FIELDS[field];
  if (known) return t(known.label);
  if (/^[A-Z]{3}$/.test(field)) return currencyLabel(locale, field);
  // The contact texts kept per language: "Postal address (简体中文)".
  const translated = /^(Address|Hours) \((zh-CN|zh-TW)\)$/.exec(field);
  if (translated) {
    return `${t(FIELDS[translated[1]!]!.label)} (${LANGUAGES[translated[2] as Locale].name})`;
  }
  return field;
}

function valueOf(field: string, value: unknown, reading: Reading) {
  const known = FIELDS[field];
  if (value === null || value === undefined || value === '') {
    return known?.empty ? reading.t(known.empty) : '—';
  }
  if (known?.shown) return known.shown(value, reading);
  if (/^[A-Z]{3}$/.test(field)) return rate(reading.locale, value);
  return raw(value);
}

/** An entry's changes as the reader reads them: labels and values in their language. */
export function changesOf(
  entry: Pick<AuditEntry, 'Before' | 'After'> & Partial<Pick<AuditEntry, 'TargetType'>>,
  reading: Reading,
) {
  const within: Reading = { ...reading, targetType: entry.TargetType };
  return describeChange(entry.Before, entry.After).map((change) => ({
    field: change.field,
    label: fieldLabel(change.field, within),
    before: valueOf(change.field, change.before, within),
    after: valueOf(change.field, change.after, within),
  }));
}

/** The recorded state's own name for what it is about (a stone's number, a notice's title). */
function recordedName(entry: AuditEntry, field: string): string | undefined {
  for (const state of [entry.After, entry.Before]) {
    const value = (state as Record<string, unknown> | null)?.[field];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/**
 * What an entry is about, beside its kind: a person, an order number, a stone, a title. The
 * office's one contact card, the one list-price grid and the one set of rates need no name.
 */
export function targetOf(entry: AuditEntry, { locale }: Pick<Reading, 'locale'>): string {
  switch (entry.TargetType) {
    case 'buyer':
    case 'staff':
      return entry.TargetName || `#${entry.TargetId}`;
    case 'order':
      return entry.TargetId;
    case 'goods':
      if (isCategory(entry.TargetId)) return labelOf(locale, 'Category', entry.TargetId);
      return recordedName(entry, 'StockNo') ?? `#${entry.TargetId}`;
    case 'notice':
      return recordedName(entry, 'Title') ?? `#${entry.TargetId}`;
    case 'tier':
      return recordedName(entry, 'Name') ?? `#${entry.TargetId}`;
    case 'store': {
      const slug = recordedName(entry, 'Slug');
      return slug ? `/store/${slug}` : `#${entry.TargetId}`;
    }
    case 'feedback':
    case 'offer':
    case 'memo':
    case 'return':
      return `#${entry.TargetId}`;
    case 'currency':
    case 'prices':
    case 'contact':
      return '';
    default:
      return entry.TargetId;
  }
}
