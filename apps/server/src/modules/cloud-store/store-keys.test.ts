import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { ID_MAX } from '@facet/contract';
import { signer } from '../../platform/signing';
import { storeKeys } from './store-keys';

const keys = storeKeys(signer('a-test-secret-a-test-secret-a-test'));

describe('store references', () => {
  test('every goods id reads back from its reference, ten letters and digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: ID_MAX }),
        (storeId, goodsId) => {
          const refs = keys.refs(storeId);
          const ref = refs.encode(goodsId);
          expect(ref).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
          expect(refs.decode(ref)).toBe(goodsId);
          expect(refs.decode(ref.toLowerCase())).toBe(goodsId);
        },
      ),
    );
  });

  test('a reference belongs to its store and says nothing of the id', () => {
    const [first, second] = [keys.refs(1), keys.refs(2)];
    expect(first.encode(42)).not.toBe(second.encode(42));
    expect(second.decode(first.encode(42))).not.toBe(42);
    // Neighbouring ids give unrelated references: no shared beginning to count up from.
    const refs = [41, 42, 43].map((id) => first.encode(id));
    expect(new Set(refs.map((r) => r.slice(0, 4))).size).toBe(3);
  });

  test('made-up references read as nothing', () => {
    const refs = keys.refs(7);
    for (const made of ['', 'ABC', 'UUUUUUUUUU', '0000000000', 'ZZZZZZZZZZ', '12345678901']) {
      expect(refs.decode(made)).toBeNull();
    }
    let hits = 0;
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-HJKMNP-TV-Z]{10}$/), (made) => {
        if (refs.decode(made) !== null) hits++;
      }),
      { numRuns: 2000 },
    );
    expect(hits).toBeLessThan(5);
  });

  test('a feed token follows its nonce: a new nonce, a new token', () => {
    const nonce = keys.newFeedNonce();
    const token = keys.feedToken(3, nonce);
    expect(keys.feedTokenMatches(3, nonce, token)).toBe(true);
    expect(keys.feedTokenMatches(4, nonce, token)).toBe(false);
    expect(keys.feedTokenMatches(3, keys.newFeedNonce(), token)).toBe(false);
  });
});
