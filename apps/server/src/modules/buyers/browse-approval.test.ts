import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  Goods,
  GoodsPage,
  GoodsQueryPage,
  Personal,
  PricedGoods,
  RingSettingPage,
  SavedSearch,
  SearchResult,
  UserInfo,
} from '@facet/contract';
import { eq } from 'drizzle-orm';
import { generateRingSetting } from '../../demo/ring-settings';
import { ringSettings } from '../inventory/inventory.table';
import { users } from '../accounts/accounts.table';
import { startTestServer, type TestServer } from '../../test/harness';

// BUYER_APPROVAL=browse: a buyer whose company is not approved browses the whole catalogue but
// is sent no price, and may not ask about one (filter, sort, parcel match, cart, hold, order).

let server: TestServer;
let stone: PricedGoods;
let settingPrice: number;
beforeAll(async () => {
  server = await startTestServer({ env: { BUYER_APPROVAL: 'browse' } });
  // Odd amounts, so that finding one of them in a response cannot be a coincidence.
  stone = await server.newStone({ Weight: 1.07, Discount: -31.37 });
  const [setting] = await server.db
    .insert(ringSettings)
    .values(generateRingSetting(1, 3))
    .returning();
  settingPrice = setting!.priceCents / 100;
});
afterAll(() => server?.close());

const PRICE_FIELDS = ['Price', 'PricePerCarat', 'DdpPrice', 'Discount'] as const;

/** Every stone and setting of a response, wherever it sits in it. */
function stonesIn(value: unknown, found: Record<string, unknown>[] = []) {
  if (Array.isArray(value)) for (const item of value) stonesIn(item, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('Price' in record && ('StockNo' in record || 'StyleNo' in record)) found.push(record);
    for (const child of Object.values(record)) stonesIn(child, found);
  }
  return found;
}

/** Nothing a price could be read back from: every price field null, no amount anywhere. */
function expectNoPrices(body: unknown, what: string) {
  const stones = stonesIn(body);
  expect(stones.length, what).toBeGreaterThan(0);
  for (const each of stones) {
    for (const field of PRICE_FIELDS) if (field in each) expect(each[field]).toBeNull();
  }
  const text = JSON.stringify(body);
  for (const amount of [stone.Price, stone.PricePerCarat, stone.DdpPrice, settingPrice]) {
    expect(text).not.toContain(String(amount));
  }
}

describe('prices wait for approval (BUYER_APPROVAL=browse)', () => {
  test('an unapproved buyer browses every list without a single price', async () => {
    const buyer = await server.newUser();
    const token = buyer.token;
    expect(buyer.info.SeesPrices).toBe(false);
    const personal = await server.get<Personal>('/api/Relation/GetPersonal', { token });
    expect(personal.body.Data.SeesPrices).toBe(false);

    const saved = await server.call('PUT', '/api/Wholesaler_Collect_New/Update', { GoodsId: stone.Id, Collect: true }, { token }); // prettier-ignore
    expect(saved.status).toBe(200);
    const reads = [
      server.post<GoodsQueryPage>('/api/Diamonds/DiamandsQuery', {}, { token }),
      server.post<GoodsQueryPage>('/api/Diamonds/DiamandsQuery', { Sort: { Field: 'Weight', Order: 'desc' } }, { token }), // prettier-ignore
      server.post<Goods>('/api/Diamonds/Detail', { Id: stone.Id }, { token }),
      server.post<Goods[]>('/api/Diamonds/CertificateQuery', { CertificateNo: stone.CertificateNo, Lab: 'GIA' }, { token }), // prettier-ignore
      server.post<SearchResult>('/api/Search/Query', { Keyword: stone.StockNo }, { token }),
      server.post<GoodsPage>('/api/Wholesaler_Collect_New/List', {}, { token }),
      server.post<RingSettingPage>('/api/Airflare/Query', {}, { token }),
    ];
    for (const [i, read] of (await Promise.all(reads)).entries()) {
      expect(read.status, `read ${i}`).toBe(200);
      expectNoPrices(read.body, `read ${i}`);
    }
    // The stone itself is all there, but for its price.
    const detail = (await reads[2]!).body.Data as Goods;
    expect(detail).toMatchObject({ Id: stone.Id, Weight: 1.07, Color: 'G', ListPrice: stone.ListPrice }); // prettier-ignore
  });

  test('asking about a price is refused NOT_VERIFIED: filter, sort, match, cart, hold, search', async () => {
    const buyer = await server.newUser();
    const token = buyer.token;
    await server.newAddress(token);
    const refusals = await Promise.all([
      server.post('/api/Diamonds/DiamandsQuery', { PriceMin: 1000 }, { token }),
      server.post('/api/Diamonds/DiamandsQuery', { Sort: { Field: 'Price', Order: 'asc' } }, { token }), // prettier-ignore
      server.post('/api/Diamonds/DiamandsQuery', { Sort: { Field: 'Discount', Order: 'asc' } }, { token }), // prettier-ignore
      server.post('/api/Airflare/Query', { PriceMax: 5000 }, { token }),
      server.post('/api/Diamonds/ParcelMatch', { Shape: 'round', Quantity: 1 }, { token }),
      server.get('/api/ShoppingCart/GetList', { token }),
      server.call('PUT', '/api/ShoppingCart/Add', { GoodsList: [{ GoodsId: stone.Id }] }, { token }), // prettier-ignore
      server.post('/api/Hold/Add', { GoodsId: stone.Id }, { token }),
      server.post('/api/SavedSearch/Save', { Name: 'Under 5k', Category: 'natural-white', Filters: { PriceMax: 5000 } }, { token }), // prettier-ignore
    ]);
    for (const refused of refusals) {
      expect(refused).toMatchObject({ status: 409, body: { Code: 'NOT_VERIFIED' } });
    }
    // A saved search without a price is the buyer's to keep.
    const plain = await server.post('/api/SavedSearch/Save', { Name: 'Rounds', Category: 'natural-white', Filters: { Shape: ['round'] } }, { token }); // prettier-ignore
    expect(plain.status).toBe(200);
  });

  test('staff see prices; approval opens them, the cart and holds on the same session', async () => {
    const clerk = await server.newUser('clerk');
    const staffView = await server.post<Goods>('/api/Diamonds/Detail', { Id: stone.Id }, { token: clerk.token }); // prettier-ignore
    expect(staffView.body.Data.Price).toBe(stone.Price);

    const buyer = await server.newUser();
    const token = buyer.token;
    const paper = await server.upload(token, 'verification');
    await server.post('/api/Relation/SubmitVerification', { CompanyName: 'Antwerp Cutters BV', Country: 'BE', Documents: [paper.FileId] }, { token }); // prettier-ignore
    expect((await server.post<Goods>('/api/Diamonds/Detail', { Id: stone.Id }, { token })).body.Data.Price).toBeNull(); // prettier-ignore

    const approved = await server.post('/api/Admin/Buyers/Approve', { UserId: buyer.info.UserId }, { token: clerk.token }); // prettier-ignore
    expect(approved.status).toBe(200);
    const detail = await server.post<Goods>('/api/Diamonds/Detail', { Id: stone.Id }, { token });
    expect(detail.body.Data).toMatchObject({
      Price: stone.Price,
      PricePerCarat: stone.PricePerCarat,
      DdpPrice: stone.DdpPrice,
      Discount: stone.Discount,
    });
    const personal = await server.get<Personal>('/api/Relation/GetPersonal', { token });
    expect(personal.body.Data.SeesPrices).toBe(true);
    const login = await server.post<UserInfo>('/api/Relation/EmailLogin', { Email: buyer.email, Password: buyer.password }); // prettier-ignore
    expect(login.body.Data.SeesPrices).toBe(true);
    const filtered = await server.post<GoodsQueryPage>('/api/Diamonds/DiamandsQuery', { PriceMin: stone.PricePerCarat, PriceMax: stone.PricePerCarat }, { token }); // prettier-ignore
    expect(filtered.body.Data.List.map((g) => g.Id)).toContain(stone.Id);
    expect(await server.addToCart(token, [{ GoodsId: stone.Id }])).toHaveLength(1);
    expect((await server.post('/api/Hold/Add', { GoodsId: stone.Id }, { token })).status).toBe(200); // prettier-ignore
  });

  test('a price range saved before prices were hidden no longer counts new stones', async () => {
    const buyer = await server.newUser();
    const token = buyer.token;
    const verification = (status: 'approved' | 'pending') =>
      server.db.update(users).set({ verification: status }).where(eq(users.id, buyer.info.UserId)); // prettier-ignore
    await verification('approved');
    const saved = await server.post('/api/SavedSearch/Save', { Name: 'Under $1/ct', Category: 'natural-white', Filters: { PriceMax: 1 } }, { token }); // prettier-ignore
    expect(saved.status).toBe(200);
    await server.newStone({ Weight: 1.11 });
    const counts = async () =>
      (await server.get<SavedSearch[]>('/api/SavedSearch/List', { token })).body.Data[0]!.NewCount;
    expect(await counts()).toBe(0);
    // The shop switched to BUYER_APPROVAL=browse with this buyer not (or no longer) approved.
    await verification('pending');
    expect(await counts()).toBe(1);
  });
});
