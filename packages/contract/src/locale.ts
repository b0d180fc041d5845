export const LOCALES = ['en', 'zh-CN', 'zh-TW'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * Reads the `locale` request header. Clients in the wild send `zh_CN`, `zh-Hans`, `zh-HK`…
 * so the common spellings map onto the three supported languages; anything else is English.
 */
export function parseLocale(value: string | string[] | undefined | null): Locale {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase().replace('_', '-');
  if (!raw) return DEFAULT_LOCALE;
  if (raw === 'zh-tw' || raw === 'zh-hk' || raw === 'zh-mo' || raw.startsWith('zh-hant')) {
    return 'zh-TW';
  }
  if (raw === 'zh' || raw.startsWith('zh-')) return 'zh-CN';
  return DEFAULT_LOCALE;
}
