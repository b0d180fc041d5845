import { Redis, ReplyError } from 'ioredis';
import { DependencyUnavailable, type Dependency } from './health';
import { inSpan } from './tracing';

/** A command that gets no answer within this long is treated as Redis being away. */
const COMMAND_TIMEOUT_MS = 1_500;
const CONNECT_TIMEOUT_MS = 2_000;

/**
 * A Redis connection that never makes a caller wait for Redis to come back: while it is
 * disconnected, commands fail at once (no offline queue) and the caller answers 503; the
 * connection keeps retrying in the background (every 0.25 s, backing off to 2 s) and reports
 * its state to `health`. A subscriber instead queues its SUBSCRIBE until connected (and
 * ioredis subscribes again after every reconnect).
 */
export function redisConnection(
  url: string,
  health: Dependency,
  part: string,
  options: { subscriber?: boolean; keyPrefix?: string } = {},
): Redis {
  const redis = new Redis(url, {
    keyPrefix: options.keyPrefix,
    lazyConnect: false,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 250, 2_000),
    ...(options.subscriber
      ? { maxRetriesPerRequest: null, enableOfflineQueue: true }
      : { maxRetriesPerRequest: 0, enableOfflineQueue: false, commandTimeout: COMMAND_TIMEOUT_MS }),
  });
  // Each command a child span of the request it serves, when tracing is on.
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand =
    ((command: Parameters<Redis['sendCommand']>[0], stream?: never) =>
    inSpan(`redis ${command.name}`, { 'db.system': 'redis', 'db.operation.name': command.name }, () => send(command, stream) as Promise<unknown>)) as Redis['sendCommand']; // prettier-ignore
  // 'reconnecting' comes only after a connection was lost, never after our own quit().
  redis.on('error', (error) => health.report(part, false, error));
  redis.on('reconnecting', () => health.report(part, false, new Error('connection lost')));
  redis.on('ready', () => health.report(part, true));
  return redis;
}

/** Waits for a connection that is being made right now (at start), at most `ms`. */
function connecting(redis: Redis, ms: number): Promise<void> {
  if (!['wait', 'connecting', 'connect'].includes(redis.status)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

/**
 * Runs a Redis command; a connection failure becomes `DependencyUnavailable` (503), while an
 * error Redis itself answered (a bug of ours) stays what it is. A command issued while the
 * connection is being made waits for it briefly; one issued while Redis is known to be away
 * fails at once.
 */
export async function redisCall<T>(redis: Redis, command: () => Promise<T>): Promise<T> {
  await connecting(redis, COMMAND_TIMEOUT_MS);
  try {
    return await command();
  } catch (error) {
    if (error instanceof ReplyError) throw error;
    throw new DependencyUnavailable('redis', error);
  }
}
