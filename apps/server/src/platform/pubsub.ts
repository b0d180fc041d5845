import { EventEmitter } from 'node:events';
import { alwaysUp, dependency, type Dependency } from './health';
import { redisCall, redisConnection } from './redis';

/**
 * Fan-out of events between server instances: in-process by default; through Redis pub/sub
 * when `REDIS_URL` is set, so a buyer on one instance and a clerk on another hear each other.
 * Every instance hears its own publications too, so delivery has one path either way.
 */
export type PubSub = {
  /** Fails with `DependencyUnavailable` while Redis is away: the caller delivers locally. */
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, listener: (message: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Whether publications reach every instance; listeners hear when that changes. */
  health: Dependency;
};

export function memoryPubSub(): PubSub {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return {
    async publish(channel, message) {
      // Asynchronous like Redis: a publisher never runs its listeners inside its own call.
      const copy: unknown = JSON.parse(JSON.stringify(message));
      queueMicrotask(() => events.emit(channel, copy));
    },
    async subscribe(channel, listener) {
      events.on(channel, listener);
      return async () => void events.off(channel, listener);
    },
    async close() {
      events.removeAllListeners();
    },
    health: alwaysUp('redis'),
  };
}

const SUBSCRIBE_WAIT_MS = 1_000;

export function redisPubSub(
  url: string,
  prefix = 'facet:',
  health: Dependency = dependency('redis', { warn() {}, info() {} }),
): PubSub {
  // A subscribing connection can do nothing else, hence two.
  const publisher = redisConnection(url, health, 'publisher');
  const subscriber = redisConnection(url, health, 'subscriber', { subscriber: true });
  const listeners = new Map<string, Set<(message: unknown) => void>>();
  subscriber.on('message', (channel: string, payload: string) => {
    const set = listeners.get(channel);
    if (!set) return;
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    for (const listener of set) listener(message);
  });
  return {
    health,
    async publish(channel, message) {
      await redisCall(publisher, () =>
        publisher.publish(prefix + channel, JSON.stringify(message)),
      );
    },
    async subscribe(channel, listener) {
      const key = prefix + channel;
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
        // With Redis away at start the instance must still come up: wait a moment for the
        // subscription, no longer. The command stays queued until Redis answers, and ioredis
        // subscribes again after every reconnect.
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          subscriber.subscribe(key).catch(() => {}),
          new Promise((resolve) => (timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS))),
        ]);
        clearTimeout(timer);
      }
      set.add(listener);
      return async () => {
        set.delete(listener);
        if (set.size === 0) {
          listeners.delete(key);
          await subscriber.unsubscribe(key).catch(() => {});
        }
      };
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([
        subscriber.quit().catch(() => subscriber.disconnect()),
        publisher.quit().catch(() => publisher.disconnect()),
      ]);
    },
  };
}
