import type { CallSpec } from '../call-spec';
import { Empty } from '../envelope';
import {
  SavedSearch,
  SavedSearchIdBody,
  SavedSearchList,
  SavedSearchSaveBody,
  SavedSearchSaved,
} from './index';

/** The saved-searches calls of the call table (../calls.ts). */
export const SAVED_SEARCHES_CALLS = {
  'SavedSearch/Save': {
    method: 'POST',
    body: SavedSearchSaveBody,
    data: SavedSearchSaved,
    capability: 'saved-searches',
  },
  'SavedSearch/List': { method: 'GET', data: SavedSearchList, capability: 'saved-searches' },
  'SavedSearch/Open': {
    method: 'POST',
    body: SavedSearchIdBody,
    data: SavedSearch,
    capability: 'saved-searches',
  },
  'SavedSearch/Delete': {
    method: 'POST',
    body: SavedSearchIdBody,
    data: Empty,
    capability: 'saved-searches',
  },
} as const satisfies Record<string, CallSpec>;
