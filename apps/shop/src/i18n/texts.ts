/**
 * The shop's texts by key, in the reader's language: what the shop used of i18next and
 * react-i18next (one namespace, `{{name}}` interpolation, plurals by `count`, an object by
 * `returnObjects`), in a few hundred bytes instead of their 16 KB on the wire with every first
 * page. Plurals follow the shop's three languages without `Intl.PluralRules` (whose first use
 * costs tens of milliseconds of ICU set-up on a phone): English "one" for 1 and "other" for
 * the rest, Chinese "other" always. A missing text shows its key, as with i18next.
 */
import { useSyncExternalStore } from 'react';
import type en from './en.json';
import type catalogueEn from './catalogue/en.json';
import type pagesEn from './pages/en.json';

type Words = { [key: string]: unknown };
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Every key of a catalogue, dotted, the plural forms under their common key. */
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${WithoutPlural<K>}`
    : T[K] extends readonly unknown[]
      ? `${Prefix}${K}`
      : `${Prefix}${K}` | Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The keys of the shop's texts: the start-up texts, the catalogue pages' and the others'. */
export type TextKey = Keys<typeof en & typeof catalogueEn & typeof pagesEn>;

type Values = { count?: number; [name: string]: unknown };

export type Translate = {
  (key: TextKey, values?: Values & { returnObjects?: false }): string;
  (key: TextKey, values: Values & { returnObjects: true }): unknown;
};

const catalogues = new Map<string, Words>();
let language: string | undefined;
let version = 0;
const listeners = new Set<() => void>();
const changed = () => {
  version += 1;
  for (const listener of listeners) listener();
};

function merge(target: Words, source: Words) {
  for (const [key, value] of Object.entries(source)) {
    const present = target[key];
    if (
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      present &&
      typeof present === 'object'
    ) {
      merge(present as Words, value as Words);
    } else {
      target[key] = value;
    }
  }
}

function lookUp(words: Words | undefined, key: string): unknown {
  let found: unknown = words;
  for (const part of key.split('.')) {
    if (!found || typeof found !== 'object') return undefined;
    found = (found as Words)[part];
  }
  return found;
}

const pluralOf = (locale: string, count: number) =>
  locale === 'en' && count === 1 ? 'one' : 'other';

function translate(locale: string | undefined, key: string, values: Values = {}): unknown {
  const words = locale === undefined ? undefined : catalogues.get(locale);
  const { count } = values;
  const found =
    (typeof count === 'number' ? lookUp(words, `${key}_${pluralOf(locale!, count)}`) : undefined) ??
    lookUp(words, key);
  if (typeof found !== 'string') return values.returnObjects && found !== undefined ? found : key;
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    name in values ? String(values[name]) : '',
  );
}

const translateIn = (locale: string | undefined): Translate =>
  ((key: TextKey, values?: Values) => translate(locale, key, values)) as Translate;

let current: { version: number; t: Translate } = { version: -1, t: translateIn(undefined) };
const currentT = () => {
  if (current.version !== version) current = { version, t: translateIn(language) };
  return current.t;
};

/** The texts outside React: `i18n.t(key)`, and what the loaders (i18n.ts) need. */
export const i18n = {
  get language() {
    return language;
  },
  get isInitialized() {
    return language !== undefined;
  },
  /** Sets the language without announcing it (before the first render). */
  init(locale: string) {
    language = locale;
    changed();
  },
  hasTexts: (locale: string) => catalogues.has(locale),
  /** Adds texts to a language's catalogue; a text already there is replaced. */
  addTexts(locale: string, texts: object) {
    let words = catalogues.get(locale);
    if (!words) catalogues.set(locale, (words = {}));
    merge(words, texts as Words);
    changed();
  },
  changeLanguage(locale: string) {
    language = locale;
    changed();
  },
  t: ((key: TextKey, values?: Values) => currentT()(key, values as never)) as Translate,
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * `t` in the current language; the component renders again when the language changes or
 * texts arrive (react-i18next's hook, as the shop used it).
 */
export function useTranslation() {
  const t = useSyncExternalStore(subscribe, currentT);
  return { t, i18n };
}
