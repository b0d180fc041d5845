import {
  RETURN_STATUSES,
  type AdminReturnListBody,
  type ReturnStaffAction,
  type ReturnStatus,
} from '@facet/contract';

/** A tab of the list: one status, or every return. */
export type ReturnTab = ReturnStatus | 'all';
/** The clerk's work first: requests, then returns on their way, arrived, and the ended. */
export const RETURN_TABS: readonly ReturnTab[] = [
  'requested',
  'authorised',
  'shipped',
  'received',
  'refunded',
  'declined',
  'all',
];
const DEFAULT_TAB: ReturnTab = 'requested';

export const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

/** The list as the clerk set it up; it lives in the address, so a link or a reload keeps it. */
export interface ReturnsView {
  tab: ReturnTab;
  page: number;
  pageSize: number;
}

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function viewFromParams(params: URLSearchParams): ReturnsView {
  const size = positiveInt(params.get('Size'));
  return {
    tab: RETURN_TABS.find((tab) => tab === params.get('Status')) ?? DEFAULT_TAB,
    page: positiveInt(params.get('Page')) ?? 1,
    pageSize: PAGE_SIZES.find((s) => s === size) ?? DEFAULT_PAGE_SIZE,
  };
}

export function paramsOf({ tab, page, pageSize }: ReturnsView): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== DEFAULT_TAB) params.set('Status', tab);
  if (page > 1) params.set('Page', String(page));
  if (pageSize !== DEFAULT_PAGE_SIZE) params.set('Size', String(pageSize));
  return params;
}

export const listBodyOf = ({ tab, page, pageSize }: ReturnsView): AdminReturnListBody => ({
  PageIndex: page,
  PageSize: pageSize,
  ...((RETURN_STATUSES as readonly ReturnTab[]).includes(tab) && { Status: tab as ReturnStatus }),
});

/** The moves a clerk may make on a return as it stands (the buyer ships an authorised one). */
export function actionsOf(status: ReturnStatus): ReturnStaffAction[] {
  switch (status) {
    case 'requested':
      return ['authorise', 'decline'];
    case 'shipped':
      return ['received'];
    case 'received':
      return ['refund'];
    case 'declined':
      return ['escalate'];
    default:
      return [];
  }
}
