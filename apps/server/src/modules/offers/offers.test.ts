import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  AdminOffer,
  AdminOfferPage,
  Cart,
  NoticeList,
  Offer,
  OfferPage,
  Order,
  PricedGoods,
  StockInput,
} from '@facet/contract';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/harness';
import { buildServices } from '../../services';

let server: TestServer;
let clerk: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ env: { OFFER_LIMIT: '3' } });
  clerk = await server.clerkToken();
  admin = (await server.newUser('admin')).token;
});
afterAll(() => server?.close());

type Buyer = Awaited<ReturnType<TestServer['newUser']>>;

const make = (
  token: string,
  GoodsId: number,
  PricePerCarat: number,
  extra: object = {},
  on = server,
) => on.post<Offer>('/api/Offer/Make', { GoodsId, PricePerCarat, ...extra }, { token });
const answer = (body: Record<string, unknown>, token = clerk, on = server) =>
  on.post<AdminOffer>('/api/Admin/Offers/Answer', body, { token });
const buyerCall = (path: 'Accept' | 'Withdraw', token: string, OfferId: number) =>
  server.post<Offer>(`/api/Offer/${path}`, { OfferId }, { token });
const cartOf = async (token: string) =>
  (await server.get<Cart>('/api/ShoppingCart/GetList', { token })).body.Data;
const lineOf = (cart: Cart, goodsId: number) =>
  cart.StatisticsDetail.flatMap((t) => t.Data).find((line) => line.Goods.Id === goodsId);
const detail = (token: string, Id: number) =>
  server.post<PricedGoods>('/api/Diamonds/Detail', { Id }, { token });
const personalNotices = async (token: string) =>
  (await server.get<NoticeList>('/api/Im_SystemNotice/GetList?Kind=personal', { token })).body.Data.List; // prettier-ignore
const orderFromCart = async (buyer: Buyer, goodsId: number) => {
  const line = lineOf(await cartOf(buyer.token), goodsId)!;
  return server.post<{ OrderId: number }>('/api/Order/AddOrder', { CartIds: [line.CartId], ReceivingMethod: 'pickup' }, { token: buyer.token }); // prettier-ignore
};
/** A price per carat this far below the stone's, to the cent. */
const off = (stone: PricedGoods, percent: number) =>
  Math.round(stone.PricePerCarat * (100 - percent)) / 100;
const parcel = (): Partial<StockInput> => ({
  Category: 'parcel', Weight: 20, PricingBasis: 'weight', PricePerCarat: 450, Discount: null,
  Stock: 20, MinBuy: 2, Cut: null, Polish: null, Symmetry: null, Lab: null, CertificateNo: null,
}); // prettier-ignore

describe('offers', () => {
  test('a counter accepted by the buyer holds the stone, carts it and is charged at the agreed price', async () => {
    const stone = await server.newStone({ Weight: 1.01 });
    const [buyer, other] = [await server.newUser(), await server.newUser()];
    const offered = off(stone, 12);
    const made = await make(buyer.token, stone.Id, offered, {
      Note: 'For a client’s engagement ring',
    });
    expect(made.status).toBe(200);
    expect(made.body.Data).toMatchObject({
      Status: 'open',
      PricePerCarat: offered,
      Total: Math.round(offered * 1.01 * 100) / 100,
      BelowPercent: 12,
      OfferedAgainstPricePerCarat: stone.PricePerCarat,
      Note: 'For a client’s engagement ring',
      History: [{ By: 'buyer', Action: 'make', PricePerCarat: offered }],
    });
    // OFFER_HOURS (24) to answer it.
    expect(Math.abs(Date.parse(made.body.Data.ExpiresAt) - Date.now() - 24 * 3_600_000)).toBeLessThan(60_000); // prettier-ignore
    const { OfferId } = made.body.Data;

    const queue = await server.post<AdminOfferPage>('/api/Admin/Offers/List', { Status: 'open', Sort: 'below' }, { token: clerk }); // prettier-ignore
    expect(queue.body.Data.Waiting).toBeGreaterThanOrEqual(1);
    expect(queue.body.Data.List.find((o) => o.OfferId === OfferId)).toMatchObject({
      Buyer: { UserId: buyer.info.UserId, Email: buyer.email, Offers: 1, Accepted: 0, Tier: null },
      Goods: { Id: stone.Id, PricePerCarat: stone.PricePerCarat },
    });

    const counter = off(stone, 5);
    const countered = await answer({ OfferId, Action: 'counter', PricePerCarat: counter, Note: 'Best we can do' }); // prettier-ignore
    expect(countered.body.Data).toMatchObject({
      Status: 'countered',
      CounterPricePerCarat: counter,
    });
    // Who did what, by name: the buyer, then the clerk.
    const [byBuyer, byClerk] = countered.body.Data.History;
    expect(byBuyer).toMatchObject({ By: 'buyer', ByName: made.body.Data.History[0]!.ByName });
    expect(byClerk).toMatchObject({ By: 'staff', Action: 'counter', PricePerCarat: counter, Note: 'Best we can do' }); // prettier-ignore
    expect(byBuyer!.ByName).not.toBe('');
    expect(byClerk!.ByName).not.toBe('');
    expect(byClerk!.ByName).not.toBe(byBuyer!.ByName);
    const notice = (await personalNotices(buyer.token))[0]!;
    expect(notice.Title).toContain('Your offer on');
    expect(notice.Summary).toContain(
      `$${counter.toLocaleString('en-US', { minimumFractionDigits: 2 })}/ct`,
    );
    const mail = await server.smtp.lastMailTo(buyer.email);
    expect(mail.text).toContain('Best we can do');
    expect(mail.text).toContain('/#/pages/offers/index');

    // A second clerk answering the same offer finds it answered.
    const late = await answer({ OfferId, Action: 'decline' }, admin);
    expect(late).toMatchObject({ status: 409, body: { Code: 'OFFER_STATE', Message: 'This offer has already been answered. Look at it again' } }); // prettier-ignore

    const accepted = await buyerCall('Accept', buyer.token, OfferId);
    expect(accepted.body.Data).toMatchObject({ Status: 'accepted', AgreedPricePerCarat: counter });
    const heldUntil = accepted.body.Data.ExpiresAt;
    expect((await detail(buyer.token, stone.Id)).body.Data).toMatchObject({ OnHold: true, HeldUntil: heldUntil }); // prettier-ignore
    expect((await detail(other.token, stone.Id)).body.Data).toMatchObject({ OnHold: true, HeldUntil: null }); // prettier-ignore
    // What other buyers see does not change: their price, not the agreed one.
    expect((await detail(other.token, stone.Id)).body.Data.PricePerCarat).toBe(stone.PricePerCarat);

    const agreedTotal = Math.round(counter * 1.01 * 100) / 100;
    const line = lineOf(await cartOf(buyer.token), stone.Id)!;
    expect(line).toMatchObject({ Amount: agreedTotal, Problem: null, Goods: { PricePerCarat: counter, Price: agreedTotal } }); // prettier-ignore

    await server.newAddress(buyer.token);
    const placed = await orderFromCart(buyer, stone.Id);
    expect(placed.status).toBe(200);
    const order = (await server.post<Order>('/api/Order/Detail', { OrderId: placed.body.Data.OrderId }, { token: buyer.token })).body.Data; // prettier-ignore
    expect(order.Lines[0]).toMatchObject({ UnitPrice: agreedTotal, Amount: agreedTotal });
    const list = await server.post<OfferPage>('/api/Offer/List', { Status: 'accepted' }, { token: buyer.token }); // prettier-ignore
    expect(list.body.Data.List[0]).toMatchObject({ OfferId, OrderId: placed.body.Data.OrderId });
  });

  test('a clerk’s acceptance agrees on the offer: the buyer’s tier does not apply on top', async () => {
    const tier = await server.post<{ Id: number }>('/api/Admin/Tiers/Save', { Name: `Offers ${Date.now()}`, Percent: 10 }, { token: admin }); // prettier-ignore
    const buyer = await server.newUser();
    await server.post('/api/Admin/Buyers/SetTier', { UserId: buyer.info.UserId, TierId: tier.body.Data.Id }, { token: admin }); // prettier-ignore
    const relogged = await server.post<{ ToKen: string }>('/api/Relation/EmailLogin', { Email: buyer.email, Password: buyer.password }); // prettier-ignore
    const token = relogged.body.Data.ToKen;
    const stone = await server.newStone();
    const theirs = (await detail(token, stone.Id)).body.Data.PricePerCarat;
    expect(theirs).toBeGreaterThan(stone.PricePerCarat);
    // Against the price they are sent: 5 % below their tier's price is above the house's.
    const offered = Math.round(theirs * 95) / 100;
    const made = await make(token, stone.Id, offered);
    expect(made.body.Data).toMatchObject({ BelowPercent: 5, OfferedAgainstPricePerCarat: theirs });
    const agreed = await answer({ OfferId: made.body.Data.OfferId, Action: 'accept' });
    expect(agreed.body.Data).toMatchObject({ Status: 'accepted', AgreedPricePerCarat: offered, Buyer: { Tier: expect.stringContaining('Offers') } }); // prettier-ignore
    expect(lineOf(await cartOf(token), stone.Id)).toMatchObject({ Amount: offered, Problem: null });
    expect((await personalNotices(token))[0]!.Summary).toContain('was accepted');
  });

  test.each([
    ['a parcel', 409, 'OFFER_UNIQUE_ONLY'],
    ['an unknown stone', 404, 'NOT_FOUND'],
    ['a sold stone', 409, 'ITEM_SOLD'],
    ['a stone another buyer holds', 409, 'ITEM_HELD'],
    ['a stone off the market', 409, 'OFF_MARKET'],
  ])('an offer on %s is refused (%i %s)', async (what, status, code) => {
    const buyer = await server.newUser();
    let id = 2_000_000_000;
    if (what === 'a parcel') id = (await server.newStone(parcel())).Id;
    if (what === 'a stone off the market') id = (await server.newStone({ OnMarket: false })).Id;
    if (what === 'a sold stone' || what === 'a stone another buyer holds') {
      const stone = await server.newStone();
      id = stone.Id;
      const taker = await server.newUser();
      const CartIds = await server.addToCart(taker.token, [{ GoodsId: id }]);
      if (what === 'a sold stone') await server.newAddress(taker.token);
      const step = what === 'a sold stone'
        ? await server.post('/api/Order/AddOrder', { CartIds, ReceivingMethod: 'pickup' }, { token: taker.token })
        : await server.post('/api/Hold/Add', { GoodsId: id }, { token: taker.token }); // prettier-ignore
      expect(step.status).toBe(200);
    }
    expect(await make(buyer.token, id, 1000)).toMatchObject({ status, body: { Code: code } });
  });

  test('an offer at the price, below the floor or of a sub-cent is refused with its reason, in the buyer’s language', async () => {
    const stone = await server.newStone();
    const buyer = await server.newUser();
    const atPrice = await make(buyer.token, stone.Id, stone.PricePerCarat);
    expect(atPrice).toMatchObject({ status: 400, body: { Code: 'VALIDATION', Data: { Fields: [{ Path: 'PricePerCarat', Message: 'This is the price or above: you can buy the stone at its price now' }] } } }); // prettier-ignore
    const low = await server.post('/api/Offer/Make', { GoodsId: stone.Id, PricePerCarat: off(stone, 51) }, { token: buyer.token, locale: 'zh-CN' }); // prettier-ignore
    expect(low).toMatchObject({ status: 400, body: { Data: { Fields: [{ Path: 'PricePerCarat', Message: '低于售价 50 % 的出价不予考虑' }] } } }); // prettier-ignore
    expect(await make(buyer.token, stone.Id, 0.001)).toMatchObject({ status: 400, body: { Data: { Fields: [{ Path: 'PricePerCarat', Message: 'Enter a price above $0.00' }] } } }); // prettier-ignore
    expect(await make(buyer.token, stone.Id, off(stone, 50))).toMatchObject({ status: 200 });
  });

  test('one waiting offer per buyer and stone, OFFER_LIMIT waiting in all; withdrawing frees a place', async () => {
    const buyer = await server.newUser();
    const stones = await Promise.all([1, 2, 3, 4].map(() => server.newStone()));
    const first = await make(buyer.token, stones[0]!.Id, off(stones[0]!, 10));
    expect(await make(buyer.token, stones[0]!.Id, off(stones[0]!, 8))).toMatchObject({ status: 409, body: { Code: 'OFFER_OPEN' } }); // prettier-ignore
    for (const stone of stones.slice(1, 3)) expect((await make(buyer.token, stone.Id, off(stone, 10))).status).toBe(200); // prettier-ignore
    expect(await make(buyer.token, stones[3]!.Id, off(stones[3]!, 10))).toMatchObject({ status: 409, body: { Code: 'OFFER_LIMIT' } }); // prettier-ignore
    const withdrawn = await buyerCall('Withdraw', buyer.token, first.body.Data.OfferId);
    expect(withdrawn.body.Data).toMatchObject({ Status: 'withdrawn', History: [{ Action: 'make' }, { Action: 'withdraw', By: 'buyer' }] }); // prettier-ignore
    expect((await make(buyer.token, stones[3]!.Id, off(stones[3]!, 10))).status).toBe(200);
    // The lists by group: what still waits, and what ended without a sale.
    const group = async (Status: string) =>
      (await server.post<OfferPage>('/api/Offer/List', { Status }, { token: buyer.token })).body.Data.List.map((o) => o.Status); // prettier-ignore
    expect(await group('waiting')).toEqual(['open', 'open', 'open']);
    expect(await group('ended')).toEqual(['withdrawn']);
    // Withdrawn is final; a clerk cannot answer it.
    expect(await answer({ OfferId: first.body.Data.OfferId, Action: 'accept' })).toMatchObject({ status: 409, body: { Code: 'OFFER_STATE' } }); // prettier-ignore
  });

  test('another buyer’s offer is a 404; a buyer cannot accept their own offer; a counter stays between offer and price', async () => {
    const stone = await server.newStone();
    const [buyer, other] = [await server.newUser(), await server.newUser()];
    const { OfferId } = (await make(buyer.token, stone.Id, off(stone, 20))).body.Data;
    expect(await buyerCall('Withdraw', other.token, OfferId)).toMatchObject({ status: 404 });
    expect(await buyerCall('Accept', other.token, OfferId)).toMatchObject({ status: 404 });
    expect(await buyerCall('Accept', buyer.token, OfferId)).toMatchObject({ status: 409, body: { Code: 'OFFER_STATE' } }); // prettier-ignore
    for (const price of [off(stone, 20), off(stone, 25), stone.PricePerCarat + 1]) {
      expect(await answer({ OfferId, Action: 'counter', PricePerCarat: price })).toMatchObject({ status: 400, body: { Data: { Fields: [{ Path: 'PricePerCarat', Message: 'A counter is above the buyer’s offer and at most the stone’s price' }] } } }); // prettier-ignore
    }
    expect(await answer({ OfferId, Action: 'counter' })).toMatchObject({ status: 400, body: { Data: { Fields: [{ Path: 'PricePerCarat' }] } } }); // prettier-ignore
    expect(await server.post('/api/Admin/Offers/List', {}, { token: buyer.token })).toMatchObject({ status: 404 }); // prettier-ignore
    expect(await server.post('/api/Offer/Make', { GoodsId: stone.Id, PricePerCarat: 1 }, { token: clerk })).toMatchObject({ status: 404 }); // prettier-ignore
    expect(await server.post('/api/Offer/List', {})).toMatchObject({ status: 401 });
  });

  test('two clerks answering at once: one answer stands, the other is a conflict', async () => {
    const stone = await server.newStone();
    const buyer = await server.newUser();
    const { OfferId } = (await make(buyer.token, stone.Id, off(stone, 10))).body.Data;
    const answers = await Promise.all([
      answer({ OfferId, Action: 'accept' }, clerk),
      answer({ OfferId, Action: 'decline' }, admin),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.Code).toBe('OFFER_STATE');
    const [offer] = (await server.post<OfferPage>('/api/Offer/List', {}, { token: buyer.token })).body.Data.List; // prettier-ignore
    expect(offer!.History).toHaveLength(2);
  });

  test('an offer accepted while another buyer orders the stone: exactly one of them gets it', async () => {
    for (let round = 0; round < 4; round += 1) {
      const stone = await server.newStone();
      const [buyer, rival] = [await server.newUser(), await server.newUser()];
      await server.newAddress(rival.token);
      const { OfferId } = (await make(buyer.token, stone.Id, off(stone, 10))).body.Data;
      const CartIds = await server.addToCart(rival.token, [{ GoodsId: stone.Id }]);
      const [accepted, ordered] = await Promise.all([
        answer({ OfferId, Action: 'accept' }),
        server.post('/api/Order/AddOrder', { CartIds, ReceivingMethod: 'pickup' }, { token: rival.token }), // prettier-ignore
      ]);
      expect([accepted.status, ordered.status].sort()).toEqual([200, 409]);
      if (accepted.status === 409) expect(accepted.body.Code).toBe('ITEM_SOLD');
      else expect(ordered.body.Code).toBe('ITEM_HELD');
    }
  });
});

describe('offers that run out', () => {
  let quick: TestServer;
  beforeAll(async () => {
    quick = await startTestServer({ env: { OFFER_HOURS: '0.0005', HOLD_SWEEP_SECONDS: '3600' } });
  });
  afterAll(() => quick?.close());

  test('an offer whose time is up shows expired, refuses answers, and the sweep tells the buyer once', async () => {
    const stone = await quick.newStone();
    const buyer = await quick.newUser();
    const quickClerk = await quick.clerkToken();
    const made = await make(buyer.token, stone.Id, off(stone, 10), {}, quick);
    await quick.db.execute(sql`update offers set expires_at = now() - interval '1 second' where id = ${made.body.Data.OfferId}`); // prettier-ignore
    const late = await answer({ OfferId: made.body.Data.OfferId, Action: 'accept' }, quickClerk, quick); // prettier-ignore
    expect(late).toMatchObject({ status: 409, body: { Code: 'OFFER_EXPIRED', Message: 'This offer has run out' } }); // prettier-ignore
    const listed = await quick.post<OfferPage>('/api/Offer/List', { Status: 'expired' }, { token: buyer.token }); // prettier-ignore
    expect(listed.body.Data.List.map((o) => o.OfferId)).toEqual([made.body.Data.OfferId]);

    const services = buildServices(quick.deps);
    expect(await services.offers.sweep()).toBe(1);
    expect(await services.offers.sweep()).toBe(0);
    const notices = (await quick.get<NoticeList>('/api/Im_SystemNotice/GetList?Kind=personal', { token: buyer.token })).body.Data.List; // prettier-ignore
    expect(notices.filter((n) => n.Summary.includes('ran out'))).toHaveLength(1);
    // A new offer on the same stone may be made once the old one ran out.
    expect((await make(buyer.token, stone.Id, off(stone, 8), {}, quick)).status).toBe(200);
  });
});
