import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminMemo, AdminMemoPage, Memo, MemoPage, NoticeList, Order, PricedGoods, StockInput } from '@facet/contract'; // prettier-ignore
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/harness';
import { buildServices } from '../../services';

let server: TestServer;
let clerk: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ env: { MEMO_MAX_STONES: '3' } });
  clerk = await server.clerkToken();
  admin = (await server.newUser('admin')).token;
});
afterAll(() => server?.close());

type Buyer = Awaited<ReturnType<TestServer['newUser']>> & { addressId: number };

/** A buyer with a delivery address and a memo limit of `limitUsd`. */
async function memoBuyer(limitUsd: number): Promise<Buyer> {
  const buyer = await server.newUser();
  const address = await server.newAddress(buyer.token);
  const set = await server.post('/api/Admin/Buyers/SetMemoLimit', { UserId: buyer.info.UserId, LimitUsd: limitUsd }, { token: admin }); // prettier-ignore
  expect(set.status).toBe(200);
  return { ...buyer, addressId: address.Id };
}
const request = (buyer: Buyer, GoodsIds: number[]) =>
  server.post<Memo>('/api/Memo/Request', { GoodsIds, AddressId: buyer.addressId }, { token: buyer.token }); // prettier-ignore
const answer = (body: Record<string, unknown>) =>
  server.post<AdminMemo>('/api/Admin/Memos/Answer', body, { token: clerk });
const detail = (token: string, Id: number) =>
  server.post<PricedGoods>('/api/Diamonds/Detail', { Id }, { token });
const noticesOf = async (token: string) =>
  (await server.get<NoticeList>('/api/Im_SystemNotice/GetList?Kind=personal', { token })).body.Data.List; // prettier-ignore
const stone = (price: number, extra: Partial<StockInput> = {}) =>
  server.newStone({ PricingBasis: 'weight', Discount: null, PricePerCarat: price, ...extra });

describe('memo', () => {
  test('asked, approved (off the market), shipped, one stone bought and one sent back and received', async () => {
    const buyer = await memoBuyer(20_000);
    const other = await server.newUser();
    const [a, b] = [await stone(6_000), await stone(8_000)];
    const asked = await request(buyer, [a.Id, b.Id]);
    expect(asked.status).toBe(200);
    expect(asked.body.Data).toMatchObject({ Status: 'requested', TotalUsd: 14_000, OpenUsd: 14_000, DueAt: null, Lines: [{ GoodsId: a.Id, PriceUsd: 6_000, Outcome: 'out' }, { GoodsId: b.Id, PriceUsd: 8_000, Outcome: 'out' }] }); // prettier-ignore
    const { MemoId } = asked.body.Data;
    const queue = await server.post<AdminMemoPage>('/api/Admin/Memos/List', { Status: 'requested' }, { token: clerk }); // prettier-ignore
    expect(queue.body.Data.Requested).toBeGreaterThanOrEqual(1);
    expect(queue.body.Data.MemoDays).toBe(10);
    expect(queue.body.Data.List.find((m) => m.MemoId === MemoId)).toMatchObject({ Buyer: { UserId: buyer.info.UserId, LimitUsd: 20_000 } }); // prettier-ignore

    expect((await answer({ MemoId, Action: 'approve' })).body.Data.Status).toBe('approved');
    expect((await detail(other.token, a.Id)).body.Data).toMatchObject({ Stock: 0, Available: false }); // prettier-ignore
    expect(await server.post('/api/Hold/Add', { GoodsId: a.Id }, { token: other.token })).toMatchObject({ status: 409, body: { Code: 'ITEM_SOLD' } }); // prettier-ignore

    expect(await answer({ MemoId, Action: 'ship' })).toMatchObject({ status: 400, body: { Data: { Fields: [{ Path: 'TrackingNo' }] } } }); // prettier-ignore
    const shipped = await answer({ MemoId, Action: 'ship', TrackingNo: '1Z999AA10123456784' });
    expect(shipped.body.Data).toMatchObject({ Status: 'shipped', TrackingNo: '1Z999AA10123456784', Overdue: false }); // prettier-ignore
    expect(Math.abs(Date.parse(shipped.body.Data.DueAt!) - Date.now() - 10 * 86_400_000)).toBeLessThan(60_000); // prettier-ignore
    expect((await noticesOf(buyer.token))[0]!.Summary).toContain('1Z999AA10123456784');
    const shippedMail = await server.smtp.lastMailTo(buyer.email);
    expect(shippedMail.subject).toBe(`Memo ${asked.body.Data.No}`);
    expect(shippedMail.text).toContain('1Z999AA10123456784');
    expect(shippedMail.text).toContain('/#/pages/memo/index');

    const bought = await server.post<Memo>('/api/Memo/Buy', { MemoId, GoodsIds: [a.Id] }, { token: buyer.token }); // prettier-ignore
    expect(bought.body.Data).toMatchObject({ Status: 'shipped', OpenUsd: 8_000, Lines: [{ Outcome: 'bought' }, { Outcome: 'out' }] }); // prettier-ignore
    const [orderId] = bought.body.Data.Orders;
    const order = (await server.post<Order>('/api/Order/Detail', { OrderId: orderId }, { token: buyer.token })).body.Data; // prettier-ignore
    expect(order).toMatchObject({ Status: 'PendingPayment', Lines: [{ UnitPrice: 6_000, Amount: 6_000 }] }); // prettier-ignore

    const back = await server.post<Memo>('/api/Memo/Return', { MemoId, GoodsIds: [b.Id], TrackingNo: 'RR123' }, { token: buyer.token }); // prettier-ignore
    expect(back.body.Data.Lines[1]).toMatchObject({ Outcome: 'returned', ReturnTrackingNo: 'RR123', ReceivedAt: null }); // prettier-ignore
    // On its way back it still counts towards the limit.
    expect(back.body.Data.OpenUsd).toBe(8_000);
    expect(await server.post('/api/Memo/Buy', { MemoId, GoodsIds: [b.Id] }, { token: buyer.token })).toMatchObject({ status: 409, body: { Code: 'MEMO_STATE' } }); // prettier-ignore

    const received = await answer({ MemoId, Action: 'received' });
    expect(received.body.Data).toMatchObject({ Status: 'closed', OpenUsd: 0, Orders: [orderId] });
    expect((await detail(other.token, b.Id)).body.Data).toMatchObject({ Stock: 1, Available: true }); // prettier-ignore
    expect((await noticesOf(buyer.token))[0]!.Summary).toContain(
      'We received the stones you sent back',
    );
    expect((await server.post('/api/Admin/Buyers/MemoLimit', { UserId: buyer.info.UserId }, { token: admin })).body.Data).toEqual({ LimitUsd: 20_000, UsedUsd: 0 }); // prettier-ignore
    expect(await server.post('/api/Admin/Buyers/MemoLimit', { UserId: buyer.info.UserId }, { token: clerk })).toMatchObject({ status: 404 }); // prettier-ignore
    const page = await server.post<MemoPage>('/api/Memo/List', {}, { token: buyer.token });
    expect(page.body.Data).toMatchObject({ LimitUsd: 20_000, UsedUsd: 0, MaxStones: 3, Total: 1 });
  });

  test('refused: no limit, over the limit, too many stones, a parcel, a sold stone — each with its reason', async () => {
    const stranger = await server.newUser();
    const address = await server.newAddress(stranger.token);
    const s = await stone(5_000);
    expect(await server.post('/api/Memo/Request', { GoodsIds: [s.Id], AddressId: address.Id }, { token: stranger.token })).toMatchObject({ status: 409, body: { Code: 'NOT_VERIFIED' } }); // prettier-ignore

    const buyer = await memoBuyer(9_000);
    const [x, y] = [await stone(5_000), await stone(5_000)];
    expect(await request(buyer, [x.Id, y.Id])).toMatchObject({ status: 409, body: { Code: 'MEMO_LIMIT' } }); // prettier-ignore
    const four = await Promise.all([1, 2, 3, 4].map(() => stone(100)));
    expect(await request(buyer, four.map((g) => g.Id))).toMatchObject({ status: 400, body: { Data: { Fields: [{ Path: 'GoodsIds', Message: 'At most 3 stones on one memo' }] } } }); // prettier-ignore
    const lot = await server.newStone({ Category: 'parcel', Weight: 20, PricingBasis: 'weight', PricePerCarat: 50, Discount: null, Stock: 20, MinBuy: 2, Cut: null, Polish: null, Symmetry: null, Lab: null, CertificateNo: null }); // prettier-ignore
    expect(await request(buyer, [lot.Id])).toMatchObject({ status: 400, body: { Data: { Fields: [{ Path: 'GoodsIds.0', Message: 'Only single stones go on memo' }] } } }); // prettier-ignore
    const taker = await memoBuyer(100_000);
    const taken = await request(taker, [x.Id]);
    await answer({ MemoId: taken.body.Data.MemoId, Action: 'approve' });
    expect(await request(buyer, [x.Id])).toMatchObject({
      status: 409,
      body: { Code: 'ITEM_SOLD' },
    });
    // Approving twice, or a stranger's memo: refused.
    expect(await answer({ MemoId: taken.body.Data.MemoId, Action: 'approve' })).toMatchObject({ status: 409, body: { Code: 'MEMO_STATE' } }); // prettier-ignore
    expect(await server.post('/api/Memo/Buy', { MemoId: taken.body.Data.MemoId, GoodsIds: [x.Id] }, { token: buyer.token })).toMatchObject({ status: 404 }); // prettier-ignore
    // Limits are the admins'.
    expect(await server.post('/api/Admin/Buyers/SetMemoLimit', { UserId: buyer.info.UserId, LimitUsd: 1 }, { token: clerk })).toMatchObject({ status: 404 }); // prettier-ignore
  });

  test('requests at once never add up past the limit', async () => {
    const buyer = await memoBuyer(10_000);
    const stones = await Promise.all([1, 2, 3, 4, 5].map(() => stone(6_000)));
    const answers = await Promise.all(stones.map((g) => request(buyer, [g.Id])));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409).every((r) => r.body.Code === 'MEMO_LIMIT')).toBe(true); // prettier-ignore
  });

  test('an overdue memo is flagged, stops new memos, and reminders go out 3 days and 1 day before', async () => {
    const buyer = await memoBuyer(50_000);
    const [a, b] = [await stone(1_000), await stone(1_000)];
    const { MemoId } = (await request(buyer, [a.Id])).body.Data;
    await answer({ MemoId, Action: 'approve' });
    await answer({ MemoId, Action: 'ship', TrackingNo: 'T1' });
    const services = buildServices(server.deps);
    await server.db.execute(sql`update memos set due_at = now() + interval '2 days' where id = ${MemoId}`); // prettier-ignore
    expect(await services.memo.sweep()).toBeGreaterThanOrEqual(1);
    await server.db.execute(sql`update memos set due_at = now() + interval '12 hours' where id = ${MemoId}`); // prettier-ignore
    await services.memo.sweep();
    await services.memo.sweep();
    const reminders = (await noticesOf(buyer.token)).filter((n) => n.Summary.includes('is due in'));
    expect(reminders.map((n) => n.Summary.match(/due in (\d) day/)?.[1])).toEqual(['1', '3']);

    await server.db.execute(sql`update memos set due_at = now() - interval '1 hour' where id = ${MemoId}`); // prettier-ignore
    expect(await request(buyer, [b.Id])).toMatchObject({ status: 409, body: { Code: 'MEMO_OVERDUE' } }); // prettier-ignore
    const flagged = await server.post<AdminMemoPage>('/api/Admin/Memos/List', { Overdue: true }, { token: clerk }); // prettier-ignore
    expect(flagged.body.Data.List.find((m) => m.MemoId === MemoId)).toMatchObject({
      Overdue: true,
    });
    expect(flagged.body.Data.Overdue).toBeGreaterThanOrEqual(1);
    // Settled, the buyer may ask again.
    await server.post('/api/Memo/Buy', { MemoId, GoodsIds: [a.Id] }, { token: buyer.token });
    expect((await request(buyer, [b.Id])).status).toBe(200);
  });
});
