import {
  addEveryCatalogue,
  pluralOf,
  translate,
  type Locale,
  type MessageKey,
} from '@facet/contract';
import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.generated.json';
import { formatCount } from './number-format';

/** Every entry of the catalogues, plural forms (`key_one`, `key_other`) each as its own. */
type Entry = keyof typeof en;
/** `key` of a text in plural forms, `key_one` and `key_other`, as i18next writes them. */
type PluralKey = Entry extends infer K ? (K extends `${infer B}_other` ? B : never) : never;
/** What `t` takes: a text's key, or a plural text's key (its `count` chooses the form). */
export type ConsoleKey = Exclude<Entry, `${string}_one` | `${string}_other`> | PluralKey;
/** A console text or one of the contract's (error codes, field rules, empty states). */
export type TextKey = ConsoleKey | MessageKey;
export type TextParams = Record<string, string | number>;

// Typed as the English catalogue: a key missing from zh-CN fails the type check.
const catalogues: Record<Locale, Record<Entry, string>> = {
  en,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

// A back office on desktops loads the contract's three catalogues with its own.
addEveryCatalogue();

const isEntry = (key: string): key is Entry => Object.hasOwn(en, key);
const isConsoleKey = (key: TextKey): key is ConsoleKey => isEntry(key) || isEntry(`${key}_other`);

/** The entry that writes `key`: itself, or the plural form its `count` asks for. */
function entryOf(locale: Locale, key: ConsoleKey, count: unknown): Entry {
  if (isEntry(key)) return key;
  const form = `${key}_${pluralOf(locale, Number(count))}`;
  return isEntry(form) ? form : (`${key}_other` as Entry);
}

/**
 * The text of `key` in `locale` with its `{name}` placeholders filled. A text in plural forms
 * follows `params.count`, a number, which it writes as the language writes numbers ("1,234").
 */
export function textOf(locale: Locale, key: TextKey, params: TextParams = {}): string {
  if (!isConsoleKey(key)) return translate(locale, key, params);
  const entry = entryOf(locale, key, params.count);
  const values =
    entry === key || typeof params.count !== 'number'
      ? params
      : { ...params, count: formatCount(locale, params.count) };
  return catalogues[locale][entry].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
