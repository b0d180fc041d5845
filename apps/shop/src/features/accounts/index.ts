export { accountKeys, personalQuery, usePersonal, useSetPersonal } from './api';
export { sessionLink } from './session-link';
export { sessionStore, useSeesPrices, useSession } from './session';
export { PREFERENCES_KEY, readPreferences } from './preferences';
