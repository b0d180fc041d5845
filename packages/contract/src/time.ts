import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import type { Locale } from './locale';
import { translate } from './i18n';
import { EASTERN_TIME_ZONE } from './eastern-time';

export * from './eastern-time';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Chat: a time separator goes between two messages more than 5 minutes apart (§9). */
export const CHAT_SEPARATOR_MS = 5 * 60 * 1000;

const WEEKDAYS: Record<Locale, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  'zh-CN': ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  'zh-TW': ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
};

/**
 * §9: "just now" under a minute, then today's time, yesterday, the day before, the weekday
 * within 168 hours, else the date. Days are calendar days in `timeZone`.
 */
export function relativeTime(
  at: Date | string,
  now: Date,
  locale: Locale,
  timeZone: string = EASTERN_TIME_ZONE,
): string {
  const then = dayjs(at).tz(timeZone);
  const current = dayjs(now).tz(timeZone);
  const elapsedMs = current.valueOf() - then.valueOf();
  if (elapsedMs >= 0 && elapsedMs < 60_000) return translate(locale, 'TIME_JUST_NOW');

  const clock = then.format('HH:mm');
  const days = current.startOf('day').diff(then.startOf('day'), 'day');
  if (days === 0) return clock;
  if (days === 1) return `${translate(locale, 'TIME_YESTERDAY')} ${clock}`;
  if (days === 2) return `${translate(locale, 'TIME_DAY_BEFORE')} ${clock}`;
  if (days > 2 && elapsedMs < 168 * 3600_000) return `${WEEKDAYS[locale][then.day()]} ${clock}`;
  return then.format('YYYY-MM-DD');
}

/** Whether a chat time separator belongs between two consecutive messages. */
export const needsTimeSeparator = (previous: Date | string | null, next: Date | string) =>
  previous === null || dayjs(next).valueOf() - dayjs(previous).valueOf() > CHAT_SEPARATOR_MS;

/** A calendar date as `YYYY-MM-DD`, strictly (no 2023-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A moment as US Eastern date and time, e.g. for the order progress record. */
export const formatEastern = (at: Date | string, pattern = 'YYYY-MM-DD HH:mm') =>
  dayjs(at).tz(EASTERN_TIME_ZONE).format(pattern);
