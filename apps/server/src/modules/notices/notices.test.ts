import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminNotice, Notice, NoticeList, NoticeUnread } from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { addPersonalNotice } from './notices.repo';

let server: TestServer;
let clerk: string;

beforeAll(async () => {
  server = await startTestServer();
  clerk = await server.clerkToken();
});
afterAll(() => server?.close());

const publish = (body: Record<string, unknown>, token = clerk) =>
  server.post<AdminNotice>('/api/Admin/Notice/Publish', body, { token });
const list = (token: string, query = '') =>
  server.get<NoticeList>(`/api/Im_SystemNotice/GetList?${query}`, { token });
const unread = async (token: string) =>
  (await server.get<NoticeUnread>('/api/Im_SystemNotice/Unread', { token })).body.Data;

describe('published notices', () => {
  test('reach every buyer, sanitised, with an unread dot until read', async () => {
    const buyer = await server.newUser();
    const before = await unread(buyer.token);
    const published = await publish({
      Title: 'Holiday hours',
      Summary: 'The Hong Kong office closes for Lunar New Year.',
      Content:
        '<p onclick="steal()">Closed <strong>10–17 February</strong>.<script>alert(1)</script></p>' +
        '<img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a>' +
        '<a href="https://facet.example/hours">Hours</a><iframe src="https://evil"></iframe>',
    });
    expect(published.status).toBe(200);
    const content = published.body.Data.Content;
    expect(content).toContain('<strong>10–17 February</strong>');
    expect(content).toContain('href="https://facet.example/hours"');
    expect(content).toContain('rel="noopener noreferrer"');
    for (const banned of ['script', 'onclick', 'onerror', '<img', 'javascript:', 'iframe']) {
      expect(content).not.toContain(banned);
    }

    expect((await unread(buyer.token)).Published).toBe(before.Published + 1);
    const page = await list(buyer.token, 'Kind=published');
    const notice = page.body.Data.List[0]!;
    expect(notice).toMatchObject({
      Id: published.body.Data.Id,
      Title: 'Holiday hours',
      Read: false,
      Personal: false,
      OrderId: null,
    });

    expect(
      (await server.post('/api/Im_SystemNotice/Read', { Id: notice.Id }, { token: buyer.token }))
        .status,
    ).toBe(200);
    // Reading twice is harmless.
    await server.post('/api/Im_SystemNotice/Read', { Id: notice.Id }, { token: buyer.token });
    expect((await unread(buyer.token)).Published).toBe(before.Published);
    const detail = await server.get<Notice>(`/api/Im_SystemNotice/Detail?Id=${notice.Id}`, {
      token: buyer.token,
    });
    expect(detail.body.Data).toMatchObject({ Read: true, Content: content });

    const staffList = await server.get<{ List: AdminNotice[] }>('/api/Admin/Notice/List', {
      token: clerk,
    });
    expect(staffList.body.Data.List.find((n) => n.Id === notice.Id)).toMatchObject({ Reads: 1 });
  });

  test('publishing checks every field and is for staff only', async () => {
    const buyer = await server.newUser();
    expect(
      (await publish({ Title: 'x', Summary: 'y', Content: '<p>z</p>' }, buyer.token)).status,
    ).toBe(404);

    const empty = await publish({ Title: ' ', Summary: 'y'.repeat(201), Content: '<p>z</p>' });
    expect(empty.status).toBe(400);
    expect(empty.body.Data).toEqual({
      Fields: expect.arrayContaining([
        { Path: 'Title', Message: expect.any(String) },
        { Path: 'Summary', Message: 'Too long' },
      ]),
    });
    // Content that is nothing once sanitised is no content.
    const script = await publish(
      { Title: 'x', Summary: 'y', Content: '<script>alert(1)</script><p> </p>' },
      clerk,
    );
    expect(script.status).toBe(400);
    expect(script.body.Data).toEqual({
      Fields: [{ Path: 'Content', Message: expect.any(String) }],
    });
    const zh = await server.post(
      '/api/Admin/Notice/Publish',
      { Title: '', Summary: '', Content: '' },
      { token: clerk, locale: 'zh-CN' },
    );
    expect(zh.body.Message).toMatch(/[\u4e00-\u9fff]/);
  });

  test('a withdrawn notice disappears; a personal one cannot be withdrawn', async () => {
    const buyer = await server.newUser();
    const published = await publish({ Title: 'Oops', Summary: 'Wrong', Content: '<p>Wrong</p>' });
    const id = published.body.Data.Id;
    expect(
      (await server.post('/api/Admin/Notice/Delete', { Id: id }, { token: clerk })).status,
    ).toBe(200);
    expect(
      (await server.post('/api/Admin/Notice/Delete', { Id: id }, { token: clerk })).status,
    ).toBe(404);
    expect((await list(buyer.token)).body.Data.List.some((n) => n.Id === id)).toBe(false);
    expect(
      (await server.post('/api/Im_SystemNotice/Read', { Id: id }, { token: buyer.token })).status,
    ).toBe(404);
  });
});

describe('personal notices', () => {
  test('are written in the reader’s language and only the owner sees them', async () => {
    const buyer = await server.newUser();
    const other = await server.newUser();
    await addPersonalNotice(server.db, {
      userId: buyer.info.UserId,
      titleKey: 'NOTICE_ORDER_TITLE',
      summaryKey: 'NOTICE_ORDER_Shipped',
      params: { orderNo: 'FC2611230001', status: 'Shipped' },
      orderId: 42,
    });

    const en = await list(buyer.token, 'Kind=personal');
    expect(en.body.Data).toMatchObject({ Total: 1, Unread: 1 });
    expect(en.body.Data.List[0]).toMatchObject({
      Title: 'Order FC2611230001: Unreceived',
      Personal: true,
      OrderId: 42,
      Read: false,
    });
    const zh = await server.get<NoticeList>('/api/Im_SystemNotice/GetList?Kind=personal', {
      token: buyer.token,
      locale: 'zh-TW',
    });
    expect(zh.body.Data.List[0]?.Title).toMatch(/^訂單 FC2611230001：/);

    const id = en.body.Data.List[0]!.Id;
    expect((await list(other.token, 'Kind=personal')).body.Data.Total).toBe(0);
    expect(
      (await server.get(`/api/Im_SystemNotice/Detail?Id=${id}`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await server.post('/api/Im_SystemNotice/Read', { Id: id }, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await server.post('/api/Admin/Notice/Delete', { Id: id }, { token: clerk })).status,
    ).toBe(404);

    expect((await unread(buyer.token)).Personal).toBe(1);
    await server.post(
      '/api/Im_SystemNotice/Read',
      { All: true, Kind: 'personal' },
      { token: buyer.token },
    );
    expect((await unread(buyer.token)).Personal).toBe(0);
  });

  test('order moves arrive as personal notices', async () => {
    const { buyer, order } = await server.newOrder();
    const personal = await list(buyer.token, 'Kind=personal');
    expect(personal.body.Data.List[0]?.Title).toContain(order.OrderNo);
  });
});

describe('reading', () => {
  test('lists page newest first and refuse bad queries', async () => {
    const buyer = await server.newUser();
    for (const n of [1, 2, 3]) {
      await publish({ Title: `Paged ${n}`, Summary: 's', Content: `<p>${n}</p>` });
    }
    const page = await list(buyer.token, 'Kind=published&PageSize=2');
    expect(page.body.Data.List.map((n) => n.Title)).toEqual(['Paged 3', 'Paged 2']);
    const next = await list(buyer.token, 'Kind=published&PageSize=2&PageIndex=2');
    expect(next.body.Data.List[0]?.Title).toBe('Paged 1');

    for (const query of ['Kind=secret', 'PageSize=101', 'PageIndex=0', 'Extra=1']) {
      expect((await list(buyer.token, query)).status).toBe(400);
    }
    for (const body of [{}, { Id: 'one' }, { Id: 1, All: true }, { All: false }]) {
      const res = await server.post('/api/Im_SystemNotice/Read', body, { token: buyer.token });
      expect(res.status).toBe(400);
    }
    expect((await server.get('/api/Im_SystemNotice/GetList')).status).toBe(401);
  });

  test('read all clears the published dots at once', async () => {
    const buyer = await server.newUser();
    await publish({ Title: 'One more', Summary: 's', Content: '<p>x</p>' });
    expect((await unread(buyer.token)).Published).toBeGreaterThan(0);
    await server.post(
      '/api/Im_SystemNotice/Read',
      { All: true, Kind: 'published' },
      { token: buyer.token },
    );
    expect(await unread(buyer.token)).toMatchObject({ Published: 0 });
  });
});
