import { useCallback, useSyncExternalStore } from 'react';
import { getLocale, setLocale, subscribeLocale } from './locale-store';
import { textOf, type TextKey, type TextParams } from './catalogue';

export type Translate = (key: TextKey, params?: TextParams) => string;

export function useI18n() {
  const locale = useSyncExternalStore(subscribeLocale, getLocale);
  const t = useCallback<Translate>((key, params) => textOf(locale, key, params), [locale]);
  return { locale, setLocale, t };
}
