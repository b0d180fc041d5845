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
