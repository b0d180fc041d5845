import { EASTERN_TIME_ZONE, relativeTime, type Locale } from '@facet/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/i18n';

/**
 * A §9 relative time in Eastern Time, whatever the phone's zone; a clock time is marked as
 * Eastern by `eastern` ("14:05" → "14:05 ET").
 */
export function easternRelativeTime(
  at: string,
  now: Date,
  locale: Locale,
  eastern: (time: string) => string,
) {
  const text = relativeTime(at, now, locale, EASTERN_TIME_ZONE);
  return /\d{2}:\d{2}/.test(text) ? eastern(text) : text;
}

/** How often "just now" and "14:05" are brought up to date while a page stays open. */
const TICK_MS = 30_000;

/**
 * §9 relative times ("Just now", "14:05 ET", "Yesterday 09:12 ET" …), kept current. One rule for
 * the whole app (§9: Eastern Time), as orders read: a clock time says it is Eastern.
 */
export function useRelativeTime() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (at: string) =>
    easternRelativeTime(at, now, locale, (time) => t('orders.easternTime', { time }));
}
