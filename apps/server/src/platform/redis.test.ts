import { createServer, type Server } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { dependency, DependencyUnavailable } from './health';
import { redisCall, redisConnection } from './redis';

const quiet = { warn() {}, info() {} };
let server: Server | undefined;

afterEach(() => server?.close());

/** A port on which nothing answers: every connection is refused. */
async function deadPort(): Promise<number> {
  server = createServer();
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server!.close(() => resolve()));
  server = undefined;
  return port;
}

test('a transaction sent while Redis is away fails as 503 and leaves no unhandled rejection behind', async () => {
  const unhandled: unknown[] = [];
  const note = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', note);
  const redis = redisConnection(`redis://127.0.0.1:${await deadPort()}`, dependency('redis', quiet), 'test'); // prettier-ignore
  try {
    await new Promise((resolve) => setTimeout(resolve, 300)); // refused, now reconnecting
    // A counter's hit: MULTI / INCR / EXPIRE / EXEC, the pipeline ignoring what each command returns.
    const hit = redisCall(redis, () => redis.multi().incr('k').expire('k', 60, 'NX').exec());
    await expect(hit).rejects.toBeInstanceOf(DependencyUnavailable);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(unhandled).toEqual([]);
  } finally {
    process.off('unhandledRejection', note);
    redis.disconnect();
  }
});
