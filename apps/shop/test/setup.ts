import { loadCatalogue } from '@facet/contract';

// The shop loads its reader's messages before it draws (src/i18n/i18n.ts, `initI18n`): English
// here, unless a test loads another language.
await loadCatalogue('en');
