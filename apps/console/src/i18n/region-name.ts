import type { Locale } from '@facet/contract';

const regionNames = new Map<Locale, Intl.DisplayNames>();

/** A country's name in the reader's language, from its ISO code. */
export function countryName(locale: Locale, code: string): string {
  if (!code) return '';
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
}
