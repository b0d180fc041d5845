import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { loadCatalogue, parseLocale, type Locale } from '@facet/contract';
import type en from './en.json';
import { LOCALE_KEY, storedLocale } from './locale-choice';

export { LOCALE_KEY };

/**
 * How each language names itself in the switch. Endonyms stay the same in every interface
 * language (and must not go through the zh-TW conversion), so they are not in the catalogues.
 */
export const LANGUAGE_NAMES: Record<Locale, { short: string; full: string }> = {
  en: { short: 'EN', full: 'English' },
  'zh-CN': { short: '简体', full: '简体中文' },
  'zh-TW': { short: '繁體', full: '繁體中文' },
};

type Resources = typeof en;

// One chunk per language: a buyer downloads only the texts of the language they read.
const bundles: Record<Locale, () => Promise<{ default: Resources }>> = {
  en: () => import('./en.json'),
  'zh-CN': () => import('./zh-CN.json'),
  'zh-TW': () => import('./zh-TW.generated.json'),
};

/**
 * The page texts, in four sets: the goods' (a stone's row, prices, the cart, holds, orders:
 * what every page that shows stones reads), the search's (the query page's filters, a stone's
 * details, saved searches), the daily pages' (an order, its steps, the chat, addresses, news)
 * and every other page's. Not needed for a first screen, so they come with the pages that show
 * them instead of weighing on every first load: a page names what it reads (`lazyPage`'s
 * `texts`): the goods' (the cart, the order list), the catalogue pages' (the goods' and the
 * search's), the daily pages' (the goods' and their own), or all.
 */
export type PageTexts = 'goods' | 'catalogue' | 'daily' | 'all';
type TextSet = 'goods' | 'search' | 'daily' | 'other';
const SETS_OF: Record<PageTexts, TextSet[]> = {
  goods: ['goods'],
  catalogue: ['goods', 'search'],
  daily: ['goods', 'daily'],
  all: ['goods', 'search', 'daily', 'other'],
};
const pageBundles: Record<TextSet, Record<Locale, () => Promise<{ default: object }>>> = {
  goods: {
    en: () => import('./catalogue/en.json'),
    'zh-CN': () => import('./catalogue/zh-CN.json'),
    'zh-TW': () => import('./catalogue/zh-TW.generated.json'),
  },
  search: {
    en: () => import('./search/en.json'),
    'zh-CN': () => import('./search/zh-CN.json'),
    'zh-TW': () => import('./search/zh-TW.generated.json'),
  },
  daily: {
    en: () => import('./daily/en.json'),
    'zh-CN': () => import('./daily/zh-CN.json'),
    'zh-TW': () => import('./daily/zh-TW.generated.json'),
  },
  other: {
    en: () => import('./pages/en.json'),
    'zh-CN': () => import('./pages/zh-CN.json'),
    'zh-TW': () => import('./pages/zh-TW.generated.json'),
  },
};
const pageTextsLoaded = new Set<string>();
const pageTextsWanted = new Set<TextSet>();

/** The language's catalogues, side by side: the contract's, the shell's, the pages' if wanted. */
async function ensureBundle(locale: Locale) {
  const wanted = [...pageTextsWanted].filter((set) => !pageTextsLoaded.has(`${set}:${locale}`));
  const [, shell, ...pages] = await Promise.all([
    loadCatalogue(locale),
    bundles[locale](),
    ...wanted.map((set) => pageBundles[set][locale]()),
  ]);
  // Asked only now: a first page's texts may be asked for before i18next is set up.
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', shell.default, true);
  }
  pages.forEach((texts, index) => {
    i18n.addResourceBundle(locale, 'translation', texts.default, true, true);
    pageTextsLoaded.add(`${wanted[index]}:${locale}`);
  });
}

/** Loads page texts (once) in the buyer's language; later language changes bring theirs. */
export async function ensurePageTexts(texts: PageTexts = 'all') {
  for (const set of SETS_OF[texts]) pageTextsWanted.add(set);
  // Also called while the app starts (the first page loads with the texts), before i18next has
  // its language: the stored one is the language it is about to get.
  await ensureBundle(i18n.isInitialized ? currentLocale() : storedLocale());
}

/**
 * A text that is in none of the loaded sets: a page that reads more than its `texts` say. The
 * rest come, and the page draws again with them (`bindI18nStore`); until then the text is
 * blank rather than its key. Once every set is in, a missing text shows its key, as i18next's.
 */
function missingText(key: string, defaultValue?: string): string {
  if (defaultValue !== undefined) return defaultValue;
  const locale = currentLocale();
  if (SETS_OF.all.every((set) => pageTextsLoaded.has(`${set}:${locale}`))) return key;
  // For the developer (and the browser journeys, which fail on it): the page's `texts` fall short.
  console.warn(`Page texts: "${key}" is in a set its page does not name`);
  void ensurePageTexts('all');
  return '';
}

/**
 * Loads the buyer's language before the first render (`locale`: another than the one they
 * chose); with `pageTexts`, the page texts come in the same go.
 */
export async function initI18n({ locale = storedLocale(), pageTexts = false } = {}) {
  if (pageTexts) for (const set of SETS_OF.all) pageTextsWanted.add(set);
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    parseMissingKeyHandler: missingText,
    // Texts that arrive after a page drew (a set it did not name) draw it again.
    react: { bindI18nStore: 'added' },
  });
  await ensureBundle(locale);
  showLanguage(locale);
}

/** The page's language, and the installed app's name in it (one web manifest per language). */
function showLanguage(locale: Locale) {
  document.documentElement.lang = locale;
  document
    .querySelector('link[rel="manifest"]')
    ?.setAttribute('href', `/manifest.${locale}.webmanifest`);
}

/** Shows the app in `locale`; remembered as the reader's choice unless `remember` is false. */
export async function changeLocale(locale: Locale, { remember = true } = {}) {
  await ensureBundle(locale);
  await i18n.changeLanguage(locale);
  if (remember) localStorage.setItem(LOCALE_KEY, locale);
  showLanguage(locale);
}

/** The interface language, for code outside React (the request client's `locale` header). */
export const currentLocale = (): Locale => parseLocale(i18n.language);

/** The interface language inside React; re-renders when it changes. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return parseLocale(instance.language);
}

export { i18n };
