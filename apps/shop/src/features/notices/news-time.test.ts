import { describe, expect, test } from 'vitest';
import { easternRelativeTime } from './news-time';

const et = (time: string) => `${time} ET`;
// 07:00 in New York on 25 November; noon in London, 20:00 in Hong Kong.
const now = new Date('2026-11-25T12:00:00Z');

describe('times in notices and chat', () => {
  test('are Eastern Time whatever the phone’s zone, a clock time marked ET', () => {
    // 03:30 UTC is 22:30 the evening before in New York: yesterday, not "today 03:30".
    expect(easternRelativeTime('2026-11-25T03:30:00Z', now, 'en', et)).toBe('Yesterday 22:30 ET');
    expect(easternRelativeTime('2026-11-25T11:30:00Z', now, 'en', et)).toBe('06:30 ET');
    expect(easternRelativeTime('2026-11-25T11:59:30Z', now, 'en', et)).toBe('Just now');
    expect(easternRelativeTime('2026-10-01T12:00:00Z', now, 'en', et)).toBe('2026-10-01');
    // Near midnight in New York a notice of weeks ago carries the Eastern date (the 1st, not
    // the 2nd it already was in UTC and in Beijing).
    expect(easternRelativeTime('2026-11-02T04:30:00Z', now, 'zh-CN', et)).toBe('2026-11-01');
  });
});
