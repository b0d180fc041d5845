import { describe, expect, test } from 'vitest';
import { holdCountdown, isHoldable, CATEGORIES } from '../src';

describe('holds', () => {
  test('only one-of-a-kind stones are held: not parcels, rough or seeds sold by the piece', () => {
    expect(CATEGORIES.filter(isHoldable)).toEqual(
      CATEGORIES.filter((c) => !['parcel', 'rough', 'seed'].includes(c)),
    );
  });

  test.each([
    ['a full day', 24 * 3600_000, { hours: 24, minutes: 0, seconds: 0, ended: false }],
    ['a minute and a half', 90_500, { hours: 0, minutes: 1, seconds: 30, ended: false }],
    ['the last second', 999, { hours: 0, minutes: 0, seconds: 0, ended: true }],
    ['a time already past', -5_000, { hours: 0, minutes: 0, seconds: 0, ended: true }],
  ])('the countdown of %s', (_what, leftMs, expected) => {
    const now = Date.parse('2026-11-25T10:00:00.000Z');
    expect(holdCountdown(new Date(now + leftMs).toISOString(), now)).toEqual(expected);
  });
});
