import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  fromCents,
  type AdminOrder,
  type ImportReport,
  type OrderAdded,
  type Stats,
  type StockInput,
} from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let clerk: string;

type Buyer = Awaited<ReturnType<TestServer['newUser']>>;

const stats = (query: string, token = clerk, locale?: 'zh-CN') =>
  server.get<Stats>(`/api/Admin/Stats?${query}`, { token, locale });
const staff = (path: string, body: Record<string, unknown>) =>
  server.post<AdminOrder>(`/api/Admin/Orders/${path}`, body, { token: clerk });
const run = (query: ReturnType<typeof sql>) => server.db.execute(query);

/** What a parcel of mixed stones has none of: a single stone's finish and report. */
const PARCEL = { Cut: null, Polish: null, Symmetry: null, Lab: null, CertificateNo: null };

/** A 1.00 ct natural round priced per carat, unless told otherwise. */
const stone = (pricePerCarat: number, extra: Partial<StockInput> = {}) =>
  server.newStone({ PricingBasis: 'weight', Discount: null, PricePerCarat: pricePerCarat, ...extra }); // prettier-ignore

/**
 * An order of one stone, placed at `placedAt` (UTC) and taken through the back office: each
 * step stamped the given minutes after the one it follows, at the agreed price.
 */
async function order(
  buyer: Buyer,
  placedAt: string,
  price: number,
  steps: { confirm?: number; voucher?: number; paid?: number; ship?: boolean; cancel?: boolean } = {}, // prettier-ignore
) {
  const goods = await stone(price);
  const CartIds = await server.addToCart(buyer.token, [{ GoodsId: goods.Id }]);
  const placed = await server.post<OrderAdded>('/api/Order/AddOrder', { CartIds, ReceivingMethod: 'pickup' }, { token: buyer.token }); // prettier-ignore
  const OrderId = placed.body.Data.OrderId;
  await run(sql`update orders set created_at = ${placedAt}::timestamptz where id = ${OrderId}`);
  // Moves a step the back office just took to its time, in the history and on the order; the
  // order's time only where the app wrote one, so a step it failed to record stays missing.
  const at = (minutes: number) => sql`${placedAt}::timestamptz + ${minutes} * interval '1 minute'`; // prettier-ignore
  const stamp = async (action: string, column: 'confirmed_at' | 'paid_at', minutes: number) => {
    await run(sql`update order_history set created_at = ${at(minutes)} where order_id = ${OrderId} and action = ${action}`); // prettier-ignore
    await run(sql`update orders set ${sql.identifier(column)} = ${at(minutes)} where id = ${OrderId} and ${sql.identifier(column)} is not null`); // prettier-ignore
  };

  if (steps.confirm === undefined) return OrderId;
  const lines = (await staff('Detail', { OrderId })).body.Data.Lines;
  await staff('Confirm', { OrderId, Lines: [{ LineId: lines[0]!.Id, UnitPrice: price }] });
  await stamp('confirm', 'confirmed_at', steps.confirm);
  if (steps.cancel) await staff('Cancel', { OrderId, Reason: 'Buyer changed their mind' });
  if (steps.voucher === undefined) return OrderId;
  const voucher = await server.upload(buyer.token, 'voucher');
  await server.post('/api/Order/UploadPaymentVouchers', { OrderId, FileIds: [voucher.FileId] }, { token: buyer.token }); // prettier-ignore
  const voucherAt = steps.confirm + steps.voucher;
  await run(sql`update order_vouchers set created_at = ${at(voucherAt)} where order_id = ${OrderId}`); // prettier-ignore
  await run(sql`update orders set first_voucher_at = ${at(voucherAt)} where id = ${OrderId} and first_voucher_at is not null`); // prettier-ignore
  if (steps.paid === undefined) return OrderId;
  await staff('MarkPaid', { OrderId });
  await stamp('markPaid', 'paid_at', voucherAt + steps.paid);
  if (steps.ship) {
    await staff('ReadyToShip', { OrderId });
    await staff('Ship', { OrderId, Carrier: 'FedEx', TrackingNo: 'FX 1234 5678' });
  }
  return OrderId;
}

/** A chat of `buyer` whose messages were sent the given minutes ago, by either side. */
async function chat(buyer: Buyer, messages: [side: 'buyer' | 'staff', minutesAgo: number][]) {
  const [conversation] =
    ((await run(sql`insert into conversations (buyer_id) values (${buyer.info.UserId}) returning id`)) as unknown as { rows: { id: number }[] }) // prettier-ignore
    .rows;
  for (const [i, [side, minutesAgo]] of messages.entries()) {
    await run(sql`
      with sent as (
        insert into chat_messages (conversation_id, side, client_id, text, created_at)
        values (${conversation!.id}, ${side}, ${`c${buyer.info.UserId}-${i}`}, 'Is it eye clean?', now() - ${minutesAgo} * interval '1 minute')
        returning id
      )
      update conversations set last_message_id = (select id from sent) where id = ${conversation!.id}`); // prettier-ignore
  }
}

let alice: Buyer;
let carol: Buyer;
let erin: Buyer;

beforeAll(async () => {
  server = await startTestServer();
  clerk = await server.clerkToken();
  [alice, carol, erin] = [await server.newUser(), await server.newUser(), await server.newUser()]; // prettier-ignore
  const [bob, dave] = [await server.newUser(), await server.newUser()];
  for (const buyer of [alice, bob, carol, dave, erin]) await server.newAddress(buyer.token);

  // 1–10 March 2026, US Eastern Time (summer time starts on the 8th).
  await order(alice, '2026-03-02T15:00:00Z', 1_000, { confirm: 30, voucher: 60, paid: 60, ship: true }); // prettier-ignore
  // 23:30 on 4 March in New York, already the 5th in UTC.
  await order(alice, '2026-03-05T04:30:00Z', 2_000, { confirm: 90, voucher: 5, paid: 20 });
  // Confirmed, then cancelled: an order placed, no sale; its stone goes back on the shelf.
  await order(bob, '2026-03-04T17:00:00Z', 9_000, { confirm: 120, cancel: true });
  await order(erin, '2026-03-06T14:00:00Z', 5_000, { confirm: 10 });
  // 09:00 on 9 March in New York (EDT, UTC−4), still waiting for a clerk.
  await order(carol, '2026-03-09T13:00:00Z', 700);
  // 23:59 on 28 February in New York, 1 March in UTC: before the period.
  await order(erin, '2026-03-01T04:59:00Z', 800, { confirm: 5 });
  // Dave only fills his cart.
  const wanted = await stone(3_000);
  await server.addToCart(dave.token, [{ GoodsId: wanted.Id }]);
  await run(sql`update cart_items set created_at = '2026-03-03T12:00:00Z' where goods_id = ${wanted.Id}`); // prettier-ignore

  // Stock besides: an old lab stone, a parcel of 12.5 ct and a stone off the market.
  const old = await stone(1_500, { Category: 'lab-white', Lab: 'IGI' });
  const lot = await stone(200, { Category: 'parcel', Weight: 12.5, Stock: 12.5, MinBuy: 1, ...PARCEL }); // prettier-ignore
  const hidden = await stone(4_000);
  await server.post('/api/Admin/Inventory/SetMarket', { Id: hidden.Id, OnMarket: false }, { token: clerk }); // prettier-ignore
  await run(sql`update goods set created_at = now() - interval '200 days 1 hour' where id = ${old.Id}`); // prettier-ignore
  await run(sql`update goods set created_at = now() - interval '50 days 1 hour' where id = ${lot.Id}`); // prettier-ignore
  await run(sql`update goods set created_at = now() - interval '300 days' where id = ${hidden.Id}`);

  // Alice was answered and wrote twice since; Carol waits for her first answer; Erin was answered.
  await chat(alice, [
    ['buyer', 90],
    ['staff', 80],
    ['buyer', 45],
    ['buyer', 30],
  ]);
  await chat(carol, [['buyer', 10]]);
  await chat(erin, [
    ['buyer', 20],
    ['staff', 15],
  ]);
});
afterAll(() => server?.close());

describe('the manager’s dashboard', () => {
  test('orders and sales per US Eastern day, every day of the period present', async () => {
    const answer = await stats('From=2026-03-01&To=2026-03-10');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const days = Object.fromEntries(answer.body.Data.Series.map((p) => [p.Date, [p.Orders, p.Revenue]])); // prettier-ignore
    expect(days).toEqual({
      '2026-03-01': [0, 0],
      '2026-03-02': [1, 1_000],
      '2026-03-03': [0, 0],
      // Alice's order just before midnight, and Bob's, cancelled: placed, not sold.
      '2026-03-04': [2, 2_000],
      '2026-03-05': [0, 0],
      '2026-03-06': [1, 5_000],
      '2026-03-07': [0, 0],
      '2026-03-08': [0, 0],
      // Carol's, unconfirmed: not a sale yet.
      '2026-03-09': [1, 0],
      '2026-03-10': [0, 0],
    });
    expect(answer.body.Data.Series.map((p) => p.Date)).toEqual(Object.keys(days));
  });

  test('weeks run from Monday; the first starts with the period', async () => {
    const { Series } = (await stats('From=2026-03-01&To=2026-03-10&Interval=week')).body.Data;
    expect(Series).toEqual([
      { Date: '2026-03-01', Orders: 0, Revenue: 0 },
      { Date: '2026-03-02', Orders: 4, Revenue: 8_000 },
      { Date: '2026-03-09', Orders: 1, Revenue: 0 },
    ]);
    // The last day of February in New York is the order placed at 04:59 UTC on 1 March.
    const february = (await stats('From=2026-02-28&To=2026-02-28')).body.Data.Series;
    expect(february).toEqual([{ Date: '2026-02-28', Orders: 1, Revenue: 800 }]);
  });

  test('the funnel counts buyers; the medians are of the orders placed in the period', async () => {
    const data = (await stats('From=2026-03-01&To=2026-03-10')).body.Data;
    expect(data.Funnel).toEqual({ Carted: 5, Ordered: 4, Confirmed: 3, Paid: 1, Shipped: 1 });
    // Confirmed after 10, 30, 90 and 120 minutes; paid 60 and 20 minutes after the voucher.
    expect(data.ConfirmMinutesP50).toBe(60);
    expect(data.PaidMinutesP50).toBe(40);
    // A period with no orders: nothing to take a median of.
    const quiet = (await stats('From=2026-01-01&To=2026-01-31')).body.Data;
    expect(quiet).toMatchObject({
      Funnel: { Carted: 0, Ordered: 0, Confirmed: 0, Paid: 0, Shipped: 0 },
      ConfirmMinutesP50: null,
      PaidMinutesP50: null,
      TopBuyers: [],
    });
    expect(quiet.Series).toHaveLength(31);
  });

  test('top buyers by sales of the period', async () => {
    const { TopBuyers } = (await stats('From=2026-03-01&To=2026-03-10')).body.Data;
    expect(TopBuyers).toEqual([
      { UserId: erin.info.UserId, Name: expect.any(String), Email: erin.email, Orders: 1, Revenue: 5_000 }, // prettier-ignore
      { UserId: alice.info.UserId, Name: expect.any(String), Email: alice.email, Orders: 2, Revenue: 3_000 }, // prettier-ignore
    ]);
    expect(TopBuyers[0]!.Name).toBe(erin.email.split('@')[0]);
  });

  test('stock by category and the longest in stock, whatever the period', async () => {
    const data = (await stats('From=2026-03-10&To=2026-03-10')).body.Data;
    const stock = Object.fromEntries(data.StockByCategory.map((row) => [row.Category, [row.Count, row.Value]])); // prettier-ignore
    // Natural: Bob's stone back from his cancelled order and the one in Dave's cart.
    expect(stock).toEqual({
      rough: [0, 0],
      seed: [0, 0],
      'lab-white': [1, 1_500],
      'lab-fancy': [0, 0],
      'natural-white': [2, 12_000],
      'natural-fancy': [0, 0],
      parcel: [1, 2_500],
    });
    expect(data.SlowMovers.slice(0, 2)).toMatchObject([
      { Category: 'lab-white', Price: 1_500, DaysInStock: 200, Weight: 1 },
      { Category: 'parcel', Price: 200, DaysInStock: 50, Weight: 12.5 },
    ]);
    expect(data.SlowMovers).toHaveLength(4);
  });

  test('open chats: those waiting for an answer, the longest first', async () => {
    const { OpenChats } = (await stats('From=2026-03-10&To=2026-03-10')).body.Data;
    expect(OpenChats).toMatchObject({
      Count: 2,
      LongestWaitMinutes: 45,
      Waiting: [
        { UserId: alice.info.UserId, WaitingMinutes: 45 },
        { UserId: carol.info.UserId, WaitingMinutes: 10 },
      ],
    });
  });
});

/** A stock list uploaded through the back office's import, as a clerk does. */
async function importCsv(csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'stock.csv');
  const response = await fetch(`${server.baseUrl}/api/Admin/Inventory/Import?Category=natural-white&DryRun=false`, {
    method: 'POST',
    headers: { authorization: `Bearer ${clerk}` },
    body: form,
  }); // prettier-ignore
  expect(response.status).toBe(200);
  return ((await response.json()) as { Data: ImportReport }).Data;
}

/** The dashboard's stock by category, and the same added up over every goods row. */
async function stockFigures() {
  const shown = (await stats('From=2026-03-10&To=2026-03-10')).body.Data.StockByCategory;
  const { rows } = (await run(sql`
    select category, count(*)::int as count, sum(price_cents * stock)::float8 as cents
    from goods where on_market and stock > 0 group by category`)) as unknown as {
    rows: { category: string; count: number; cents: number }[];
  };
  const summed = Object.fromEntries(rows.map((row) => [row.category, [row.count, fromCents(Math.round(row.cents))]])); // prettier-ignore
  return {
    shown: Object.fromEntries(shown.map((row) => [row.Category, [row.Count, row.Value]])),
    summed: Object.fromEntries(shown.map((row) => [row.Category, summed[row.Category] ?? [0, 0]])), // prettier-ignore
  };
}

describe('the stock by category keeps up with every change of stock', () => {
  test('an import, orders taking stock and giving it back, a stone off the market', async () => {
    const before = await stockFigures();
    expect(before.shown).toEqual(before.summed);

    // 300 stones and a parcel in one file, then the same file again at new prices, one sold out.
    const lines = (price: number) => [
      'Stock #,Category,Shape,Carat,Colour,Clarity,Price/ct,Qty',
      ...Array.from({ length: 300 }, (_, i) => `IMP-${i},natural-white,Round,1.00,G,VS1,${price + i},`), // prettier-ignore
      `IMP-LOT,parcel,Round,0.02,G,VS1,${price},40`,
    ];
    expect(await importCsv(lines(2_000).join('\n'))).toMatchObject({ Created: 301, Refused: [] });
    const imported = await stockFigures();
    expect(imported.shown).toEqual(imported.summed);
    expect(imported.shown['natural-white']![0]).toBe(before.shown['natural-white']![0]! + 300);
    const repriced = lines(2_500);
    repriced[1] = repriced[1]!.replace(/,$/, ',0');
    expect(await importCsv(repriced.join('\n'))).toMatchObject({ Updated: 301, Refused: [] });
    const reimported = await stockFigures();
    expect(reimported.shown).toEqual(reimported.summed);
    expect(reimported.shown['natural-white']![0]).toBe(before.shown['natural-white']![0]! + 299);

    // A buyer orders 12.5 ct of the parcel and one stone; then cancels, and the stock comes back.
    const lot = (await server.post<{ List: { Id: number }[] }>('/api/Admin/Inventory/Query', { Keyword: 'IMP-LOT' }, { token: clerk })).body.Data.List[0]!; // prettier-ignore
    const single = await stone(7_000);
    const { buyer, order } = await server.newOrder([{ GoodsId: lot.Id, Quantity: 12.5 }, { GoodsId: single.Id }]); // prettier-ignore
    const ordered = await stockFigures();
    expect(ordered.shown).toEqual(ordered.summed);
    expect(ordered.shown.parcel![1]).toBe(reimported.shown.parcel![1]! - 12.5 * 2_500);
    await server.post('/api/Order/Cancel', { OrderId: order.OrderId, Reason: 'Too many' }, { token: buyer.token }); // prettier-ignore
    const cancelled = await stockFigures();
    expect(cancelled.shown).toEqual(cancelled.summed);
    expect(cancelled.shown.parcel).toEqual(reimported.shown.parcel);

    // A stone off the market leaves the figure, back on it returns.
    await server.post('/api/Admin/Inventory/SetMarket', { Id: single.Id, OnMarket: false }, { token: clerk }); // prettier-ignore
    const hidden = await stockFigures();
    expect(hidden.shown).toEqual(hidden.summed);
    expect(hidden.shown['natural-white']).toEqual(reimported.shown['natural-white']);
  });
});

describe('who may ask, and what', () => {
  test('buyers do not see the call; clerks and admins do', async () => {
    const buyer = await server.newUser();
    expect(await stats('From=2026-03-01&To=2026-03-10', buyer.token)).toMatchObject({
      status: 404,
      body: { Code: 'NOT_FOUND' },
    });
    expect((await stats('From=2026-03-01&To=2026-03-10', '')).status).toBe(401);
    const admin = await server.newUser('admin');
    expect((await stats('From=2026-03-01&To=2026-03-10', admin.token)).status).toBe(200);
  });

  test.each([
    ['an end before the start', 'From=2026-03-10&To=2026-03-01', 'To', '结束日期不能早于开始日期'],
    ['more than 400 days', 'From=2025-01-01&To=2026-03-01', 'To', '时间段最长为400天'],
    [
      'a day that does not exist',
      'From=2026-02-30&To=2026-03-01',
      'From',
      '请按 YYYY-MM-DD 格式输入日期',
    ],
    ['no start', 'To=2026-03-01', 'From', '不能为空'],
    ['a month interval', 'From=2026-03-01&To=2026-03-10&Interval=month', 'Interval', '无效的值'],
    ['an unknown parameter', 'From=2026-03-01&To=2026-03-10&Shop=1', 'Shop', undefined],
  ])('%s is a 400 on its field, in the clerk’s language', async (_what, query, path, message) => {
    const refused = await stats(query, clerk, 'zh-CN');
    expect(refused).toMatchObject({ status: 400, body: { Code: 'VALIDATION' } });
    const fields = (refused.body.Data as unknown as { Fields: { Path: string; Message: string }[] }).Fields; // prettier-ignore
    expect(fields.map((f) => f.Path)).toContain(`querystring.${path}`);
    if (message)
      expect(fields.find((f) => f.Path === `querystring.${path}`)!.Message).toBe(message);
  });
});

describe('offers on the dashboard', () => {
  test('the period’s offers: made, agreed on, and how far below the price on average', async () => {
    const buyer = await server.newUser();
    const stones = await Promise.all([8_000, 10_000, 5_000].map((price) => stone(price)));
    const offer = async (goodsId: number, price: number) =>
      (await server.post<{ OfferId: number }>('/api/Offer/Make', { GoodsId: goodsId, PricePerCarat: price }, { token: buyer.token })).body.Data.OfferId; // prettier-ignore
    const [a, b, c] = [await offer(stones[0]!.Id, 7_200), await offer(stones[1]!.Id, 8_500), await offer(stones[2]!.Id, 4_000)]; // prettier-ignore
    await server.post(
      '/api/Admin/Offers/Answer',
      { OfferId: a, Action: 'accept' },
      { token: clerk },
    );
    await run(sql`update offers set created_at = '2025-06-02T15:00:00Z' where id in (${a}, ${b})`);
    await run(sql`update offers set created_at = '2025-06-09T15:00:00Z' where id = ${c}`);
    const { Offers } = (await stats('From=2025-06-01&To=2025-06-03')).body.Data;
    // 10 % and 15 % below: 12.5 % on average; the third offer is outside the period.
    expect(Offers).toEqual({ Made: 2, Accepted: 1, AverageBelowPercent: 12.5 });
    expect((await stats('From=2025-05-01&To=2025-05-02')).body.Data.Offers).toEqual({ Made: 0, Accepted: 0, AverageBelowPercent: null }); // prettier-ignore
  });
});

describe('memos and returns on the dashboard', () => {
  test('memos out now with their value and the overdue ones; the period’s returns and refunds', async () => {
    const admin = (await server.newUser('admin')).token;
    const buyer = await server.newUser();
    const address = await server.newAddress(buyer.token);
    await server.post('/api/Admin/Buyers/SetMemoLimit', { UserId: buyer.info.UserId, LimitUsd: 100_000 }, { token: admin }); // prettier-ignore
    const memoOf = async (prices: number[]) => {
      const goods = await Promise.all(prices.map((p) => stone(p)));
      const memo = await server.post<{ MemoId: number }>('/api/Memo/Request', { GoodsIds: goods.map((g) => g.Id), AddressId: address.Id }, { token: buyer.token }); // prettier-ignore
      await server.post('/api/Admin/Memos/Answer', { MemoId: memo.body.Data.MemoId, Action: 'approve' }, { token: clerk }); // prettier-ignore
      return memo.body.Data.MemoId;
    };
    const late = await memoOf([3_000, 2_000]);
    await memoOf([4_000]);
    await server.post('/api/Admin/Memos/Answer', { MemoId: late, Action: 'ship', TrackingNo: 'T-1' }, { token: clerk }); // prettier-ignore
    await run(sql`update memos set due_at = now() - interval '1 day' where id = ${late}`);
    const { Memos } = (await stats('From=2026-03-10&To=2026-03-10')).body.Data;
    expect(Memos).toEqual({ Out: 2, ValueOut: 9_000, Overdue: 1 });

    // A received order of one stone, returned and refunded in the period.
    const goods = await stone(1_200);
    const CartIds = await server.addToCart(buyer.token, [{ GoodsId: goods.Id }]);
    const OrderId = (await server.post<OrderAdded>('/api/Order/AddOrder', { CartIds, ReceivingMethod: 'pickup' }, { token: buyer.token })).body.Data.OrderId; // prettier-ignore
    for (const move of ['Confirm', 'MarkPaid', 'ReadyToShip']) await staff(move, { OrderId });
    await staff('Ship', { OrderId, Carrier: 'FedEx', TrackingNo: '7712 3456 7890' });
    await server.post('/api/Order/ConfirmReceipt', { OrderId }, { token: buyer.token });
    const asked = await server.post<{ ReturnId: number }>('/api/Return/Request', { OrderId, GoodsIds: [goods.Id], Reason: 'damaged' }, { token: buyer.token }); // prettier-ignore
    const ReturnId = asked.body.Data.ReturnId;
    const move = (body: object) => server.post('/api/Admin/Returns/Answer', { ReturnId, ...body }, { token: clerk }); // prettier-ignore
    await move({ Action: 'authorise' });
    await server.post('/api/Return/Ship', { ReturnId, TrackingNo: 'R-1' }, { token: buyer.token });
    await move({ Action: 'received' });
    await move({ Action: 'refund', RefundUsd: 1_100 });
    await run(sql`update returns set created_at = '2025-07-02T15:00:00Z' where id = ${ReturnId}`);
    expect((await stats('From=2025-07-01&To=2025-07-03')).body.Data.Returns).toEqual({ Requested: 1, Refunded: 1, RefundedUsd: 1_100 }); // prettier-ignore
    expect((await stats('From=2025-08-01&To=2025-08-03')).body.Data.Returns).toEqual({ Requested: 0, Refunded: 0, RefundedUsd: 0 }); // prettier-ignore
  });
});
