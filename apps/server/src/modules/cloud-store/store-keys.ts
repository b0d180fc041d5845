import { createHmac, randomBytes } from 'node:crypto';
import { ID_MAX } from '@facet/contract';
import type { Signer } from '../../platform/signing';

/** Crockford's base32: no I, L, O or U, so a reference read out on the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const REF_LENGTH = 10;
/** A 48-bit block in two 24-bit halves: a 31-bit goods id and 17 zero bits that check it. */
const HALF = 2 ** 24;
const CHECK = 2 ** 17;
const ROUNDS = 4;

/**
 * A store's references for its stones, and its feed tokens. A reference is the goods id
 * enciphered with a key of the store's own (a four-round Feistel network over HMAC-SHA-256,
 * a pseudo-random permutation of 48-bit blocks): ten characters that say nothing of Facet's
 * stock number or id, differ from store to store, and read back to the id without a table.
 * Of random references, one in 131,072 reads back to any stone at all.
 */
export function storeKeys(signer: Pick<Signer, 'digest' | 'equals'>) {
  const keyOf = (storeId: number) => Buffer.from(signer.digest(`store-ref\n${storeId}`), 'hex');

  const roundOf = (key: Buffer, round: number, half: number) =>
    createHmac('sha256', key)
      .update(Buffer.from([round, (half >>> 16) & 255, (half >>> 8) & 255, half & 255]))
      .digest()
      .readUIntBE(0, 3);

  return {
    /** The references of one store: `encode` and `decode` share its key. */
    refs(storeId: number) {
      const key = keyOf(storeId);
      return {
        encode(goodsId: number): string {
          const block = goodsId * CHECK;
          let left = Math.floor(block / HALF);
          let right = block % HALF;
          for (let round = 0; round < ROUNDS; round++) {
            [left, right] = [right, left ^ roundOf(key, round, right)];
          }
          let value = left * HALF + right;
          let text = '';
          for (let i = 0; i < REF_LENGTH; i++) {
            text = ALPHABET[value % 32] + text;
            value = Math.floor(value / 32);
          }
          return text;
        },

        /** The goods id behind a reference of this store, or null for anything else. */
        decode(ref: string): number | null {
          const text = ref.toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0');
          if (text.length !== REF_LENGTH) return null;
          let value = 0;
          for (const char of text) {
            const digit = ALPHABET.indexOf(char);
            if (digit < 0) return null;
            value = value * 32 + digit;
          }
          if (value >= HALF * HALF) return null;
          let left = Math.floor(value / HALF);
          let right = value % HALF;
          for (let round = ROUNDS - 1; round >= 0; round--) {
            [left, right] = [right ^ roundOf(key, round, left), left];
          }
          const block = left * HALF + right;
          if (block % CHECK !== 0) return null;
          const goodsId = block / CHECK;
          return goodsId >= 1 && goodsId <= ID_MAX ? goodsId : null;
        },
      };
    },

    /** A fresh nonce: rotating it retires the feed token made from the old one. */
    newFeedNonce: () => randomBytes(16).toString('base64url'),

    /** The feed token of a store: kept nowhere, derived from the server secret and the nonce. */
    feedToken: (storeId: number, nonce: string) =>
      signer.digest(`store-feed\n${storeId}\n${nonce}`).slice(0, 40),

    feedTokenMatches(storeId: number, nonce: string, given: string) {
      return signer.equals(this.feedToken(storeId, nonce), given);
    },
  };
}

export type StoreKeys = ReturnType<typeof storeKeys>;
