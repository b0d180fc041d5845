import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * Fan-out of events between server instances: in-process by default; through Redis pub/sub
 * when `REDIS_URL` is set, so a buyer on one instance and a clerk on another hear each other.
 * Every instance hears its own publications too, so delivery has one path either way.
 */
export type PubSub = {
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, listener: (message: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
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
  };
}

export function redisPubSub(url: string, prefix = 'facet:'): PubSub {
  // A subscribing connection can do nothing else, hence two.
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
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
  // Errors surface as failed publishes; the subscriber reconnects and resubscribes by itself.
  subscriber.on('error', () => {});
  publisher.on('error', () => {});
  return {
    async publish(channel, message) {
      await publisher.publish(prefix + channel, JSON.stringify(message));
    },
    async subscribe(channel, listener) {
      const key = prefix + channel;
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
        await subscriber.subscribe(key);
      }
      set.add(listener);
      return async () => {
        set.delete(listener);
        if (set.size === 0) {
          listeners.delete(key);
          await subscriber.unsubscribe(key);
        }
      };
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
