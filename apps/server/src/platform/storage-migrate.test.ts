import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { startS3, type S3Server } from '../test/s3';
import { DependencyUnavailable } from './health';
import { serverRoot } from './paths';
import type { S3Storage } from './s3-storage';
import { migrateStorage } from './storage-migrate';

const repoRoot = path.resolve(serverRoot, '../..');
let s3: S3Server;
let server: TestServer;
let uploads: string;
const buckets: S3Storage[] = [];
const bucket = (name: string) => {
  const client = s3.bucket(name);
  buckets.push(client);
  return client;
};

/** Every file under `root`, by its key (path with `/`), with its bytes. */
function tree(root: string) {
  return new Map(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(root, file).split(path.sep).join('/'), readFileSync(file)] as const;
      }),
  );
}

/** `npm run storage:migrate` as the operator runs it: a process of its own with these settings. */
function migrateCommand(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverRoot, 'src/main.ts'), 'storage', 'migrate'],
    {
      cwd: repoRoot,
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
    },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err += chunk));
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, out, err })),
  );
}

beforeAll(async () => {
  s3 = await startS3(['facet', 'second', 'third']);
  // A shop that served from disk: pictures of several kinds, in their month folders.
  server = await startTestServer();
  const buyer = await server.newUser();
  for (const purpose of ['avatar', 'voucher', 'chat', 'feedback'] as const) {
    await server.upload(buyer.token, purpose);
  }
  uploads = path.join(server.dataDir, 'uploads');
  // A file still being written is no part of the store.
  writeFileSync(path.join(uploads, 'avatar', '.upload-123.tmp'), 'half a picture');
});

afterAll(async () => {
  await server?.close();
  for (const client of buckets) client.close();
  await s3?.close();
});

test('npm run storage:migrate copies the disk store into the bucket byte for byte; a second run copies nothing', async () => {
  const before = tree(uploads);
  const files = [...before.keys()].filter((key) => !key.endsWith('.tmp'));
  expect(files).toHaveLength(4);

  const first = await migrateCommand({ DATA_DIR: server.dataDir, ...s3.env('facet') });
  expect(first.err).toBe('');
  expect(first.code).toBe(0);
  expect(first.out).toContain(`Copied ${uploads} into s3://facet`);
  expect(first.out).toMatch(/found +4 files/);
  expect(first.out).toMatch(/copied +4 files, [\d.]+ MB, each read back and compared/);
  expect(first.out).toMatch(/already +0 files/);

  const facet = bucket('facet');
  const listed = [];
  for await (const object of facet.list()) listed.push(object.key);
  expect(listed.sort()).toEqual(files.sort());
  for (const key of files) expect(await facet.get(key)).toEqual(before.get(key));
  // The source is never touched.
  expect(tree(uploads)).toEqual(before);

  const second = await migrateCommand({ DATA_DIR: server.dataDir, ...s3.env('facet') });
  expect(second.code).toBe(0);
  expect(second.out).toMatch(/copied +0 files/);
  expect(second.out).toMatch(/already +4 files in the bucket/);
}, 60_000);

test('resumes: copies only what is missing or differs, and reports each outcome', async () => {
  const second = bucket('second');
  const [kept, damaged] = [...tree(uploads).keys()].filter((key) => !key.endsWith('.tmp')).sort();
  const source = tree(uploads);
  await second.put(kept!, source.get(kept!)!);
  // Same size, other bytes (a copy that went wrong some other way): its MD5 gives it away.
  await second.put(damaged!, Buffer.alloc(source.get(damaged!)!.length, 7));

  const outcomes: Record<string, string> = {};
  const report = await migrateStorage(uploads, second, {
    onFile: (key, outcome) => (outcomes[key] = outcome),
  });
  expect(report).toMatchObject({ files: 4, copied: 3, alreadyThere: 1, failed: [] });
  expect(report.bytes).toBe([...source.values()].reduce((sum, data) => sum + data.length, 0) - 'half a picture'.length); // prettier-ignore
  expect(outcomes[kept!]).toBe('there');
  expect(outcomes[damaged!]).toBe('copied');
  expect(await second.get(damaged!)).toEqual(source.get(damaged!));
});

test('a bucket out of reach stops the run with one line; the next run goes on', async () => {
  const copyOf = mkdtempSync(path.join(tmpdir(), 'facet-migrate-'));
  try {
    for (const [key, data] of tree(uploads)) {
      mkdirSync(path.dirname(path.join(copyOf, key)), { recursive: true });
      writeFileSync(path.join(copyOf, key), data);
    }
    await s3.stop();
    try {
      await expect(migrateStorage(copyOf, bucket('third'))).rejects.toBeInstanceOf(
        DependencyUnavailable,
      );
      const command = await migrateCommand({ DATA_DIR: server.dataDir, ...s3.env('third') });
      expect(command.code).toBe(1);
      expect(command.err).toMatch(/^storage:migrate: the bucket could not be reached \([^\n]+\)/);
      expect(command.err.trim().split('\n')).toHaveLength(1);
    } finally {
      await s3.restart();
    }
    const report = await migrateStorage(copyOf, bucket('third'));
    expect(report).toMatchObject({ files: 4, copied: 4, failed: [] });
  } finally {
    rmSync(copyOf, { recursive: true, force: true });
  }
}, 60_000);

test('without S3_BUCKET the command says what to set', async () => {
  const refused = await migrateCommand({ DATA_DIR: server.dataDir });
  expect(refused).toMatchObject({
    code: 1,
    err: 'storage:migrate: S3_BUCKET is not set: set the S3_* settings of the bucket\n',
  });
}, 60_000);
