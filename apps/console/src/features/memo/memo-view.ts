import {
  labelOf,
  MEMO_DEFAULTS,
  MEMO_STATUSES,
  type AdminMemo,
  type AdminMemoListBody,
  type Locale,
  type MemoLine,
  type MemoStatus,
  type MemoStaffAction,
} from '@facet/contract';
import { formatCarats } from '../../i18n/number-format';
import type { Translate } from '../../i18n/use-i18n';

/** A tab of the list: one status, the overdue memos, or every memo. */
export type MemoTab = MemoStatus | 'overdue' | 'all';
/** The clerk's work first: requests, memos to ship, memos out (and those overdue), then the ended. */
export const MEMO_TABS: readonly MemoTab[] = [
  'requested',
  'approved',
  'shipped',
  'overdue',
  'closed',
  'declined',
  'all',
];
const DEFAULT_TAB: MemoTab = 'requested';

export const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

/** The list as the clerk set it up; it lives in the address, so a link or a reload keeps it. */
export interface MemosView {
  tab: MemoTab;
  page: number;
  pageSize: number;
}

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function viewFromParams(params: URLSearchParams): MemosView {
  const size = positiveInt(params.get('Size'));
  return {
    tab: MEMO_TABS.find((tab) => tab === params.get('Status')) ?? DEFAULT_TAB,
    page: positiveInt(params.get('Page')) ?? 1,
    pageSize: PAGE_SIZES.find((s) => s === size) ?? DEFAULT_PAGE_SIZE,
  };
}

export function paramsOf({ tab, page, pageSize }: MemosView): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== DEFAULT_TAB) params.set('Status', tab);
  if (page > 1) params.set('Page', String(page));
  if (pageSize !== DEFAULT_PAGE_SIZE) params.set('Size', String(pageSize));
  return params;
}

export const listBodyOf = ({ tab, page, pageSize }: MemosView): AdminMemoListBody => ({
  PageIndex: page,
  PageSize: pageSize,
  ...((MEMO_STATUSES as readonly MemoTab[]).includes(tab) && { Status: tab as MemoStatus }),
  ...(tab === 'overdue' && { Overdue: true }),
});

/** Stones sent back by the buyer that the house has not had in hand yet. */
export const awaitedBack = (memo: Pick<AdminMemo, 'Lines'>): MemoLine[] =>
  memo.Lines.filter((line) => line.Outcome === 'returned' && line.ReceivedAt === null);

/** The moves a clerk may make on a memo as it stands, in the order its row offers them. */
export function actionsOf(memo: Pick<AdminMemo, 'Status' | 'Lines'>): MemoStaffAction[] {
  switch (memo.Status) {
    case 'requested':
      return ['approve', 'decline'];
    case 'approved':
      return ['ship'];
    case 'shipped':
      return awaitedBack(memo).length > 0 ? ['received'] : [];
    default:
      return [];
  }
}

/** The due date a memo shipped at `now` gets: MEMO_DAYS (its default) later. */
export const dueAtIfShipped = (now: number, days: number = MEMO_DEFAULTS.days) =>
  new Date(now + days * 86_400_000);

/** Whole days and hours until `dueAt`; null once it has passed. */
export function dueLeftOf(dueAt: string, now: number) {
  const ms = Date.parse(dueAt) - now;
  if (ms <= 0) return null;
  const hours = Math.floor(ms / 3_600_000);
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}

/** A stone as the trade names it: "Round 1.01 ct F VS1". */
export function stoneWords(locale: Locale, t: Translate, goods: MemoLine['Goods']) {
  return [
    goods.Shape && labelOf(locale, 'Shape', goods.Shape),
    `${formatCarats(locale, goods.Weight)} ${t('inventory.unit.ct')}`,
    goods.Color ?? (goods.FancyColor && labelOf(locale, 'FancyColor', goods.FancyColor)),
    goods.Clarity,
  ]
    .filter(Boolean)
    .join(' ');
}
