import type { CallsBy, FancyOrigin, SortSpec } from '@facet/contract';

/**
 * How a category's result list asks the server for its stones: the call, named as the
 * contract's call table names it (API.md, "Catalogue"), the origin a fancy page starts on, the
 * rows per page and the order when the address names none; and how many rows it shows first.
 * Plain data with no imports to run: the HTML's first-page script (src/boot) imports it to ask
 * for a result list's first page as the page will.
 */
export const QUERY_CALLS = {
  'natural-white': { call: 'Diamonds/DiamandsQuery' },
  'lab-white': { call: 'Diamonds/ArtificialDiamandsQuery' },
  'natural-fancy': { call: 'Diamonds/FancyDiamondQuery', origin: 'natural' },
  'lab-fancy': { call: 'Diamonds/FancyDiamondQuery', origin: 'lab' },
  rough: { call: 'Diamonds/BlankQuery' },
  seed: { call: 'Diamonds/SeedCrystalQuery' },
} as const satisfies Record<string, { call: CallsBy<'POST'>; origin?: FancyOrigin }>;

/** The categories with a query page of filters (parcels match, certificates look up). */
export type QueryCategory = keyof typeof QUERY_CALLS;

export const isQueryCategory = (value: string | null | undefined): value is QueryCategory =>
  value != null && Object.hasOwn(QUERY_CALLS, value);

/** The query calls of the categories: each answers a page of stones for a `queryBody`. */
export type QueryCall = (typeof QUERY_CALLS)[keyof typeof QUERY_CALLS]['call'];

/** Rows per page of every goods list: two phone screens, one request per scroll. */
export const GOODS_PAGE_SIZE = 20;

/**
 * Rows a phone shows before any scrolling: their pictures load at once, the rest lazily; the
 * shell draws these rows' pictures when the HTML asked for the list.
 */
export const FIRST_SCREEN_ROWS = 6;

/** Newest first: the server's order when no sort is sent. */
export const DEFAULT_SORT: SortSpec = { Field: 'CreatedAt', Order: 'desc' };
