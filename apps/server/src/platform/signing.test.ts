import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadSecret, signer } from './signing';

describe('signatures', () => {
  let now = Date.UTC(2026, 0, 1);
  const sign = signer('a-secret-of-enough-length-for-tests', () => now);

  test('verify for their purpose and subject until they expire', () => {
    const signature = sign.sign('im', 'facet_7', 60);
    expect(sign.verify('im', 'facet_7', signature)).toBe(true);
    expect(sign.verify('im', 'facet_8', signature)).toBe(false);
    expect(sign.verify('file', 'facet_7', signature)).toBe(false);
    now += 60_000;
    expect(sign.verify('im', 'facet_7', signature)).toBe(false);
  });

  test.each(['', 'garbage', '123', '99999999999.', `9999999999.${'A'.repeat(43)}`])(
    'refuse a tampered signature %j',
    (signature) => {
      expect(sign.verify('im', 'facet_7', signature)).toBe(false);
    },
  );

  test('a later expiry written into a real signature does not verify', () => {
    const [expiry, mac] = sign.sign('im', 'facet_7', 60).split('.');
    expect(sign.verify('im', 'facet_7', `${Number(expiry) + 3600}.${mac}`)).toBe(false);
  });
});

describe('the generated secret', () => {
  test('is created once, private to its owner, and read back by every later start', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'facet-secret-'));
    const first = loadSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(loadSecret(undefined, dir)).toBe(first);
    expect(statSync(path.join(dir, 'secret')).mode & 0o777).toBe(0o600);
    expect(loadSecret('configured-secret-wins-over-the-file', dir)).toBe(
      'configured-secret-wins-over-the-file',
    );
  });
});
