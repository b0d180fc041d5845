import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { s3Storage, type S3Settings } from '../platform/s3-storage';

/** The keys s3rver accepts: it checks every request's signature against them. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3 protocol server on loopback (s3rver, objects in a temporary directory) with the given
 * buckets, on a free port it keeps across `stop()` and `restart()` (a store that goes away and
 * comes back at the same address).
 */
export async function startS3(buckets: string[] = ['facet']) {
  const directory = mkdtempSync(path.join(tmpdir(), 'facet-s3-'));
  let server: S3rver | null = null;
  let port = 0;

  async function start() {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: buckets.map((name) => ({ name, configs: [] })),
    });
    ({ port } = await server.run());
  }

  async function stop() {
    if (!server) return;
    const http = (server as unknown as { httpServer: Server }).httpServer;
    const closed = server.close();
    // Connections the store's clients keep alive end now, as a crash would end them.
    http.closeAllConnections();
    await closed;
    server = null;
  }

  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (bucket = buckets[0]!): S3Settings => ({
    bucket,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: KEYS,
  });
  return {
    endpoint,
    settings,
    /** The same as settings (S3_*), for a command run as the operator runs it. */
    env: (bucket = buckets[0]!): Record<string, string> => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    }),
    /** A client of one bucket, for a test to look into it. */
    bucket: (bucket = buckets[0]!) => s3Storage(settings(bucket)),
    stop,
    restart: start,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3>>;
