import { afterEach, describe, expect, test } from 'vitest';
import { noteServerDate, serverNow } from './server-clock';

const at = Date.parse('2026-11-26T12:00:00.000Z');

afterEach(() => noteServerDate(new Date().toUTCString()));

describe('the server clock', () => {
  test('a phone three hours fast counts on the server’s time', () => {
    noteServerDate('Thu, 26 Nov 2026 12:00:00 GMT', at + 3 * 3_600_000);
    expect(Math.round((serverNow() - Date.now()) / 60_000)).toBe(-180);
  });

  test('a phone five minutes slow counts on the server’s time', () => {
    noteServerDate('Thu, 26 Nov 2026 12:00:00 GMT', at - 5 * 60_000);
    // Within the second the header is rounded to.
    const ahead = serverNow() - Date.now();
    expect(ahead).toBeGreaterThanOrEqual(300_000);
    expect(ahead).toBeLessThan(301_000);
  });

  test('the header’s rounding and the answer’s travel are not taken for a skew', () => {
    noteServerDate('Thu, 26 Nov 2026 12:00:00 GMT', at + 1_200);
    expect(serverNow() - Date.now()).toBe(0);
  });

  test('an answer without a readable date changes nothing', () => {
    noteServerDate('Thu, 26 Nov 2026 12:00:00 GMT', at + 60_000);
    const before = serverNow() - Date.now();
    noteServerDate(null);
    noteServerDate('yesterday, roughly');
    expect(serverNow() - Date.now()).toBe(before);
  });
});
