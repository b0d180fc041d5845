import { savedCopies } from './saved-copies';

/** Favourites and the last result list, readable offline (docs/web-apps.md). */
export const saved = savedCopies(localStorage);
