import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminReturn, AdminReturnPage, NoticeList, Order, PricedGoods, Return, ReturnPage } from '@facet/contract'; // prettier-ignore
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let clerk: string;

beforeAll(async () => {
  server = await startTestServer();
  clerk = await server.clerkToken();
});
afterAll(() => server?.close());

type Buyer = Awaited<ReturnType<TestServer['newUser']>>;
const staff = (path: string, body: Record<string, unknown>) =>
  server.post(`/api/Admin/Orders/${path}`, body, { token: clerk });
const answer = (body: Record<string, unknown>, locale?: 'zh-CN') =>
  server.post<AdminReturn>('/api/Admin/Returns/Answer', body, { token: clerk, locale });
const detail = (token: string, Id: number) =>
  server.post<PricedGoods>('/api/Diamonds/Detail', { Id }, { token });

/** A buyer's order of these new stones, taken through the back office and received. */
async function receivedOrder(count = 2): Promise<{ buyer: Buyer; orderId: number; stones: PricedGoods[] }> {
  const buyer = await server.newUser();
  await server.newAddress(buyer.token);
  const stones = await Promise.all(Array.from({ length: count }, () => server.newStone()));
  const CartIds = await server.addToCart(buyer.token, stones.map((s) => ({ GoodsId: s.Id })));
  const placed = await server.post<{ OrderId: number }>('/api/Order/AddOrder', { CartIds, ReceivingMethod: 'pickup' }, { token: buyer.token }); // prettier-ignore
  const OrderId = placed.body.Data.OrderId;
  for (const move of ['Confirm', 'MarkPaid', 'ReadyToShip']) expect((await staff(move, { OrderId })).status).toBe(200); // prettier-ignore
  await staff('Ship', { OrderId, Carrier: 'FedEx', TrackingNo: '7712 3456 7890' });
  expect((await server.post('/api/Order/ConfirmReceipt', { OrderId }, { token: buyer.token })).status).toBe(200); // prettier-ignore
  return { buyer, orderId: OrderId, stones };
} // prettier-ignore

const ask = (buyer: Buyer, body: Record<string, unknown>) =>
  server.post<Return>('/api/Return/Request', body, { token: buyer.token });

describe('returns', () => {
  test('asked with a reason and pictures, authorised with an RMA, shipped, received and restocked, refunded', async () => {
    const { buyer, orderId, stones } = await receivedOrder();
    const picture = await server.upload(buyer.token, 'return');
    const asked = await ask(buyer, { OrderId: orderId, GoodsIds: [stones[0]!.Id], Reason: 'certificate_mismatch', Note: 'The inscription reads another number', Pictures: [picture.FileId] }); // prettier-ignore
    expect(asked.status).toBe(200);
    expect(asked.body.Data).toMatchObject({ Status: 'requested', Rma: null, Reason: 'certificate_mismatch', AmountUsd: stones[0]!.Price, Lines: [{ GoodsId: stones[0]!.Id, StockNo: stones[0]!.StockNo, Quantity: 1 }], Pictures: [{ Id: picture.FileId }] }); // prettier-ignore
    const { ReturnId } = asked.body.Data;
    // The other stone can still be returned; this one is claimed.
    expect(await ask(buyer, { OrderId: orderId, GoodsIds: [stones[0]!.Id], Reason: 'damaged' })).toMatchObject({ status: 409, body: { Code: 'RETURN_LINE_TAKEN' } }); // prettier-ignore

    const queue = await server.post<AdminReturnPage>('/api/Admin/Returns/List', { Status: 'requested' }, { token: clerk }); // prettier-ignore
    expect(queue.body.Data.List.find((r) => r.ReturnId === ReturnId)).toMatchObject({ Buyer: { UserId: buyer.info.UserId } }); // prettier-ignore
    expect(queue.body.Data.Waiting).toBeGreaterThanOrEqual(1);

    const authorised = await answer({ ReturnId, Action: 'authorise' });
    expect(authorised.body.Data).toMatchObject({ Status: 'authorised', Rma: `RMA${String(ReturnId).padStart(6, '0')}` }); // prettier-ignore
    const notices = (await server.get<NoticeList>('/api/Im_SystemNotice/GetList?Kind=personal', { token: buyer.token })).body.Data.List; // prettier-ignore
    expect(notices[0]).toMatchObject({ OrderId: orderId });
    expect(notices[0]!.Summary).toContain(authorised.body.Data.Rma!);
    const mail = await server.smtp.lastMailTo(buyer.email);
    expect(mail.text).toContain(authorised.body.Data.Rma!);
    expect(mail.text).toContain('/#/pages/returns/index');
    expect(await answer({ ReturnId, Action: 'authorise' })).toMatchObject({ status: 409, body: { Code: 'RETURN_STATE' } }); // prettier-ignore
    expect(await answer({ ReturnId, Action: 'received' })).toMatchObject({ status: 409, body: { Code: 'RETURN_STATE' } }); // prettier-ignore

    const shipped = await server.post<Return>('/api/Return/Ship', { ReturnId, TrackingNo: 'RET-445' }, { token: buyer.token }); // prettier-ignore
    expect(shipped.body.Data).toMatchObject({ Status: 'shipped', TrackingNo: 'RET-445' });
    expect((await detail(buyer.token, stones[0]!.Id)).body.Data.Stock).toBe(0);
    const received = await answer({ ReturnId, Action: 'received', Note: 'Inscription checked: mismatch confirmed' }); // prettier-ignore
    expect(received.body.Data).toMatchObject({ Status: 'received', Restocked: true });
    expect((await detail(buyer.token, stones[0]!.Id)).body.Data).toMatchObject({ Stock: 1, Available: true }); // prettier-ignore

    expect(await answer({ ReturnId, Action: 'refund', RefundUsd: stones[0]!.Price + 1 })).toMatchObject({ status: 400, body: { Data: { Fields: [{ Path: 'RefundUsd', Message: 'A refund is at least $0.01 and at most what the returned stones cost' }] } } }); // prettier-ignore
    const refunded = await answer({ ReturnId, Action: 'refund', RefundUsd: stones[0]!.Price });
    expect(refunded.body.Data).toMatchObject({ Status: 'refunded', RefundUsd: stones[0]!.Price });
    const mine = await server.post<ReturnPage>('/api/Return/List', {}, { token: buyer.token });
    expect(mine.body.Data.List.map((r) => r.Status)).toEqual(['refunded']);
    const ofOrder = (OrderId: number) =>
      server.post<ReturnPage>('/api/Return/List', { OrderId }, { token: buyer.token });
    expect((await ofOrder(orderId)).body.Data.List.map((r) => r.ReturnId)).toEqual([ReturnId]);
    expect((await ofOrder(orderId + 1_000_000)).body.Data.Total).toBe(0);
  });

  test('a declined return frees its stones, and escalated it marks the order abnormal with the note', async () => {
    const { buyer, orderId, stones } = await receivedOrder(1);
    const { ReturnId } = (await ask(buyer, { OrderId: orderId, GoodsIds: [stones[0]!.Id], Reason: 'damaged' })).body.Data; // prettier-ignore
    expect(await answer({ ReturnId, Action: 'decline' })).toMatchObject({ status: 400, body: { Data: { Fields: [{ Path: 'Note' }] } } }); // prettier-ignore
    const declined = await answer({ ReturnId, Action: 'decline', Note: 'The chip shows on the shipping photos' }); // prettier-ignore
    expect(declined.body.Data).toMatchObject({ Status: 'declined', Rma: null, StaffNote: 'The chip shows on the shipping photos' }); // prettier-ignore
    // Declined, the stone may be asked for again.
    expect((await ask(buyer, { OrderId: orderId, GoodsIds: [stones[0]!.Id], Reason: 'other', Note: 'Please look again' })).status).toBe(200); // prettier-ignore
    const escalated = await answer({
      ReturnId,
      Action: 'escalate',
      Note: 'Buyer disputes the photos',
    });
    expect(escalated.body.Data.Status).toBe('declined');
    const order = (await server.post<Order>('/api/Order/Detail', { OrderId: orderId }, { token: buyer.token })).body.Data; // prettier-ignore
    expect(order.Status).toBe('Abnormal');
  });

  test('refused: an order not received, one received too long ago, another buyer’s, a stone not in it, no reason', async () => {
    const { buyer, orderId, stones } = await receivedOrder(1);
    const other = await server.newUser();
    expect(await ask(other, { OrderId: orderId, GoodsIds: [stones[0]!.Id], Reason: 'damaged' })).toMatchObject({ status: 404 }); // prettier-ignore
    expect(await ask(buyer, { OrderId: orderId, GoodsIds: [stones[0]!.Id + 999_999], Reason: 'damaged' })).toMatchObject({ status: 400, body: { Data: { Fields: [{ Path: 'GoodsIds' }] } } }); // prettier-ignore
    expect(await ask(buyer, { OrderId: orderId, GoodsIds: [stones[0]!.Id] })).toMatchObject({ status: 400, body: { Data: { Fields: [{ Path: 'Reason', Message: 'Please choose why you return the stones' }] } } }); // prettier-ignore
    expect(await ask(buyer, { OrderId: orderId, GoodsIds: [stones[0]!.Id], Reason: 'other' })).toMatchObject({ status: 400, body: { Data: { Fields: [{ Path: 'Note', Message: 'Please say what is wrong' }] } } }); // prettier-ignore
    await server.db.execute(sql`update order_history set created_at = now() - interval '31 days' where order_id = ${orderId} and to_status = 'Received'`); // prettier-ignore
    const late = await server.post('/api/Return/Request', { OrderId: orderId, GoodsIds: [stones[0]!.Id], Reason: 'damaged' }, { token: buyer.token, locale: 'zh-CN' }); // prettier-ignore
    expect(late).toMatchObject({ status: 409, body: { Code: 'RETURN_CLOSED', Message: '此订单已无法退货：退货须在签收后 30 天内申请' } }); // prettier-ignore

    const fresh = await server.newUser();
    await server.newAddress(fresh.token);
    const s = await server.newStone();
    const CartIds = await server.addToCart(fresh.token, [{ GoodsId: s.Id }]);
    const placed = await server.post<{ OrderId: number }>('/api/Order/AddOrder', { CartIds, ReceivingMethod: 'pickup' }, { token: fresh.token }); // prettier-ignore
    expect(await ask(fresh, { OrderId: placed.body.Data.OrderId, GoodsIds: [s.Id], Reason: 'damaged' })).toMatchObject({ status: 409, body: { Code: 'RETURN_CLOSED' } }); // prettier-ignore
  });

  test('two requests for one stone at once make one return', async () => {
    const { buyer, orderId, stones } = await receivedOrder(1);
    const answers = await Promise.all([1, 2, 3].map(() => ask(buyer, { OrderId: orderId, GoodsIds: [stones[0]!.Id], Reason: 'damaged' }))); // prettier-ignore
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
  });
});
