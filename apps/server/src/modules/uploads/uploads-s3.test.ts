import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Uploaded } from '@facet/contract';
import { dependency } from '../../platform/health';
import { s3Storage, type S3Storage } from '../../platform/s3-storage';
import { buildServices } from '../../services';
import { startTestServer, type TestServer } from '../../test/harness';
import { startS3, type S3Server } from '../../test/s3';
import { files } from './uploads.table';

// Files in a bucket, over the S3 protocol, to s3rver on loopback: the same calls and answers as
// with files on disk, every byte in the bucket and none in DATA_DIR.
let s3: S3Server;
let server: TestServer;
let storage: S3Storage;
/** A second client of the bucket, to look into it as an operator would. */
let bucket: S3Storage;
const health: { warn: string[]; info: string[] } = { warn: [], info: [] };

beforeAll(async () => {
  s3 = await startS3();
  const log = {
    warn: (_: object, message: string) => health.warn.push(message),
    info: (_: object, message: string) => health.info.push(message),
  };
  storage = s3Storage(s3.settings(), dependency('storage', log));
  bucket = s3.bucket();
  server = await startTestServer({ storage });
});

afterAll(async () => {
  await server?.close();
  storage?.close();
  bucket?.close();
  await s3?.close();
});

const picture = () =>
  sharp({ create: { width: 48, height: 48, channels: 3, background: '#6b8fb0' } })
    .png()
    .toBuffer();

async function send(purpose: string, token: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await picture())]), 'photo.png');
  const response = await fetch(`${server.baseUrl}/api/Upload/Image?Purpose=${purpose}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { Success: boolean; Code: string; Data: Uploaded },
  };
}

const keyOf = async (file: Uploaded) =>
  (await server.db.select().from(files).where(eq(files.id, file.FileId)))[0]!.storageKey;

const read = (url: string, token?: string) =>
  fetch(server.baseUrl + url, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('uploads in a bucket', () => {
  test('a public file goes into the bucket, not onto disk, and is served for caching', async () => {
    const buyer = await server.newUser();
    const avatar = await server.upload(buyer.token, 'avatar');
    const key = await keyOf(avatar);
    const stored = await bucket.get(key);
    expect(stored).not.toBeNull();
    expect(existsSync(path.join(server.dataDir, 'uploads'))).toBe(false);

    const served = await read(avatar.Url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(stored);
  });

  test('a private file: its signed link, its owner and staff read it; anyone else gets 404', async () => {
    const owner = await server.newUser();
    const other = await server.newUser();
    const voucher = await server.upload(owner.token, 'voucher');
    expect(voucher.Url).toMatch(/\?sig=/);
    const bare = voucher.Url.split('?')[0]!;
    expect(await bucket.head(await keyOf(voucher))).not.toBeNull();

    const signed = await read(voucher.Url);
    expect(signed.status).toBe(200);
    expect(signed.headers.get('cache-control')).toBe('private, max-age=3600');
    const bytes = Buffer.from(await signed.arrayBuffer());
    for (const token of [owner.token, await server.clerkToken()]) {
      const allowed = await read(bare, token);
      expect(allowed.status).toBe(200);
      expect(Buffer.from(await allowed.arrayBuffer())).toEqual(bytes);
    }
    for (const token of [other.token, undefined]) {
      const refused = await read(bare, token);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ Success: false, Code: 'NOT_FOUND' });
    }
  });

  test('a cancelled account’s avatar leaves the bucket; its link answers 404', async () => {
    const buyer = await server.newUser();
    const avatar = await server.upload(buyer.token, 'avatar');
    const key = await keyOf(avatar);
    const cancelled = await server.post('/api/Relation/CancelAccount', { Password: buyer.password }, { token: buyer.token }); // prettier-ignore
    expect(cancelled.status).toBe(200);
    expect(await bucket.head(key)).toBeNull();
    expect((await read(avatar.Url)).status).toBe(404);
  });

  test('the sweep of files nothing refers to deletes them from the bucket, and only them', async () => {
    const buyer = await server.newUser();
    const kept = await server.upload(buyer.token, 'avatar');
    const stray = await server.upload(buyer.token, 'chat');
    await server.post('/api/Relation/SetPersonal', { HeadPortrait: kept.Url }, { token: buyer.token }); // prettier-ignore
    const [keptKey, strayKey] = [await keyOf(kept), await keyOf(stray)];

    await buildServices(server.deps).uploads.sweepUnreferenced(new Date(Date.now() + 25 * 3600_000)); // prettier-ignore
    expect(await bucket.head(keptKey)).not.toBeNull();
    expect(await bucket.head(strayKey)).toBeNull();
    expect((await read(stray.Url, buyer.token)).status).toBe(404);
  });
});

describe('the bucket out of reach', () => {
  test('uploads and reads answer 503 with Retry-After, the instance stays ready, and all comes back by itself', async () => {
    const buyer = await server.newUser();
    const before = await server.upload(buyer.token, 'avatar');
    const beforeBytes = Buffer.from(await (await read(before.Url)).arrayBuffer());
    await s3.stop();
    try {
      const refused = await send('avatar', buyer.token);
      expect(refused.status).toBe(503);
      expect(refused.retryAfter).toBe('5');
      expect(refused.body).toMatchObject({ Success: false, Code: 'SERVICE_UNAVAILABLE' });
      const unread = await read(before.Url);
      expect(unread.status).toBe(503);
      expect(unread.headers.get('retry-after')).toBe('5');
      // The database is fine: the instance stays in the balancer, other calls still answer.
      const ready = await server.get<{ Status: string; Database: string }>('/api/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.body.Data).toMatchObject({ Status: 'ready', Database: 'up' });
      expect((await server.get('/api/Relation/GetPersonal', { token: buyer.token })).status).toBe(200); // prettier-ignore
      expect(health.warn).toContain('storage is unavailable');
    } finally {
      await s3.restart();
    }

    const again = await send('avatar', buyer.token);
    expect(again.status).toBe(200);
    expect((await read(again.body.Data.Url)).status).toBe(200);
    expect(Buffer.from(await (await read(before.Url)).arrayBuffer())).toEqual(beforeBytes);
    expect(health.info).toContain('storage is back');
    // Nothing was stored for the refused upload: its row would point at nothing.
    const owned = await server.db.select().from(files).where(eq(files.ownerId, buyer.info.UserId)); // prettier-ignore
    expect(owned).toHaveLength(2);
  });
});
