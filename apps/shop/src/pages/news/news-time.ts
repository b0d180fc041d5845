import { relativeTime } from '@facet/contract';
import { useEffect, useState } from 'react';
import { useLocale } from '../../i18n/i18n';

/** Notices and chat read in the buyer's own time zone: the clock on their wall. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** How often "just now" and "14:05" are brought up to date while a page stays open. */
const TICK_MS = 30_000;

/** §9 relative times ("Just now", "14:05", "Yesterday 09:12" …), kept current. */
export function useRelativeTime() {
  const locale = useLocale();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (at: string) => relativeTime(at, now, locale, localTimeZone());
}
