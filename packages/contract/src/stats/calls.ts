import type { CallSpec } from '../call-spec';
import { Stats, StatsQuery } from './index';

/** The stats calls of the call table (../calls.ts). */
export const STATS_CALLS = {
  'Admin/Stats': { method: 'GET', query: StatsQuery, data: Stats, capability: 'stats' },
} as const satisfies Record<string, CallSpec>;
