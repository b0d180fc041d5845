/** Times in US Eastern Time without dayjs: the shop's list and stone pages read these alone. */
import type { Locale } from './locale';

/** Estimated times are shown in US Eastern Time (§9). */
export const EASTERN_TIME_ZONE = 'America/New_York';

/**
 * A moment in US Eastern Time written the buyer's way ("Thu, Nov 26, 14:32", "11月26日周四
 * 14:32"): the one rule for every time shown (§9), whatever zone the phone is in.
 */
export const formatEasternIn = (
  locale: Locale,
  at: Date | string | number,
  options: Intl.DateTimeFormatOptions,
) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: EASTERN_TIME_ZONE }).format(new Date(at));

let momentParts: Intl.DateTimeFormat | undefined;

/**
 * A moment or a deadline as every order, Cloud Store order and hold shows it, in every
 * language: "2026-11-27 16:02" in US Eastern Time (the caller says "ET" beside it). The same
 * text as `formatEastern` of time.ts, without dayjs, for the pages that load only this file.
 */
export function formatEasternMoment(at: Date | string | number): string {
  momentParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: EASTERN_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of momentParts.formatToParts(new Date(at))) part[type] = value;
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
