import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PricedGoods, Uploaded } from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { byteRange } from '../uploads/uploads.routes';

let server: TestServer;
let clerk: string;
beforeAll(async () => {
  server = await startTestServer();
  clerk = await server.clerkToken();
});
afterAll(() => server?.close());

/** The smallest file every MP4 reader recognises: an `ftyp` box, then a little media data. */
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x20]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2avc1mp41'),
  Buffer.from([0, 0, 0, 0x10]),
  Buffer.from('mdat'),
  Buffer.from('facet-video!'),
]);

async function uploadVideo(token: string, data: Buffer, name = 'stone.mp4') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const response = await fetch(`${server.baseUrl}/api/Admin/Upload/Video`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as { Code: string; Data: Uploaded } }; // prettier-ignore
}

const attach = (body: Record<string, unknown>, token = clerk) =>
  server.post<PricedGoods>('/api/Admin/Inventory/Media', body, { token });

describe('a stone’s pictures and video, added by a clerk', () => {
  test('a picture and a video join the stone, and every buyer sees them on its details', async () => {
    const stone = await server.newStone();
    const picture = await server.upload(clerk, 'stone');
    // Stones' media are public: no signature on the link.
    expect(picture.Url).toMatch(/^\/files\/[0-9a-f-]{36}\.png$/);
    const video = await uploadVideo(clerk, mp4);
    expect(video.status).toBe(200);
    expect(video.body.Data.Url).toMatch(/^\/files\/[0-9a-f-]{36}\.mp4$/);

    const attached = await attach({ GoodsId: stone.Id, AddImages: [picture.FileId], Video: video.body.Data.FileId }); // prettier-ignore
    expect(attached.status).toBe(200);
    const buyer = await server.newUser();
    const detail = await server.post<PricedGoods>('/api/Diamonds/Detail', { Id: stone.Id }, { token: buyer.token }); // prettier-ignore
    expect(detail.body.Data).toMatchObject({ Video: video.body.Data.Url, HasVideo: true });
    expect(detail.body.Data.Images.at(-1)).toBe(picture.Url);

    // Played from any point: the file answers byte ranges.
    const whole = await fetch(server.baseUrl + video.body.Data.Url);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(mp4);
    const part = await fetch(server.baseUrl + video.body.Data.Url, { headers: { range: 'bytes=4-11' } }); // prettier-ignore
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${mp4.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('ftypisom');
    const beyond = await fetch(server.baseUrl + video.body.Data.Url, { headers: { range: `bytes=${mp4.length}-` } }); // prettier-ignore
    expect(beyond.status).toBe(416);

    // Null removes the video; the pictures stay.
    const removed = await attach({ GoodsId: stone.Id, Video: null });
    expect(removed.body.Data).toMatchObject({ Video: null, HasVideo: false });
    expect(removed.body.Data.Images).toContain(picture.Url);
  });

  test('a video is recognised by its bytes, not its name', async () => {
    const text = await uploadVideo(clerk, Buffer.from('not a video at all, only words'), 'clip.mp4'); // prettier-ignore
    expect(text).toMatchObject({ status: 400, body: { Code: 'VIDEO_TYPE' } });
    const png = await server.upload(clerk, 'chat');
    const picture = await fetch(server.baseUrl + png.Url);
    const asVideo = await uploadVideo(clerk, Buffer.from(await picture.arrayBuffer()), 'clip.webm');
    expect(asVideo).toMatchObject({ status: 400, body: { Code: 'VIDEO_TYPE' } });
  });

  test('refused: buyers, files not uploaded for stones, a stone that is not there', async () => {
    const stone = await server.newStone();
    const buyer = await server.newUser();
    // A buyer's upload for stones is refused on its purpose: stones' media are the shop's.
    await expect(server.upload(buyer.token, 'stone')).rejects.toThrow(/"Path":"Purpose"|Purpose/);
    expect((await uploadVideo(buyer.token, mp4)).status).not.toBe(200);
    expect((await attach({ GoodsId: stone.Id, AddImages: [] }, buyer.token)).status).not.toBe(200);

    const chatPicture = await server.upload(buyer.token, 'chat');
    const foreign = await attach({ GoodsId: stone.Id, AddImages: [chatPicture.FileId] });
    expect(foreign).toMatchObject({ status: 400, body: { Code: 'VALIDATION' } });
    const picture = await server.upload(clerk, 'stone');
    const notVideo = await attach({ GoodsId: stone.Id, Video: picture.FileId });
    expect(notVideo).toMatchObject({ status: 400, body: { Code: 'VALIDATION' } });
    expect((await attach({ GoodsId: 99_999_999, AddImages: [picture.FileId] })).status).toBe(404);
  });
});

describe('byte ranges', () => {
  test.each([
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=90-', 100, { start: 90, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=50-500', 100, { start: 50, end: 99 }],
    ['bytes=100-', 100, 'unsatisfiable'],
    ['bytes=9-3', 100, 'unsatisfiable'],
    ['bytes=0-1,5-6', 100, 'none'],
    ['items=0-1', 100, 'none'],
    [undefined, 100, 'none'],
  ])('%s of %i bytes', (header, size, expected) => {
    expect(byteRange(header, size)).toEqual(expected);
  });
});
