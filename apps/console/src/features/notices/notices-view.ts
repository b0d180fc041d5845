import type { NoticePage } from './api';

export const NOTICE_PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_SIZE = NOTICE_PAGE_SIZES[0];

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The page of notices in the address (`?Page=2&Size=50`), so a reload keeps it. */
export function noticePageOf(params: URLSearchParams): NoticePage {
  const size = positiveInt(params.get('Size'));
  return {
    PageIndex: positiveInt(params.get('Page')) ?? 1,
    PageSize: NOTICE_PAGE_SIZES.find((allowed) => allowed === size) ?? DEFAULT_SIZE,
  };
}

export function paramsOfNoticePage({ PageIndex, PageSize }: NoticePage): URLSearchParams {
  const params = new URLSearchParams();
  if (PageIndex > 1) params.set('Page', String(PageIndex));
  if (PageSize !== DEFAULT_SIZE) params.set('Size', String(PageSize));
  return params;
}
