import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  AdminHold,
  Cart,
  PricedGoods,
  GoodsQueryPage,
  Hold,
  HoldAdded,
  NoticeList,
  Locale,
  StockInput,
} from '@facet/contract';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/harness';
import { buildServices } from '../../services';

let server: TestServer;
let clerk: string;

beforeAll(async () => {
  server = await startTestServer();
  clerk = await server.clerkToken();
});
afterAll(() => server?.close());

type Buyer = Awaited<ReturnType<TestServer['newUser']>>;

const hold = (on: TestServer, token: string, GoodsId: number, locale?: Locale) =>
  on.post<HoldAdded>('/api/Hold/Add', { GoodsId }, { token, locale });
const holdsOf = (on: TestServer, token: string) => on.get<Hold[]>('/api/Hold/List', { token });
const detail = (token: string, Id: number) =>
  server.post<PricedGoods>('/api/Diamonds/Detail', { Id }, { token });
const personalNotices = (on: TestServer, token: string) =>
  on.get<NoticeList>('/api/Im_SystemNotice/GetList?Kind=personal', { token });
const order = async (buyer: Buyer, GoodsId: number) => {
  const CartIds = await server.addToCart(buyer.token, [{ GoodsId }]);
  return server.post('/api/Order/AddOrder', { CartIds, ReceivingMethod: 'pickup' }, { token: buyer.token }); // prettier-ignore
};
const parcel = (): Partial<StockInput> => ({
  Category: 'parcel',
  Weight: 20,
  PricingBasis: 'weight',
  PricePerCarat: 450,
  Discount: null,
  Stock: 20,
  MinBuy: 2,
  Cut: null,
  Polish: null,
  Symmetry: null,
  Lab: null,
  CertificateNo: null,
});

describe('holds', () => {
  test('the holder sees until when, others see "on hold", and nobody else can hold, cart or order it', async () => {
    const stone = await server.newStone();
    const [holder, other] = [await server.newUser(), await server.newUser()];
    await server.newAddress(other.token);
    const before = Date.now();

    const held = await hold(server, holder.token, stone.Id);
    expect(held.status).toBe(200);
    const until = Date.parse(held.body.Data.ExpiresAt);
    // 24 hours by default (the database's clock against this one: a minute either way).
    expect(Math.abs(until - before - 24 * 3_600_000)).toBeLessThan(60_000);

    expect((await detail(holder.token, stone.Id)).body.Data).toMatchObject({
      OnHold: true,
      HeldUntil: held.body.Data.ExpiresAt,
    });
    expect((await detail(other.token, stone.Id)).body.Data).toMatchObject({ OnHold: true, HeldUntil: null }); // prettier-ignore
    const listed = await server.post<GoodsQueryPage>('/api/Diamonds/DiamandsQuery', { PageIndex: 1, PageSize: 100 }, { token: other.token }); // prettier-ignore
    expect(listed.body.Data.List.find((g) => g.Id === stone.Id)).toMatchObject({ OnHold: true });

    // Holding again answers the same hold.
    expect((await hold(server, holder.token, stone.Id)).body.Data.HoldId).toBe(
      held.body.Data.HoldId,
    );

    const refused = await server.post('/api/Hold/Add', { GoodsId: stone.Id }, { token: other.token, locale: 'zh-CN' }); // prettier-ignore
    expect(refused).toMatchObject({ status: 409, body: { Code: 'ITEM_HELD', Message: '这颗石头正被其他买家保留' } }); // prettier-ignore
    const carted = await server.call<Cart>('PUT', '/api/ShoppingCart/Add', { GoodsList: [{ GoodsId: stone.Id }] }, { token: other.token }); // prettier-ignore
    expect(carted).toMatchObject({ status: 409, body: { Code: 'ITEM_HELD', Message: 'Another buyer is holding this stone for now' } }); // prettier-ignore

    expect((await holdsOf(server, holder.token)).body.Data).toEqual([
      expect.objectContaining({ HoldId: held.body.Data.HoldId, ExpiresAt: held.body.Data.ExpiresAt, Goods: expect.objectContaining({ Id: stone.Id, HeldUntil: held.body.Data.ExpiresAt }) }), // prettier-ignore
    ]);
    expect((await holdsOf(server, other.token)).body.Data).toEqual([]);

    // The holder's order consumes the hold.
    await server.newAddress(holder.token);
    expect((await order(holder, stone.Id)).status).toBe(200);
    expect((await holdsOf(server, holder.token)).body.Data).toEqual([]);
    expect((await detail(other.token, stone.Id)).body.Data).toMatchObject({ OnHold: false, Available: false }); // prettier-ignore
  });

  test('an order already in another cart is refused while the stone is held', async () => {
    const stone = await server.newStone();
    const [holder, other] = [await server.newUser(), await server.newUser()];
    await server.newAddress(other.token);
    const CartIds = await server.addToCart(other.token, [{ GoodsId: stone.Id }]);
    expect((await hold(server, holder.token, stone.Id)).status).toBe(200);
    const cart = (await server.get<Cart>('/api/ShoppingCart/GetList', { token: other.token })).body.Data; // prettier-ignore
    expect(cart.StatisticsDetail.flatMap((t) => t.Data)[0]!.Goods).toMatchObject({ OnHold: true, HeldUntil: null }); // prettier-ignore
    const placed = await server.post('/api/Order/AddOrder', { CartIds, ReceivingMethod: 'pickup' }, { token: other.token }); // prettier-ignore
    expect(placed).toMatchObject({ status: 409, body: { Code: 'ITEM_HELD' } });
    // Refused whole: the stone is still on the shelf and in the cart, the hold still its
    // holder's, and the buyer has no order.
    expect((await detail(other.token, stone.Id)).body.Data).toMatchObject({ Stock: 1, Available: true }); // prettier-ignore
    const after = (await server.get<Cart>('/api/ShoppingCart/GetList', { token: other.token })).body.Data; // prettier-ignore
    expect(after.StatisticsDetail.flatMap((t) => t.Data.map((l) => l.CartId))).toEqual(CartIds);
    expect((await holdsOf(server, holder.token)).body.Data.map((h) => h.Goods.Id)).toEqual([stone.Id]); // prettier-ignore
    const orders = await server.post<{ Total: number }>('/api/Order/List', {}, { token: other.token }); // prettier-ignore
    expect(orders.body.Data.Total).toBe(0);
  });

  test.each([
    ['a parcel', 400, 'VALIDATION'],
    ['an unknown stone', 404, 'NOT_FOUND'],
    ['a sold stone', 409, 'ITEM_SOLD'],
    ['a stone off the market', 409, 'OFF_MARKET'],
  ])('holding %s is refused (%i %s)', async (what, status, code) => {
    const buyer = await server.newUser();
    let id = 2_000_000_000;
    if (what === 'a parcel') id = (await server.newStone(parcel())).Id;
    if (what === 'a sold stone') id = await soldStone();
    if (what === 'a stone off the market') id = (await server.newStone({ OnMarket: false })).Id;
    const answer = await hold(server, buyer.token, id);
    expect(answer).toMatchObject({ status, body: { Code: code } });
    if (code === 'VALIDATION') {
      expect(answer.body.Data).toEqual({
        Fields: [{ Path: 'GoodsId', Message: 'Only a single stone can be held' }],
      });
    }
  });

  test('a buyer holds at most 5 stones at once; releasing one makes room', async () => {
    const buyer = await server.newUser();
    const stones = await Promise.all(Array.from({ length: 6 }, () => server.newStone()));
    const answers = [];
    for (const stone of stones) answers.push(await hold(server, buyer.token, stone.Id));
    expect(answers.map((a) => a.body.Code)).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'HOLD_LIMIT']);
    expect(answers[5]!.status).toBe(409);

    const released = await server.post('/api/Hold/Release', { HoldId: answers[0]!.body.Data.HoldId }, { token: buyer.token }); // prettier-ignore
    expect(released).toMatchObject({ status: 200, body: { Data: {} } });
    expect((await hold(server, buyer.token, stones[5]!.Id)).status).toBe(200);
    expect((await holdsOf(server, buyer.token)).body.Data).toHaveLength(5);
  });

  test('release and hold again does not renew: one buyer’s holds on a stone add up to 48 hours in a week', async () => {
    const buyer = await server.newUser();
    const stone = await server.newStone();
    const release = (HoldId: number) => server.post('/api/Hold/Release', { HoldId }, { token: buyer.token }); // prettier-ignore
    // As if the first hold had lasted 40 hours: it started 40 hours before its release.
    const first = await hold(server, buyer.token, stone.Id);
    await release(first.body.Data.HoldId);
    await server.db.execute(sql`update holds set created_at = ended_at - interval '40 hours' where id = ${first.body.Data.HoldId}`); // prettier-ignore

    const second = await hold(server, buyer.token, stone.Id);
    expect(second.status).toBe(200);
    const hoursLeft = (Date.parse(second.body.Data.ExpiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(7.9);
    expect(hoursLeft).toBeLessThanOrEqual(8);
    await release(second.body.Data.HoldId);
    await server.db.execute(sql`update holds set created_at = ended_at - interval '8 hours' where id = ${second.body.Data.HoldId}`); // prettier-ignore

    const third = await hold(server, buyer.token, stone.Id, 'zh-CN');
    expect(third).toMatchObject({ status: 409, body: { Code: 'HOLD_TIME_USED' } });
    expect(third.body.Message).toBe('本周您保留这颗石头的时间已达上限，但仍可直接购买');
    // Another buyer may hold it; and once the week has passed, so may this one.
    const other = await server.newUser();
    const theirs = await hold(server, other.token, stone.Id);
    expect(theirs.status).toBe(200);
    await server.post('/api/Hold/Release', { HoldId: theirs.body.Data.HoldId }, { token: other.token }); // prettier-ignore
    await server.db.execute(sql`update holds set created_at = created_at - interval '8 days', ended_at = ended_at - interval '8 days' where user_id = ${buyer.info.UserId}`); // prettier-ignore
    expect((await hold(server, buyer.token, stone.Id)).status).toBe(200);
  });

  test('a buyer who may not order yet (BUYER_APPROVAL=order) may not hold either', async () => {
    const approval = await startTestServer({ env: { BUYER_APPROVAL: 'order' } });
    try {
      const buyer = await approval.newUser();
      const stone = await approval.newStone();
      const refused = await hold(approval, buyer.token, stone.Id);
      expect(refused).toMatchObject({ status: 409, body: { Code: 'NOT_VERIFIED' } });
      expect((await holdsOf(approval, buyer.token)).body.Data).toEqual([]);
    } finally {
      await approval.close();
    }
  });

  test('another buyer’s hold is a 404: not theirs to release', async () => {
    const stone = await server.newStone();
    const [holder, other] = [await server.newUser(), await server.newUser()];
    const { HoldId } = (await hold(server, holder.token, stone.Id)).body.Data;
    expect(await server.post('/api/Hold/Release', { HoldId }, { token: other.token })).toMatchObject({ status: 404 }); // prettier-ignore
    expect(await server.post('/api/Hold/Release', { HoldId }, { token: holder.token })).toMatchObject({ status: 200 }); // prettier-ignore
    // Released: it is gone, and the stone is free for the other buyer.
    expect(await server.post('/api/Hold/Release', { HoldId }, { token: holder.token })).toMatchObject({ status: 404 }); // prettier-ignore
    expect((await hold(server, other.token, stone.Id)).status).toBe(200);
  });

  test('of 50 buyers holding the same stone at once, exactly one gets it', async () => {
    const stone = await server.newStone();
    const buyers = await Promise.all(Array.from({ length: 50 }, () => server.newUser()));
    const answers = await Promise.all(buyers.map((b) => hold(server, b.token, stone.Id)));
    const codes = answers.map((a) => a.body.Code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'ITEM_HELD')).toHaveLength(49);
  });

  test('a hold and an order of the same stone at once: never both', async () => {
    for (let round = 0; round < 8; round += 1) {
      const stone = await server.newStone();
      const [holder, buyer] = [await server.newUser(), await server.newUser()];
      await server.newAddress(buyer.token);
      const CartIds = await server.addToCart(buyer.token, [{ GoodsId: stone.Id }]);
      const [held, placed] = await Promise.all([
        hold(server, holder.token, stone.Id),
        server.post('/api/Order/AddOrder', { CartIds, ReceivingMethod: 'pickup' }, { token: buyer.token }), // prettier-ignore
      ]);
      const codes = [held.body.Code, placed.body.Code];
      // Exactly one: the hold first refuses the order, the order first sells the stone.
      expect([
        ['OK', 'ITEM_HELD'],
        ['ITEM_SOLD', 'OK'],
      ]).toContainEqual(codes);
    }
  });

  test('a clerk sees every hold, extends one to 48 hours from its start, releases one and its holder is told', async () => {
    const stone = await server.newStone();
    const holder = await server.newUser();
    const { HoldId } = (await hold(server, holder.token, stone.Id)).body.Data;
    expect(await server.get('/api/Admin/Holds/List', { token: holder.token })).toMatchObject({ status: 404 }); // prettier-ignore

    const list = (await server.get<AdminHold[]>('/api/Admin/Holds/List', { token: clerk })).body.Data; // prettier-ignore
    const seen = list.find((h) => h.HoldId === HoldId)!;
    expect(seen).toMatchObject({ Goods: { Id: stone.Id, OnHold: true }, Buyer: { Email: holder.email } }); // prettier-ignore
    expect(Date.parse(seen.LatestExpiry) - Date.parse(seen.CreatedAt)).toBe(48 * 3_600_000);

    const extended = await server.post<HoldAdded>('/api/Admin/Holds/Extend', { HoldId }, { token: clerk }); // prettier-ignore
    expect(extended.body.Data.ExpiresAt).toBe(seen.LatestExpiry);
    expect((await holdsOf(server, holder.token)).body.Data[0]!.ExpiresAt).toBe(seen.LatestExpiry);

    expect(await server.post('/api/Admin/Holds/Release', { HoldId }, { token: clerk })).toMatchObject({ status: 200 }); // prettier-ignore
    expect(await server.post('/api/Admin/Holds/Extend', { HoldId }, { token: clerk })).toMatchObject({ status: 404 }); // prettier-ignore
    const notices = (await personalNotices(server, holder.token)).body.Data.List;
    expect(notices[0]).toMatchObject({
      Title: `Hold ended: 1.00 ct G VS1 · ${stone.StockNo}`,
      Summary: `Customer service released your hold on 1.00 ct G VS1 · ${stone.StockNo}.`,
      GoodsId: stone.Id,
      Personal: true,
    });
  });
});

describe('holds run out on time, by the sweep', () => {
  let quick: TestServer;
  beforeAll(async () => {
    // A 1.8-second hold, swept every 200 ms.
    quick = await startTestServer({ env: { HOLD_HOURS: '0.0005', HOLD_SWEEP_SECONDS: '0.2' } });
  });
  afterAll(() => quick?.close());

  test('with no request to trigger it, the hold ends and its holder gets a notice in their language', async () => {
    const stone = await quick.newStone();
    const holder = await quick.newUser();
    expect((await hold(quick, holder.token, stone.Id)).status).toBe(200);
    await expect
      .poll(async () => (await personalNotices(quick, holder.token)).body.Data.List, { timeout: 15_000, interval: 200 }) // prettier-ignore
      .toEqual([expect.objectContaining({ GoodsId: stone.Id, Title: `Hold ended: 1.00 ct G VS1 · ${stone.StockNo}` })]); // prettier-ignore
    expect((await holdsOf(quick, holder.token)).body.Data).toEqual([]);
    const zh = await quick.get<NoticeList>('/api/Im_SystemNotice/GetList?Kind=personal', { token: holder.token, locale: 'zh-TW' }); // prettier-ignore
    expect(zh.body.Data.List[0]!.Summary).toBe(`您對 1.00 ct G VS1 · ${stone.StockNo} 的保留已到期，該石頭已重新向所有買家開放銷售。`); // prettier-ignore
  });
});

describe('holds that ran out before any sweep', () => {
  let slow: TestServer;
  beforeAll(async () => {
    // A 1.1-second hold, and no sweep of its own for an hour: the tests sweep when they choose.
    slow = await startTestServer({ env: { HOLD_HOURS: '0.0003', HOLD_SWEEP_SECONDS: '3600' } });
  });
  afterAll(() => slow?.close());
  const runOut = () => new Promise((resolve) => setTimeout(resolve, 1_500));

  test('two instances sweeping at once end each hold once: one notice per hold', async () => {
    const second = buildServices(slow.deps);
    const stones = await Promise.all(Array.from({ length: 5 }, () => slow.newStone()));
    const holder = await slow.newUser();
    for (const stone of stones) expect((await hold(slow, holder.token, stone.Id)).status).toBe(200);
    await runOut();
    const [a, b] = await Promise.all([second.holds.sweep(), second.holds.sweep()]);
    expect(a + b).toBe(5);
    expect((await personalNotices(slow, holder.token)).body.Data.Total).toBe(5);
    expect(await second.holds.sweep()).toBe(0);
  });

  test('a clerk cannot extend a hold that ran out; an order ends it quietly, no "on sale again"', async () => {
    const stone = await slow.newStone();
    const holder = await slow.newUser();
    const clerk = await slow.clerkToken();
    const { HoldId } = (await hold(slow, holder.token, stone.Id)).body.Data;
    await runOut();
    expect(await slow.post('/api/Admin/Holds/Extend', { HoldId }, { token: clerk })).toMatchObject({ status: 404 }); // prettier-ignore
    // Run out, so the stone is anyone's: another buyer orders it before any sweep.
    await slow.newOrder([{ GoodsId: stone.Id }]);
    expect(await buildServices(slow.deps).holds.sweep()).toBe(0);
    expect((await personalNotices(slow, holder.token)).body.Data.Total).toBe(0);
  });
});

/** A stone a buyer has ordered: on the shelf no more. */
async function soldStone() {
  const stone = await server.newStone();
  await server.newOrder([{ GoodsId: stone.Id }]);
  return stone.Id;
}
