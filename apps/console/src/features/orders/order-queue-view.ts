import {
  AdminOrderListBody,
  ORDER_STATUSES,
  type AdminOrderPage,
  type OrderStatus,
} from '@facet/contract';

/** A tab of the queue: one status, or every order. */
export type QueueTab = OrderStatus | 'all';
/**
 * The clerk's work comes first: orders waiting for confirmation, then along the order's way,
 * the abnormal ones before those that have ended.
 */
export const QUEUE_TABS: readonly QueueTab[] = [
  ...ORDER_STATUSES.filter(
    (status) => status !== 'Abnormal' && status !== 'Completed' && status !== 'Cancelled',
  ),
  'Abnormal',
  'Completed',
  'Cancelled',
  'all',
];
export const DEFAULT_TAB: QueueTab = 'PendingConfirmation';

export const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

/** The queue as the clerk set it up; it lives in the address, so a link or a reload keeps it. */
export interface QueueView {
  tab: QueueTab;
  keyword?: string;
  page: number;
  pageSize: number;
}

const isTab = (value: string | null): value is QueueTab =>
  value !== null && (QUEUE_TABS as readonly string[]).includes(value);

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function viewFromParams(params: URLSearchParams): QueueView {
  const status = params.get('Status');
  const keyword = AdminOrderListBody.shape.Keyword.safeParse(params.get('Keyword') ?? undefined);
  const size = positiveInt(params.get('Size'));
  return {
    tab: isTab(status) ? status : DEFAULT_TAB,
    keyword: (keyword.success && keyword.data) || undefined,
    page: positiveInt(params.get('Page')) ?? 1,
    pageSize: PAGE_SIZES.find((s) => s === size) ?? DEFAULT_PAGE_SIZE,
  };
}

export function paramsOf({ tab, keyword, page, pageSize }: QueueView): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== DEFAULT_TAB) params.set('Status', tab);
  if (keyword) params.set('Keyword', keyword);
  if (page > 1) params.set('Page', String(page));
  if (pageSize !== DEFAULT_PAGE_SIZE) params.set('Size', String(pageSize));
  return params;
}

export const listBodyOf = ({ tab, keyword, page, pageSize }: QueueView): AdminOrderListBody => ({
  PageIndex: page,
  PageSize: pageSize,
  Status: tab === 'all' ? undefined : tab,
  Keyword: keyword,
});

/** How many orders a tab holds; `all` is every status together. */
export const countOf = (counts: AdminOrderPage['Counts'] | undefined, tab: QueueTab) => {
  if (!counts) return undefined;
  return tab === 'all'
    ? ORDER_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0)
    : (counts[tab] ?? 0);
};

/** The address of a tab of the queue, for links from elsewhere (the dashboard). */
export const queueLink = (tab: QueueTab) => {
  const search = paramsOf({ tab, page: 1, pageSize: DEFAULT_PAGE_SIZE }).toString();
  return search ? `/orders?${search}` : '/orders';
};
