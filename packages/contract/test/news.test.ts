import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  CHAT_TEXT_MAX,
  ClientFrame,
  NoticeReadBody,
  PublishNoticeBody,
  needsTimeSeparator,
  relativeTime,
} from '../src';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('chat frames', () => {
  test('a send carries text or a picture, within the limits', () => {
    expect(ClientFrame.safeParse({ Type: 'send', ClientId: 'a1', Text: 'hi' }).success).toBe(true);
    expect(
      ClientFrame.safeParse({
        Type: 'send',
        ClientId: 'a1',
        FileId: '0b6f5d0e-3c0e-4a8e-9c61-0d1a3c2b4e5f',
      }).success,
    ).toBe(true);
    expect(issues(ClientFrame.safeParse({ Type: 'send', ClientId: 'a1', Text: '  ' }))).toContain(
      'FIELD_REQUIRED',
    );
    expect(
      issues(
        ClientFrame.safeParse({
          Type: 'send',
          ClientId: 'a1',
          Text: 'x'.repeat(CHAT_TEXT_MAX + 1),
        }),
      ),
    ).toContain('FIELD_TOO_LONG');
    expect(ClientFrame.safeParse({ Type: 'send', ClientId: 'no spaces', Text: 'x' }).success).toBe(
      false,
    );
    expect(
      ClientFrame.safeParse({ Type: 'send', ClientId: 'x'.repeat(65), Text: 'x' }).success,
    ).toBe(false);
  });

  test('reads and pings; nothing else', () => {
    expect(ClientFrame.safeParse({ Type: 'read', UpTo: 12 }).success).toBe(true);
    expect(ClientFrame.safeParse({ Type: 'read', UpTo: -1 }).success).toBe(false);
    expect(ClientFrame.safeParse({ Type: 'ping' }).success).toBe(true);
    expect(ClientFrame.safeParse({ Type: 'typing' }).success).toBe(false);
    expect(ClientFrame.safeParse({ Type: 'ping', Extra: 1 }).success).toBe(false);
  });
});

describe('notice bodies', () => {
  test('Read takes one id or "all", not both', () => {
    expect(NoticeReadBody.safeParse({ Id: 3 }).success).toBe(true);
    expect(NoticeReadBody.safeParse({ All: true, Kind: 'personal' }).success).toBe(true);
    expect(NoticeReadBody.safeParse({}).success).toBe(false);
    expect(NoticeReadBody.safeParse({ Id: 3, All: true }).success).toBe(false);
  });

  test('a notice needs a title and a summary within their lengths', () => {
    expect(issues(PublishNoticeBody.safeParse({ Title: ' ', Summary: 's', Content: '' }))).toEqual([
      'FIELD_REQUIRED',
    ]);
    expect(
      issues(PublishNoticeBody.safeParse({ Title: 't', Summary: 's'.repeat(201), Content: '' })),
    ).toEqual(['FIELD_TOO_LONG']);
  });
});

describe('relative time, against its definition (§9)', () => {
  const zones = ['America/New_York', 'Asia/Shanghai', 'Asia/Kolkata', 'Pacific/Auckland', 'UTC'];
  const day = (at: Date, zone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' }).format(at);

  test('each form appears exactly when its rule holds, in any time zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 30 * 24 * 3600 }),
        fc.constantFrom(...zones),
        (now, secondsAgo, zone) => {
          const at = new Date(now.getTime() - secondsAgo * 1000);
          const text = relativeTime(at, now, 'en', zone);
          if (secondsAgo < 60) return text === 'Just now';
          if (day(at, zone) === day(now, zone)) return /^\d\d:\d\d$/.test(text);
          if (text.startsWith('Yesterday') || text.startsWith('Day before')) return true;
          if (/^[A-Z][a-z]+day \d\d:\d\d$/.test(text)) return secondsAgo < 168 * 3600;
          return /^\d{4}-\d\d-\d\d$/.test(text) && text === day(at, zone);
        },
      ),
    );
  });

  test('separators: one before the first message and one per gap over 5 minutes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 * 60_000 }), { maxLength: 40 }), (gaps) => {
        let at = Date.UTC(2026, 10, 23, 9);
        const times = gaps.map((gap) => new Date((at += gap)));
        const separators = times.filter((time, i) =>
          needsTimeSeparator(times[i - 1] ?? null, time),
        );
        const expected =
          times.length === 0 ? 0 : 1 + gaps.slice(1).filter((g) => g > 5 * 60_000).length;
        return separators.length === expected;
      }),
    );
  });
});
