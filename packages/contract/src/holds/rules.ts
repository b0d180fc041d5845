import { isUnique, type Category } from '../catalogue/vocabulary';

/**
 * Holds (docs/api.md): a buyer keeps a single stone from everyone else for a while,
 * as Nivoda's "hold" does. The durations and the limit are settings (HOLD_HOURS,
 * HOLD_MAX_HOURS, HOLD_LIMIT); these are their defaults.
 */
export const HOLD_DEFAULT_HOURS = 24;
export const HOLD_MAX_HOURS = 48;
export const HOLD_LIMIT_DEFAULT = 5;

/** Only a one-of-a-kind stone is held; parcels and settings are bought by quantity. */
export const isHoldable = (category: Category) => isUnique(category);

/**
 * What is left of a hold, for the countdown on the buyer's screens: whole hours, minutes and
 * seconds, never below zero (a clock a little ahead shows 0:00:00, not a negative time).
 */
export function holdCountdown(expiresAt: string, now: number) {
  const left = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  return {
    hours: Math.floor(left / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    ended: left === 0,
  };
}

/** How long before a hold ends its holder is told (`hold.expiring`: a notice, push, webhook). */
export const HOLD_WARN_MINUTES = 60;
