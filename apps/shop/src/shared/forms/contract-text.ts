import { isMessageKey, translate, type Locale } from '@facet/contract';

/** The text of a contract catalogue key (a zod issue message); anything else reads "Invalid value". */
export const contractText = (locale: Locale, key: string | undefined) =>
  translate(locale, isMessageKey(key) ? key : 'FIELD_INVALID');
