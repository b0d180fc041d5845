import type { FancyOrigin, SortSpec } from '@facet/contract';

/**
 * How a category's result list asks the server for its stones: the call (API.md, "Catalogue"),
 * the origin a fancy page starts on, the rows per page and the order when the address names
 * none; and how many rows it shows first. Plain data with no imports to run: the HTML's
 * first-page script reads it at build (`preloadFirstPage` in vite.config.ts) to ask for a
 * result list's first page as the page will.
 */
export const QUERY_CALLS = {
  'natural-white': { endpoint: '/api/Diamonds/DiamandsQuery' },
  'lab-white': { endpoint: '/api/Diamonds/ArtificialDiamandsQuery' },
  'natural-fancy': { endpoint: '/api/Diamonds/FancyDiamondQuery', origin: 'natural' },
  'lab-fancy': { endpoint: '/api/Diamonds/FancyDiamondQuery', origin: 'lab' },
  rough: { endpoint: '/api/Diamonds/BlankQuery' },
  seed: { endpoint: '/api/Diamonds/SeedCrystalQuery' },
} as const satisfies Record<string, { endpoint: string; origin?: FancyOrigin }>;

/** Rows per page of every goods list: two phone screens, one request per scroll. */
export const GOODS_PAGE_SIZE = 20;

/**
 * Rows a phone shows before any scrolling: their pictures load at once, the rest lazily; the
 * shell draws these rows' pictures when the HTML asked for the list.
 */
export const FIRST_SCREEN_ROWS = 6;

/** Newest first: the server's order when no sort is sent. */
export const DEFAULT_SORT: SortSpec = { Field: 'CreatedAt', Order: 'desc' };
