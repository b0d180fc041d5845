import type { Locale } from '../locale';
import { en, type Catalogue, type MessageKey } from './en';
import zhCNJson from './zh-CN.json';
import zhTWJson from './zh-TW.generated.json';

export { en, type Catalogue, type MessageKey };

const zhCN: Catalogue = zhCNJson;
const zhTW: Catalogue = zhTWJson;

export const catalogues: Record<Locale, Catalogue> = { en, 'zh-CN': zhCN, 'zh-TW': zhTW };

export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.hasOwn(en, value);

/** The text of `key` in `locale`, with `{name}` placeholders filled from `params`. */
export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const text = catalogues[locale][key] ?? en[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
