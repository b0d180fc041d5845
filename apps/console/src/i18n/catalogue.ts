import { addEveryCatalogue, translate, type Locale, type MessageKey } from '@facet/contract';
import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.generated.json';

export type ConsoleKey = keyof typeof en;
/** A console text or one of the contract's (error codes, field rules, empty states). */
export type TextKey = ConsoleKey | MessageKey;
export type TextParams = Record<string, string | number>;

// Typed as the English catalogue: a key missing from zh-CN fails the type check.
const catalogues: Record<Locale, Record<ConsoleKey, string>> = {
  en,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

// A back office on desktops loads the contract's three catalogues with its own.
addEveryCatalogue();

const isConsoleKey = (key: TextKey): key is ConsoleKey => Object.hasOwn(en, key);

export function textOf(locale: Locale, key: TextKey, params: TextParams = {}): string {
  if (!isConsoleKey(key)) return translate(locale, key, params);
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
