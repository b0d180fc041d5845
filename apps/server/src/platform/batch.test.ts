import { describe, expect, test } from 'vitest';
import { batchedLookup } from './batch';

/** A load that records the keys of each call and finds every key but 'missing'. */
function recordingLoad() {
  const calls: string[][] = [];
  const load = async (keys: string[]) => {
    calls.push(keys);
    return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, key.toUpperCase()]));
  };
  return { calls, load };
}

describe('lookups batched by turn of the event loop', () => {
  test('keys asked for together go in one load, each caller answered its own (a key asked twice once)', async () => {
    const { calls, load } = recordingLoad();
    const lookup = batchedLookup(load);
    const answers = await Promise.all(['a', 'b', 'a', 'missing'].map(lookup));
    expect(answers).toEqual(['A', 'B', 'A', undefined]);
    expect(calls).toEqual([['a', 'b', 'missing']]);
  });

  test('a key asked for after a load went is looked up again, not answered from it', async () => {
    const { calls, load } = recordingLoad();
    const lookup = batchedLookup(load);
    expect(await lookup('a')).toBe('A');
    expect(await lookup('a')).toBe('A');
    expect(calls).toEqual([['a'], ['a']]);
  });

  test('a failed load rejects every lookup that went with it, and the next goes on', async () => {
    let fail = true;
    const lookup = batchedLookup(async (keys: string[]) => {
      if (fail) throw new Error('database away');
      return new Map(keys.map((key) => [key, key]));
    });
    const results = await Promise.allSettled([lookup('a'), lookup('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await lookup('a')).toBe('a');
  });

  test('more than 500 keys at once go in loads of 500', async () => {
    const { calls, load } = recordingLoad();
    const lookup = batchedLookup(load);
    const keys = Array.from({ length: 1_201 }, (_, i) => `k${i}`);
    expect(await Promise.all(keys.map(lookup))).toEqual(keys.map((key) => key.toUpperCase()));
    expect(calls.map((keys) => keys.length)).toEqual([500, 500, 201]);
  });
});
