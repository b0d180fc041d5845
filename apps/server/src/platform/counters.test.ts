import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, test } from 'vitest';
import { memoryCounters, redisCounters, type Counters } from './counters';

const implementations: [string, () => Counters][] = [['memory', () => memoryCounters()]];
if (process.env.REDIS_URL) {
  const url = process.env.REDIS_URL;
  implementations.push(['redis', () => redisCounters(url, `facet-test:${randomUUID()}:`)]);
}

describe.each(implementations)('%s counters', (_name, make) => {
  const counters = make();
  afterAll(() => counters.close());

  test('count hits within a window', async () => {
    expect(await counters.hit('a', 60)).toBe(1);
    expect(await counters.hit('a', 60)).toBe(2);
    expect(await counters.hit('b', 60)).toBe(1);
    expect(await counters.ttl('a')).toBeGreaterThan(55);
  });

  test('a claim holds until it expires or is cleared', async () => {
    expect(await counters.claim('c', 60)).toBe(true);
    expect(await counters.claim('c', 60)).toBe(false);
    await counters.clear('c');
    expect(await counters.claim('c', 60)).toBe(true);
    expect(await counters.ttl('never-set')).toBe(0);
  });

  test('a window does not restart with later hits', async () => {
    await counters.hit('w', 60);
    const first = await counters.ttl('w');
    await counters.hit('w', 3600);
    expect(await counters.ttl('w')).toBeLessThanOrEqual(first);
  });
});

test('memory counters forget a key when its window has passed', async () => {
  let now = 0;
  const counters = memoryCounters(() => now);
  await counters.hit('k', 10);
  await counters.claim('lock', 10);
  now += 10_000;
  expect(await counters.hit('k', 10)).toBe(1);
  expect(await counters.claim('lock', 10)).toBe(true);
  await counters.close();
});
