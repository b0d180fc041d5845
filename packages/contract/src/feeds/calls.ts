import type { CallSpec } from '../call-spec';
import { StockFeedQuery } from './index';

/** The feeds calls of the call table (../calls.ts). */
export const FEEDS_CALLS = {
  'Feed/Stock': {
    method: 'GET',
    query: StockFeedQuery,
    kind: 'download',
    capability: 'feeds',
    scope: 'catalogue',
  },
} as const satisfies Record<string, CallSpec>;
