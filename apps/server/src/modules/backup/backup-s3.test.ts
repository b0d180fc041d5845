import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase } from '../../platform/db';
import type { S3Storage } from '../../platform/s3-storage';
import { removeServerFile, writeServerFile } from './server-file';
import { cli, emptyPostgres } from '../../test/backup-cli';
import { startTestServer, TEST_SECRET, type TestServer } from '../../test/harness';
import { startS3, type S3Server } from '../../test/s3';
import { files } from '../uploads/uploads.table';

// With the files in a bucket, `npm run backup` takes the bucket's objects into the backup, as it
// takes DATA_DIR/uploads otherwise: one backup directory brings the whole shop back. Each
// command is a process of its own that starts in seconds, more on a busy machine.
const adminUrl = process.env.DATABASE_URL;
const scratch = mkdtempSync(path.join(tmpdir(), 'facet-backup-s3-'));
const backup = path.join(scratch, 'backup');
/** The SDK's notice about Node 20 is not a failure of the command. */
const quiet = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
let s3: S3Server;
let server: TestServer;
let shop: S3Storage;
let env: Record<string, string>;

async function storedKeys(db: TestServer['db']) {
  return (await db.select().from(files).orderBy(asc(files.id))).map((row) => row.storageKey);
}

beforeAll(async () => {
  s3 = await startS3(['shop', 'restored']);
  shop = s3.bucket('shop');
  server = await startTestServer({ persistent: true, storage: shop });
  writeServerFile(server.dataDir, { pid: process.pid, port: Number(new URL(server.baseUrl).port), host: '127.0.0.1' }); // prettier-ignore
  env = {
    ...quiet,
    DATA_DIR: server.dataDir,
    SECRET: TEST_SECRET,
    ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
    ...s3.env('shop'),
  };
  const buyer = await server.newUser();
  await server.upload(buyer.token, 'avatar');
  await server.upload(buyer.token, 'voucher');
});

afterAll(async () => {
  removeServerFile(server.dataDir);
  await server?.close();
  shop?.close();
  await s3?.close();
  rmSync(scratch, { recursive: true, force: true });
});

test('the backup holds every object of the bucket, and its manifest names the bucket', async () => {
  const made = await cli('backup', ['--out', backup], env);
  expect(made.err).toBe('');
  expect(made.code).toBe(0);
  expect(made.out).toMatch(/uploads +2 files, [\d.]+ MB from the bucket shop\n/);

  const keys = await storedKeys(server.db);
  expect(keys).toHaveLength(2);
  let bytes = 0;
  for (const key of keys) {
    const object = (await shop.get(key))!;
    bytes += object.length;
    expect(readFileSync(path.join(backup, 'uploads', key))).toEqual(object);
  }
  const manifest = JSON.parse(readFileSync(path.join(backup, 'manifest.json'), 'utf8'));
  expect(manifest.uploads).toEqual({ files: 2, bytes, store: 's3', bucket: 'shop' });
  // Nothing was on disk to take: the files are the bucket's.
  expect(existsSync(path.join(server.dataDir, 'uploads'))).toBe(false);
}, 60_000);

test('restoring puts the files into the bucket the settings name, or onto disk without one', async () => {
  const keys = await storedKeys(server.db);
  const intoBucket = mkdtempSync(path.join(scratch, 'into-bucket-'));
  const ontoDisk = mkdtempSync(path.join(scratch, 'onto-disk-'));
  const targets = adminUrl ? [await emptyPostgres(), await emptyPostgres()] : [];
  const restored = s3.bucket('restored');
  try {
    const [bucketRun, diskRun] = await Promise.all([
      cli('restore', [backup], {
        ...quiet,
        DATA_DIR: intoBucket,
        ...(targets[0] ? { DATABASE_URL: targets[0].url } : {}),
        ...s3.env('restored'),
      }),
      cli('restore', [backup], {
        ...quiet,
        DATA_DIR: ontoDisk,
        ...(targets[1] ? { DATABASE_URL: targets[1].url } : {}),
      }),
    ]);
    for (const run of [bucketRun, diskRun]) {
      expect(run.err).toBe('');
      expect(run.code).toBe(0);
    }
    for (const key of keys) {
      const original = (await shop.get(key))!;
      expect(await restored.get(key)).toEqual(original);
      expect(readFileSync(path.join(ontoDisk, 'uploads', key))).toEqual(original);
    }
    expect(readdirSync(intoBucket)).not.toContain('uploads');
    // The restored database names the same files.
    const database = await openDatabase({ databaseUrl: targets[0]?.url, dataDir: intoBucket });
    try {
      expect(await storedKeys(database.db)).toEqual(keys);
    } finally {
      await database.close();
    }
  } finally {
    restored.close();
    for (const target of targets) await target.drop();
  }
}, 90_000);

test('a bucket out of reach fails the backup with one line and leaves no directory', async () => {
  await s3.stop();
  try {
    const out = path.join(scratch, 'unreachable');
    const failed = await cli('backup', ['--out', out], env);
    expect(failed.code).toBe(1);
    expect(failed.err).toMatch(/^backup: the bucket shop cannot be reached: [^\n]+\n$/);
    expect(existsSync(out)).toBe(false);
  } finally {
    await s3.restart();
  }
}, 60_000);
