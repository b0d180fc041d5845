import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  formatEastern,
  formatEasternIn,
  formatEasternMoment,
  isIsoDate,
  needsTimeSeparator,
  relativeTime,
} from '../src';

// Wednesday 2026-03-18 15:30 in New York (EDT, UTC−4).
const now = new Date('2026-03-18T19:30:00Z');
const tz = 'America/New_York';
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('relative time (§9)', () => {
  test.each([
    [0.5, 'Just now'],
    [5, '15:25'],
    [15 * 60 + 29, '00:01'],
    [15 * 60 + 31, 'Yesterday 23:59'],
    [39 * 60 + 31, 'Day before yesterday 23:59'],
    [3 * 24 * 60, 'Sunday 15:30'],
    [167 * 60, 'Wednesday 16:30'],
    [169 * 60, '2026-03-11'],
    [400 * 24 * 60, '2025-02-11'],
  ])('%d minutes ago → %s', (minutes, text) => {
    expect(relativeTime(minutesAgo(minutes), now, 'en', tz)).toBe(text);
  });

  test('speaks the buyer’s language', () => {
    expect(relativeTime(minutesAgo(0.2), now, 'zh-CN', tz)).toBe('刚刚');
    expect(relativeTime(minutesAgo(20 * 60), now, 'zh-TW', tz)).toBe('昨天 19:30');
    expect(relativeTime(minutesAgo(4 * 24 * 60), now, 'zh-CN', tz)).toBe('星期六 15:30');
  });

  test('days are calendar days in the given time zone', () => {
    // 02:00 UTC on the 18th is today in UTC but still the 17th in New York.
    const early = new Date('2026-03-18T02:00:00Z');
    expect(relativeTime(early, now, 'en', 'UTC')).toBe('02:00');
    expect(relativeTime(early, now, 'en', 'America/New_York')).toBe('Yesterday 22:00');
  });

  test('never throws and always yields one of the five forms, in any time zone', () => {
    const zones = ['America/New_York', 'Asia/Shanghai', 'Asia/Kolkata', 'Europe/Brussels', 'UTC'];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 * 24 * 400 }),
        fc.constantFrom(...zones),
        (minutes, zone) => {
          const text = relativeTime(minutesAgo(minutes), now, 'en', zone);
          return /^(Just now|\d\d:\d\d|Yesterday \d\d:\d\d|Day before yesterday \d\d:\d\d|[A-Z][a-z]+day \d\d:\d\d|\d{4}-\d\d-\d\d)$/.test(
            text,
          );
        },
      ),
    );
  });
});

describe('chat time separators', () => {
  test('go between messages more than 5 minutes apart, and before the first', () => {
    expect(needsTimeSeparator(null, now)).toBe(true);
    expect(needsTimeSeparator(minutesAgo(5), now)).toBe(false);
    expect(needsTimeSeparator(minutesAgo(5.01), now)).toBe(true);
  });
});

describe('dates', () => {
  test.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2026-04-31', false],
    ['2026-4-3', false],
    ['1999-12-31', true],
    ['not a date', false],
  ])('%s is a calendar date: %s', (value, valid) => {
    expect(isIsoDate(value)).toBe(valid);
  });

  test('estimated times are shown in US Eastern Time', () => {
    expect(formatEastern('2026-07-04T16:00:00Z')).toBe('2026-07-04 12:00');
    expect(formatEastern('2026-01-04T16:00:00Z')).toBe('2026-01-04 11:00');
  });

  test('a moment or a deadline reads one way everywhere: the Eastern date and time to the minute', () => {
    expect(formatEasternMoment('2026-11-27T21:02:00Z')).toBe('2026-11-27 16:02');
    // Midnight is 00, not 24; summer time moves the clock, not the format.
    expect(formatEasternMoment('2026-07-05T04:00:30Z')).toBe('2026-07-05 00:00');
    // The same text as the dayjs helper the back office uses, at any instant.
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (at) => formatEasternMoment(at) === formatEastern(at),
      ),
    );
  });

  test('a time near midnight in New York shows the Eastern date, not the UTC or Beijing one', () => {
    // 03:30 UTC on the 19th: 23:30 on the 18th in New York, 11:30 on the 19th in Beijing.
    const lateEvening = '2026-03-19T03:30:00Z';
    expect(formatEastern(lateEvening)).toBe('2026-03-18 23:30');
    const written = { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' } as const;
    expect(formatEasternIn('en', lateEvening, written)).toBe('Mar 18, 2026, 23:30');
    expect(formatEasternIn('zh-CN', lateEvening, { month: 'long', day: 'numeric' })).toBe(
      '3月18日',
    );
    // Ten days on, a relative time is a date: the Eastern one.
    expect(relativeTime(lateEvening, new Date('2026-03-29T15:00:00Z'), 'en')).toBe('2026-03-18');
    // Just after midnight in New York it is today, not yesterday as UTC would have it.
    expect(relativeTime('2026-03-18T04:05:00Z', new Date('2026-03-18T12:00:00Z'), 'en')).toBe(
      '00:05',
    );
  });
});
