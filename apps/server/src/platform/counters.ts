import { dependency, type Dependency } from './health';
import { redisCall, redisConnection } from './redis';

/**
 * Expiring counters and flags for rate limits. In-process by default; in Redis when
 * `REDIS_URL` is set, so every server instance behind a load balancer shares the same limits.
 */
export type Counters = {
  /** Adds one and returns the new count; the window starts with the first hit. */
  hit(key: string, windowSeconds: number): Promise<number>;
  /** Sets the key for `ttlSeconds` unless it is already set; false when it was. */
  claim(key: string, ttlSeconds: number): Promise<boolean>;
  /** Seconds until the key expires, 0 when it is not set. */
  ttl(key: string): Promise<number>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
};

export function memoryCounters(now: () => number = Date.now): Counters {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired entries are dropped on read; a periodic sweep keeps an idle map from growing.
  const sweep = setInterval(() => {
    for (const key of entries.keys()) live(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowSeconds) {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      entries.set(key, entry);
      return entry.count;
    },
    async claim(key, ttlSeconds) {
      if (live(key)) return false;
      entries.set(key, { count: 1, expiresAt: now() + ttlSeconds * 1000 });
      return true;
    },
    async ttl(key) {
      const entry = live(key);
      return entry ? Math.ceil((entry.expiresAt - now()) / 1000) : 0;
    },
    async clear(key) {
      entries.delete(key);
    },
    async close() {
      clearInterval(sweep);
      entries.clear();
    },
  };
}

/**
 * Counters in Redis. While Redis is away every call fails within 2 s with
 * `DependencyUnavailable`, so a login or a code request answers 503 instead of hanging.
 */
export function redisCounters(
  url: string,
  prefix = 'facet:',
  health: Dependency = dependency('redis', { warn() {}, info() {} }),
): Counters {
  const redis = redisConnection(url, health, 'counters', { keyPrefix: prefix });
  return {
    async hit(key, windowSeconds) {
      const [[, count]] = (await redisCall(redis, () =>
        redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec(),
      )) as [[null, number], [null, number]];
      return count;
    },
    async claim(key, ttlSeconds) {
      return (await redisCall(redis, () => redis.set(key, '1', 'EX', ttlSeconds, 'NX'))) === 'OK';
    },
    async ttl(key) {
      const ms = await redisCall(redis, () => redis.pttl(key));
      return ms > 0 ? Math.ceil(ms / 1000) : 0;
    },
    async clear(key) {
      await redisCall(redis, () => redis.del(key));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
