import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startS3, type S3Server } from '../test/s3';
import { loadConfig } from './config';
import { DependencyUnavailable } from './health';
import { isUnreachable, type S3Storage } from './s3-storage';
import { openStorage } from './open-storage';

describe('S3_*', () => {
  const keysDir = mkdtempSync(path.join(tmpdir(), 'facet-s3-keys-'));
  afterAll(() => rmSync(keysDir, { recursive: true, force: true }));

  test('unset: files on disk; S3_BUCKET alone: the SDK’s own keys and region', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'facet-files' }).s3).toEqual({
      bucket: 'facet-files',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(loadConfig({ S3_BUCKET: 'facet-files', AWS_REGION: 'eu-west-3' }).s3?.region).toBe(
      'eu-west-3',
    );
  });

  test('a MinIO-style server with keys, given or read from files', () => {
    const server = { S3_BUCKET: 'facet', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '1', S3_REGION: 'local' }; // prettier-ignore
    const credentials = { accessKeyId: 'facet-app', secretAccessKey: 'a-secret-key-for-minio' };
    expect(loadConfig({ ...server, S3_ACCESS_KEY_ID: 'facet-app', S3_SECRET_ACCESS_KEY: 'a-secret-key-for-minio' }).s3).toEqual({ bucket: 'facet', endpoint: 'http://minio:9000', region: 'local', forcePathStyle: true, credentials }); // prettier-ignore
    writeFileSync(path.join(keysDir, 'id'), 'facet-app\n');
    writeFileSync(path.join(keysDir, 'secret'), 'a-secret-key-for-minio\n');
    const fromFiles = loadConfig({ ...server, S3_ACCESS_KEY_ID_FILE: path.join(keysDir, 'id'), S3_SECRET_ACCESS_KEY_FILE: path.join(keysDir, 'secret') }); // prettier-ignore
    expect(fromFiles.s3?.credentials).toEqual(credentials);
  });

  test.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'Invalid S3_BUCKET: must be set with S3_ENDPOINT'],
    [{ S3_BUCKET: 's3://facet' }, /^Invalid S3_BUCKET: must be a bucket name/],
    [{ S3_BUCKET: 'facet', S3_ENDPOINT: 'minio:9000' }, /^Invalid S3_ENDPOINT: must be a URL/],
    [{ S3_BUCKET: 'facet', S3_ACCESS_KEY_ID: 'facet-app' }, 'Invalid S3_SECRET_ACCESS_KEY: must be set with the other S3 key'], // prettier-ignore
    [{ S3_BUCKET: 'facet', S3_SECRET_ACCESS_KEY_FILE: '/nowhere/secret' }, 'Invalid S3_SECRET_ACCESS_KEY_FILE: cannot read /nowhere/secret'], // prettier-ignore
    [{ S3_BUCKET: 'facet', S3_ACCESS_KEY_ID: 'a', S3_ACCESS_KEY_ID_FILE: '/run/id' }, 'Invalid S3_ACCESS_KEY_ID_FILE: S3_ACCESS_KEY_ID is set too; use one of them'], // prettier-ignore
  ])('%o stops the start', (env, message) => {
    expect(() => loadConfig(env)).toThrowError(message);
  });

  test('a secret key is never echoed', () => {
    const secret = 'never-print-this-secret-key';
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: secret })).toThrowError(
      /^Invalid S3_BUCKET: must be set with S3_SECRET_ACCESS_KEY$/,
    );
  });
});

describe('opening the bucket at start', () => {
  let s3: S3Server;
  const messages: string[] = [];
  const log = { warn: (_: object, m: string) => messages.push(m), info: (_: object, m: string) => messages.push(m) }; // prettier-ignore
  beforeAll(async () => {
    s3 = await startS3(['facet']);
  });
  afterAll(() => s3?.close());

  test('a missing bucket or refused keys stop the start with one line', async () => {
    await expect(
      openStorage({ dataDir: '/nowhere', s3: s3.settings('nope') }, log),
    ).rejects.toThrowError('the bucket "nope" does not exist (S3_BUCKET, S3_ENDPOINT, S3 keys)');
    // s3rver knows its key id but does not check version 4 signatures: an unknown id it refuses.
    const wrongKeys = { ...s3.settings(), credentials: { accessKeyId: 'nobody', secretAccessKey: 'S3RVER' } }; // prettier-ignore
    await expect(openStorage({ dataDir: '/nowhere', s3: wrongKeys }, log)).rejects.toThrowError(
      'the bucket "facet" refuses these keys (S3_BUCKET, S3_ENDPOINT, S3 keys)',
    );
  });

  test('a store out of reach does not: its calls answer unavailable until it is back', async () => {
    await s3.stop();
    let storage: S3Storage | undefined;
    try {
      storage = (await openStorage({ dataDir: '/nowhere', s3: s3.settings() }, log)) as S3Storage;
      expect(messages).toContain('storage is unavailable');
      await expect(storage.put('avatar/2026/11/a.png', Buffer.from('png'))).rejects.toBeInstanceOf(
        DependencyUnavailable,
      );
      await s3.restart();
      await storage.put('avatar/2026/11/a.png', Buffer.from('png'));
      expect((await storage.get('avatar/2026/11/a.png'))?.toString()).toBe('png');
      expect(messages).toContain('storage is back');
    } finally {
      storage?.close();
    }
  });
});

describe('what counts as the store out of reach', () => {
  test.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED', $metadata: {} }), true], // prettier-ignore
    ['a connection that never opened', Object.assign(new Error('socket did not establish'), { name: 'TimeoutError' }), true], // prettier-ignore
    ['503 SlowDown after the retries', Object.assign(new Error('Please reduce your request rate'), { name: 'SlowDown', $metadata: { httpStatusCode: 503 } }), true], // prettier-ignore
    ['a refused signature', Object.assign(new Error('Access denied'), { name: 'AccessDenied', $metadata: { httpStatusCode: 403 } }), false], // prettier-ignore
    ['a missing bucket', Object.assign(new Error('No such bucket'), { name: 'NoSuchBucket', $metadata: { httpStatusCode: 404 } }), false], // prettier-ignore
    ['a bug of ours', new TypeError('Cannot read properties of undefined'), false],
  ])('%s: %s', (_case, error, expected) => {
    expect(isUnreachable(error)).toBe(expected);
  });
});
