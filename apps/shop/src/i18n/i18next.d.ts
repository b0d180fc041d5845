import 'i18next';
import type en from './en.json';
import type catalogueEn from './catalogue/en.json';
import type searchEn from './search/en.json';
import type dailyEn from './daily/en.json';
import type pagesEn from './pages/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // One namespace; the page texts arrive with the pages that use them (see i18n.ts).
    resources: {
      translation: typeof en &
        typeof catalogueEn &
        typeof searchEn &
        typeof dailyEn &
        typeof pagesEn;
    };
  }
}
