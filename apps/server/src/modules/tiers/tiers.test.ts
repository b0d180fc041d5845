import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  AuditPage,
  Cart,
  PricedGoods,
  GoodsPage,
  Hold,
  Order,
  OrderAdded,
  Tier,
} from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.newUser('admin')).token;
});
afterAll(() => server?.close());

const saveTier = (body: unknown, token = admin) =>
  server.post<{ Id: number }>('/api/Admin/Tiers/Save', body, { token });
const setTier = (UserId: number, TierId: number | null, token = admin) =>
  server.post('/api/Admin/Buyers/SetTier', { UserId, TierId }, { token });
const cents = (dollars: number) => Math.round(dollars * 100);
/** House price × (1 + percent / 100), to the cent, halves up (prices are positive). */
const tiered = (dollars: number, percent: number) =>
  Math.floor((cents(dollars) * (10_000 + percent * 100)) / 10_000 + 0.5) / 100;

describe('price tiers', () => {
  test('every price a tiered buyer is sent is the tier price: lists, details, cart, order', async () => {
    const vip = await saveTier({ Name: 'VIP −2 %', Percent: -2 });
    expect(vip.status).toBe(200);
    const stone = await server.newStone({ Weight: 1.23, Discount: -31.5 });
    const other = await server.newStone({ Weight: 0.9, Discount: -25 });
    const buyer = await server.newUser();
    const plain = await server.newUser();
    await setTier(buyer.info.UserId, vip.body.Data.Id);
    const token = buyer.token;
    const want = { Price: tiered(stone.Price, -2), PricePerCarat: tiered(stone.PricePerCarat, -2) };
    expect(want.Price).not.toBe(stone.Price);

    const list = await server.post<GoodsPage>('/api/Diamonds/DiamandsQuery', { Keyword: stone.StockNo }, { token }); // prettier-ignore
    expect(list.body.Data.List[0]).toMatchObject(want);
    // The discount is the one the tier's price per carat makes on the list price.
    const listed = list.body.Data.List[0]!;
    expect(listed.PricePerCarat).toBeCloseTo(listed.ListPrice! * (1 + listed.Discount! / 100), 0);
    expect(listed.Discount).toBeLessThan(stone.Discount!);

    const detail = await server.post<PricedGoods>(
      '/api/Diamonds/Detail',
      { Id: stone.Id },
      { token },
    );
    expect(detail.body.Data).toMatchObject(want);
    expect(detail.body.Data.DdpPrice).toBeGreaterThan(want.Price);
    // Another buyer, in no tier, reads the house price.
    const house = await server.post<PricedGoods>('/api/Diamonds/Detail', { Id: stone.Id }, { token: plain.token }); // prettier-ignore
    expect(house.body.Data).toMatchObject({ Price: stone.Price, PricePerCarat: stone.PricePerCarat }); // prettier-ignore

    // The price filter (per carat) reads the buyer's prices: the tier price is in, a cent less out.
    const at = await server.post<GoodsPage>('/api/Diamonds/DiamandsQuery', { Keyword: stone.StockNo, PriceMax: want.PricePerCarat }, { token }); // prettier-ignore
    expect(at.body.Data.Total).toBe(1);
    const under = await server.post<GoodsPage>('/api/Diamonds/DiamandsQuery', { Keyword: stone.StockNo, PriceMax: want.PricePerCarat - 0.01 }, { token }); // prettier-ignore
    expect(under.body.Data.Total).toBe(0);

    await server.call('PUT', '/api/Wholesaler_Collect_New/Update', { GoodsId: stone.Id, Collect: true }, { token }); // prettier-ignore
    const favourites = await server.post<GoodsPage>('/api/Wholesaler_Collect_New/List', {}, { token }); // prettier-ignore
    expect(favourites.body.Data.List[0]).toMatchObject(want);

    await server.post('/api/Hold/Add', { GoodsId: other.Id }, { token });
    const holds = await server.get<Hold[]>('/api/Hold/List', { token });
    expect(holds.body.Data[0]!.Goods.Price).toBe(tiered(other.Price, -2));

    await server.newAddress(token);
    const CartIds = await server.addToCart(token, [{ GoodsId: stone.Id }, { GoodsId: other.Id }]);
    const cart = await server.get<Cart>('/api/ShoppingCart/GetList', { token });
    const lines = cart.body.Data.StatisticsDetail.flatMap((tab) => tab.Data);
    expect(lines.map((l) => [l.Goods.Price, l.Amount, l.Problem])).toEqual([
      [want.Price, want.Price, null],
      [tiered(other.Price, -2), tiered(other.Price, -2), null],
    ]);
    expect(cart.body.Data.Statistics.Amount).toBeCloseTo(want.Price + tiered(other.Price, -2), 2);

    const placed = await server.post<OrderAdded>('/api/Order/AddOrder', { CartIds, ReceivingMethod: 'pickup' }, { token }); // prettier-ignore
    expect(placed.status).toBe(200);
    const order = await server.post<Order>('/api/Order/Detail', { OrderId: placed.body.Data.OrderId }, { token }); // prettier-ignore
    expect(order.body.Data.Lines.map((l) => l.UnitPrice)).toEqual([want.Price, tiered(other.Price, -2)]); // prettier-ignore
    expect(order.body.Data.Amount).toBeCloseTo(want.Price + tiered(other.Price, -2), 2);
  });

  test('a saved search’s new count and its alerts read the price filter at the tier', async () => {
    const tier = await saveTier({ Name: 'Search tier −10 %', Percent: -10 });
    const buyer = await server.newUser();
    await setTier(buyer.info.UserId, tier.body.Data.Id);
    const probe = await server.newStone({ Weight: 1.5, Discount: -20 });
    // A bound between the stone's tier price per carat and its house price per carat.
    const bound = Math.floor(probe.PricePerCarat * 0.95);
    const saved = await server.post<{ Id: number }>('/api/SavedSearch/Save', { Name: 'Under the bound', Category: 'natural-white', Filters: { PriceMax: bound, WeightMin: 1.5, WeightMax: 1.5 }, Alert: 'off' }, { token: buyer.token }); // prettier-ignore
    expect(saved.status).toBe(200);
    const arrived = await server.newStone({ Weight: 1.5, Discount: -20 });
    expect(tiered(arrived.PricePerCarat, -10)).toBeLessThanOrEqual(bound);
    expect(arrived.PricePerCarat).toBeGreaterThan(bound);
    const list = await server.get<{ Id: number; NewCount: number }[]>('/api/SavedSearch/List', { token: buyer.token }); // prettier-ignore
    expect(list.body.Data.find((s) => s.Id === saved.body.Data.Id)!.NewCount).toBe(1);
  });

  test('a tier for one category leaves the others at the house price; changes apply at once', async () => {
    const lab = await saveTier({ Name: 'Lab +3 %', Percent: 3, Category: 'lab-white' });
    const labStone = await server.newStone({ Category: 'lab-white', Lab: 'IGI', Discount: -60 });
    const natural = await server.newStone();
    const buyer = await server.newUser();
    await setTier(buyer.info.UserId, lab.body.Data.Id);
    const detail = (id: number) =>
      server.post<PricedGoods>('/api/Diamonds/Detail', { Id: id }, { token: buyer.token });
    expect((await detail(labStone.Id)).body.Data.Price).toBe(tiered(labStone.Price, 3));
    expect((await detail(natural.Id)).body.Data.Price).toBe(natural.Price);

    // The admin changes the tier: the buyer's next request has the new price, same session.
    await saveTier({ Id: lab.body.Data.Id, Name: 'Lab +5 %', Percent: 5, Category: 'lab-white' });
    expect((await detail(labStone.Id)).body.Data.Price).toBe(tiered(labStone.Price, 5));
    // Back at the house price.
    await setTier(buyer.info.UserId, null);
    expect((await detail(labStone.Id)).body.Data.Price).toBe(labStone.Price);

    const tiers = await server.get<Tier[]>('/api/Admin/Tiers/List', { token: admin });
    expect(tiers.body.Data.find((t) => t.Id === lab.body.Data.Id)).toMatchObject({ Name: 'Lab +5 %', Percent: 5, Category: 'lab-white', Buyers: 0 }); // prettier-ignore
  });

  test('a price seen in the cart is the price ordered even when the tier changes in between', async () => {
    const tier = await saveTier({ Name: 'Trade fair', Percent: -5 });
    const stone = await server.newStone();
    const buyer = await server.newUser();
    await setTier(buyer.info.UserId, tier.body.Data.Id);
    await server.addToCart(buyer.token, [{ GoodsId: stone.Id }]);
    await saveTier({ Id: tier.body.Data.Id, Name: 'Trade fair', Percent: -3 });
    const cart = await server.get<Cart>('/api/ShoppingCart/GetList', { token: buyer.token });
    const [line] = cart.body.Data.StatisticsDetail.flatMap((tab) => tab.Data);
    // The cart says the price moved, showing both, as it does when the house price moves.
    expect(line).toMatchObject({ Problem: 'PRICE_CHANGED', AddedUnitPrice: tiered(stone.Price, -5) }); // prettier-ignore
    expect(line!.Goods.Price).toBe(tiered(stone.Price, -3));
  });

  test('deleting a tier puts its buyers back at the house price; bad input is refused on its field', async () => {
    const tier = await saveTier({ Name: 'Short-lived', Percent: 10 });
    const stone = await server.newStone();
    const buyer = await server.newUser();
    await setTier(buyer.info.UserId, tier.body.Data.Id);
    expect(await server.post('/api/Admin/Tiers/Delete', { Id: tier.body.Data.Id }, { token: admin })).toMatchObject({ status: 200 }); // prettier-ignore
    const detail = await server.post<PricedGoods>('/api/Diamonds/Detail', { Id: stone.Id }, { token: buyer.token }); // prettier-ignore
    expect(detail.body.Data.Price).toBe(stone.Price);

    const taken = await saveTier({ Name: 'VIP −2 %', Percent: 1 });
    expect(taken.status).toBe(400);
    expect(taken.body.Data).toEqual({ Fields: [{ Path: 'Name', Message: 'Another tier already has this name' }] }); // prettier-ignore
    for (const Percent of [-51, 101, 1.234, '3']) {
      const refused = await saveTier({ Name: 'Odd', Percent });
      expect(refused.status, String(Percent)).toBe(400);
    }
    expect((await saveTier({ Name: 'Odd', Percent: 2, Category: 'sapphire' })).status).toBe(400);
    expect((await setTier(buyer.info.UserId, 2_000_000_000)).status).toBe(404);
    const clerk = await server.newUser('clerk');
    expect(await setTier(clerk.info.UserId, null)).toMatchObject({ status: 404 });
  });

  test('tiers are an admin’s: a clerk reads them, a buyer does not see them at all; all audited', async () => {
    const clerk = await server.newUser('clerk');
    const buyer = await server.newUser();
    expect((await server.get('/api/Admin/Tiers/List', { token: clerk.token })).status).toBe(200);
    expect((await saveTier({ Name: 'Clerk tier', Percent: 1 }, clerk.token)).status).toBe(404);
    expect((await setTier(buyer.info.UserId, null, clerk.token)).status).toBe(404);
    for (const [method, url] of [
      ['GET', '/api/Admin/Tiers/List'],
      ['POST', '/api/Admin/Tiers/Save'],
      ['POST', '/api/Admin/Tiers/Delete'],
      ['POST', '/api/Admin/Buyers/SetTier'],
    ] as const) {
      // prettier-ignore
      const answer = await server.call(method, url, method === 'GET' ? undefined : {}, { token: buyer.token }); // prettier-ignore
      expect(answer.status, url).toBe(404);
    }
    const tier = await saveTier({ Name: 'Audited', Percent: -1 });
    await setTier(buyer.info.UserId, tier.body.Data.Id);
    const trail = await server.post<AuditPage>('/api/Admin/Audit/List', { TargetType: 'buyer', TargetId: String(buyer.info.UserId) }, { token: admin }); // prettier-ignore
    expect(trail.body.Data.List[0]).toMatchObject({ Kind: 'buyer.tier', Before: { Tier: null }, After: { Tier: 'Audited' } }); // prettier-ignore
    const saved = await server.post<AuditPage>('/api/Admin/Audit/List', { Kind: 'tier.save', TargetId: String(tier.body.Data.Id) }, { token: admin }); // prettier-ignore
    expect(saved.body.Data.List[0]).toMatchObject({ Before: null, After: { Name: 'Audited', Percent: -1, Category: null } }); // prettier-ignore
  });
});
