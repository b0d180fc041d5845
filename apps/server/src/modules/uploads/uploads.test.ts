import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import sharp from 'sharp';
import type { Personal, Uploaded } from '@facet/contract';
import { buildServices } from '../../services';
import { startTestServer, type TestServer } from '../../test/harness';
import { storeSettings } from '../../test/stores';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const picture = (format: 'png' | 'jpeg' | 'webp', size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#b08d57' } })
    .toFormat(format)
    .toBuffer();

async function upload(purpose: string, data: Buffer, name: string, token?: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)]), name);
  const response = await fetch(`${server.baseUrl}/api/Upload/Image?Purpose=${purpose}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    body: (await response.json()) as { Code: string; Data: Uploaded },
  };
}

describe('Upload/Image', () => {
  test.each(['png', 'jpeg', 'webp'] as const)(
    'accepts %s, recognised by its bytes',
    async (format) => {
      const { token } = await server.newUser();
      const res = await upload('feedback', await picture(format), 'photo.bin', token);
      expect(res.status).toBe(200);
      expect(res.body.Data.FileId).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  test('re-encodes pictures without their metadata', async () => {
    const { token } = await server.newUser();
    const withExif = await sharp(await picture('jpeg'))
      .withExif({ IFD0: { Copyright: 'GPS 51.2194N 4.4025E', Make: 'PhoneCam' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await upload('avatar', withExif, 'me.jpg', token);
    const served = Buffer.from(
      await (await fetch(server.baseUrl + res.body.Data.Url)).arrayBuffer(),
    );
    const meta = await sharp(served).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(served.includes(Buffer.from('PhoneCam'))).toBe(false);
    expect([meta.width, meta.height]).toEqual([512, 512]);
  });

  test.each([
    ['a text file named .png', Buffer.from('hello, not a picture at all'), 'x.png', 'FILE_TYPE'],
    [
      'a GIF',
      Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
      'x.gif',
      'FILE_TYPE',
    ],
    [
      'a truncated JPEG',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]),
      'x.jpg',
      'FILE_TYPE',
    ],
  ])('refuses %s', async (_case, data, name, code) => {
    const { token } = await server.newUser();
    const res = await upload('feedback', data, name, token);
    expect(res.status).toBe(400);
    expect(res.body.Code).toBe(code);
  });

  // Repeated: whether the multipart plugin throws at the limit depends on stream timing.
  test.each([1, 2, 3, 4, 5])('refuses more than 10 MB (try %i)', async () => {
    const { token } = await server.newUser();
    const big = Buffer.concat([await picture('png'), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await upload('feedback', big, 'big.png', token);
    expect(res.status).toBe(400);
    expect(res.body.Code).toBe('FILE_TOO_LARGE');
  });

  test('accepts a picture of exactly 10 MB', async () => {
    const { token } = await server.newUser();
    const png = await picture('png');
    const exact = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 - png.length)]);
    expect((await upload('feedback', exact, 'edge.png', token)).status).toBe(200);
  });

  test('refuses a form without the file field, an unknown purpose and anonymous callers', async () => {
    const { token } = await server.newUser();
    expect(
      (await upload('feedback', await picture('png'), 'a.png', token, 'other')).body.Code,
    ).toBe('FILE_MISSING');
    expect((await upload('passport', await picture('png'), 'a.png', token)).status).toBe(400);
    expect((await upload('avatar', await picture('png'), 'a.png')).status).toBe(401);
    const json = await server.post('/api/Upload/Image?Purpose=avatar', { file: 'x' }, { token });
    expect(json.body.Code).toBe('FILE_MISSING');
  });
});

const fixture = (name: string) =>
  readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));

describe('HEIC', () => {
  test('a phone’s HEIC picture is taken and served as a JPEG of the same size', async () => {
    const { token } = await server.newUser();
    const res = await upload('feedback', fixture('small-96x64.heic'), 'IMG_0001.HEIC', token);
    expect(res.status).toBe(200);
    const served = await fetch(server.baseUrl + res.body.Data.Url);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 96, 64]);
  });

  /** Runs `work` while asking `/api/health` every 50 ms; answers how long each ask took. */
  async function whileProbingHealth<T>(work: () => Promise<T>) {
    let working = true;
    const healthTimes: number[] = [];
    const probe = (async () => {
      while (working) {
        const started = performance.now();
        const health = await fetch(`${server.baseUrl}/api/health`);
        healthTimes.push(performance.now() - started);
        expect(health.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const result = await work().finally(() => (working = false));
    await probe;
    return { result, slowestHealth: Math.max(...healthTimes) };
  }

  test('three 15 KB pictures that declare 8192 × 8192 are refused at once; the server keeps answering and its memory returns', async () => {
    const { token } = await server.newUser();
    const bomb = fixture('bomb-8192x8192.heic');
    expect(bomb.length).toBeLessThan(16_000);
    const memoryBefore = process.memoryUsage().rss;
    const { result: answers, slowestHealth } = await whileProbingHealth(() =>
      Promise.all([1, 2, 3].map(() => upload('feedback', bomb, 'bomb.heic', token))),
    );
    expect(slowestHealth).toBeLessThan(1000);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.Code).toBe('PICTURE_TOO_LARGE');
    }
    expect(process.memoryUsage().rss - memoryBefore).toBeLessThan(200 * 1024 * 1024);
  });

  test('a 36-megapixel HEIC is decoded beside the server, not in its way', async () => {
    const { token } = await server.newUser();
    const { result: answer, slowestHealth } = await whileProbingHealth(() =>
      upload('feedback', fixture('plain-6000x6000.heic'), 'IMG_0002.HEIC', token),
    );
    expect(answer.status).toBe(200);
    expect(slowestHealth).toBeLessThan(1000);
    const served = await fetch(server.baseUrl + answer.body.Data.Url);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2560, 2560]);
  });

  test.each([
    [
      'a HEIC whose container declares no size',
      Buffer.concat([fixture('small-96x64.heic').subarray(0, 32), Buffer.alloc(64)]),
    ],
  ])('refuses %s', async (_case, data) => {
    const { token } = await server.newUser();
    const res = await upload('feedback', data, 'x.heic', token);
    expect(res.status).toBe(400);
    expect(res.body.Code).toBe('FILE_TYPE');
  });

  test('a PNG that declares more than 50 megapixels is refused by its size, in the buyer’s language', async () => {
    const { token } = await server.newUser();
    const huge = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(huge)]), 'huge.png');
    const response = await fetch(`${server.baseUrl}/api/Upload/Image?Purpose=feedback`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, locale: 'zh-CN' },
    });
    const body = (await response.json()) as { Code: string; Message: string };
    expect(response.status).toBe(400);
    expect(body.Code).toBe('PICTURE_TOO_LARGE');
    expect(body.Message).toContain('5000 万像素');
  });
});

describe('private files', () => {
  test('a voucher is readable by its owner, a clerk and its signed link; anyone else gets 404', async () => {
    const owner = await server.newUser();
    const other = await server.newUser();
    const clerk = await server.newUser('clerk');
    const res = await upload('voucher', await picture('png'), 'voucher.png', owner.token);
    const signedUrl = res.body.Data.Url;
    const bareUrl = signedUrl.split('?')[0]!;
    expect(signedUrl).toContain('?sig=');
    const status = async (url: string, token?: string) =>
      (
        await fetch(server.baseUrl + url, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        })
      ).status;
    expect(await status(signedUrl)).toBe(200);
    expect(await status(bareUrl, owner.token)).toBe(200);
    expect(await status(bareUrl, clerk.token)).toBe(200);
    expect(await status(bareUrl, other.token)).toBe(404);
    expect(await status(bareUrl)).toBe(404);
    expect(await status(`${bareUrl}?sig=9999999999.forged`)).toBe(404);
    expect(await status('/files/00000000-0000-0000-0000-000000000000.png')).toBe(404);
  });
});

describe('avatar', () => {
  test('the profile takes an avatar its owner uploaded, not someone else’s', async () => {
    const owner = await server.newUser();
    const other = await server.newUser();
    const { body } = await upload('avatar', await picture('png', 800), 'me.png', owner.token);
    const mine = await server.post<Personal>(
      '/api/Relation/SetPersonal',
      { HeadPortrait: body.Data.Url },
      { token: owner.token },
    );
    expect(mine.body.Data.HeadPortrait).toBe(body.Data.Url);
    const theirs = await server.post(
      '/api/Relation/SetPersonal',
      { HeadPortrait: body.Data.Url },
      { token: other.token },
    );
    expect(theirs.status).toBe(400);
  });
});

describe('quota', () => {
  /** A picture that does not compress: its stored size is close to its pixels'. */
  const noise = (size: number) =>
    sharp(
      Buffer.from(Array.from({ length: size * size * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: size, height: size, channels: 3 },
      },
    )
      .png()
      .toBuffer();

  test('a buyer uploads at most UPLOAD_FILES_PER_HOUR files per purpose; staff are not counted', async () => {
    const limited = await startTestServer({ env: { UPLOAD_FILES_PER_HOUR: '3' } });
    try {
      const { token } = await limited.newUser();
      const send = async (purpose: string, as = token, locale = 'en') => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(await picture('png'))]), 'p.png');
        const response = await fetch(`${limited.baseUrl}/api/Upload/Image?Purpose=${purpose}`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${as}`, locale },
        });
        return { status: response.status, body: (await response.json()) as { Code: string; Message: string } }; // prettier-ignore
      };
      for (let i = 0; i < 3; i++) expect((await send('chat')).status).toBe(200);
      const refused = await send('chat', token, 'zh-TW');
      expect(refused).toMatchObject({ status: 429, body: { Code: 'UPLOAD_QUOTA' } });
      expect(refused.body.Message).toBe('上傳數量已達上限，請稍後再試');
      expect((await send('voucher')).status).toBe(200);
      const clerk = await limited.newUser('clerk');
      for (let i = 0; i < 4; i++) expect((await send('stone', clerk.token)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  test('a buyer keeps at most UPLOAD_MB_PER_DAY from a day of uploads', async () => {
    const limited = await startTestServer({ env: { UPLOAD_MB_PER_DAY: '1' } });
    try {
      const { token } = await limited.newUser();
      const codes: string[] = [];
      for (let i = 0; i < 4; i++) {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(await noise(400))]), 'n.png');
        const response = await fetch(`${limited.baseUrl}/api/Upload/Image?Purpose=feedback`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${token}` },
        });
        codes.push(((await response.json()) as { Code: string }).Code);
      }
      // 400 × 400 of noise keeps about 480 KB: two fit in 1 MB, the third does not.
      expect(codes).toEqual(['OK', 'OK', 'UPLOAD_QUOTA', 'UPLOAD_QUOTA']);
    } finally {
      await limited.close();
    }
  });
});

describe('files nothing refers to', () => {
  test('are removed a day after upload; what a profile, a feedback, an order or a store keeps stays', async () => {
    const buyer = await server.newUser();
    const send = async (purpose: string) => (await upload(purpose, await picture('png'), 'p.png', buyer.token)).body.Data; // prettier-ignore
    const [avatar, replacedAvatar, feedback, demand, logo, strayVoucher, strayChat] =
      await Promise.all(
        ['avatar', 'avatar', 'feedback', 'demand', 'store', 'voucher', 'chat'].map(send),
      );
    await server.post('/api/Relation/SetPersonal', { HeadPortrait: replacedAvatar!.Url }, { token: buyer.token }); // prettier-ignore
    await server.post('/api/Relation/SetPersonal', { HeadPortrait: avatar!.Url }, { token: buyer.token }); // prettier-ignore
    expect((await server.post('/api/Relation/Feedback', { Content: 'Lovely shop', Images: [feedback!.FileId] }, { token: buyer.token })).status).toBe(200); // prettier-ignore
    await server.newAddress(buyer.token);
    const demanded = await server.post('/api/Order/AddDemandOrder', { Images: [demand!.FileId], Description: 'Oval 3 ct', Category: 'lab-white', Quantity: 1 }, { token: buyer.token }); // prettier-ignore
    expect(demanded.status).toBe(200);
    const stored = await server.post('/api/CloudStore/Save', storeSettings({ Logo: logo!.FileId }), { token: buyer.token }); // prettier-ignore
    expect(stored.status).toBe(200);

    const readable = async (file: Uploaded) =>
      (await fetch(server.baseUrl + file.Url, { headers: { authorization: `Bearer ${buyer.token}` } })).status; // prettier-ignore
    const { uploads } = buildServices(server.deps);
    // Not yet a day old: nothing goes.
    await uploads.sweepUnreferenced(new Date());
    expect(await readable(strayChat!)).toBe(200);

    await uploads.sweepUnreferenced(new Date(Date.now() + 25 * 3600_000));
    for (const kept of [avatar, feedback, demand, logo]) expect(await readable(kept!)).toBe(200);
    for (const gone of [replacedAvatar, strayVoucher, strayChat]) expect(await readable(gone!)).toBe(404); // prettier-ignore
  });
});
