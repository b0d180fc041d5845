import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { fromCents, tierCents, toCents } from '@facet/contract';
import type {
  AdminStore,
  AdminStorePage,
  AuditPage,
  Cart,
  CloudOrder,
  CloudOrderPage,
  NoticeList,
  OrderAdded,
  PricedGoods,
  Store,
  StoreEnquirySent,
  StoreGoods,
  StoreGoodsPage,
  StoreInfo,
} from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { newStore, storeSettings } from '../../test/stores';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.newUser('admin')).token;
});
afterAll(() => server?.close());
// Every call comes from 127.0.0.1: each test starts with the address's enquiries uncounted.
beforeEach(() => server.deps.counters.clear('store-enquiry:ip:127.0.0.1'));

type Buyer = Awaited<ReturnType<TestServer['newUser']>>;

const getStore = (token: string) => server.get<Store | null>('/api/CloudStore/Get', { token });
const save = (token: string, body: unknown) =>
  server.post<Store>('/api/CloudStore/Save', body, { token });
const ordersOf = (token: string, body: Record<string, unknown> = {}) =>
  server.post<CloudOrderPage>('/api/CloudStore/Orders', body, { token });
const update = (token: string, body: unknown) =>
  server.post<CloudOrder>('/api/CloudStore/OrderUpdate', body, { token });
const toCart = (token: string, Id: number) =>
  server.post<Cart>('/api/CloudStore/ToCart', { Id }, { token });
const cartOf = (token: string) => server.get<Cart>('/api/ShoppingCart/GetList', { token });
const cartLines = (cart: Cart) => cart.StatisticsDetail.flatMap((tab) => tab.Data);

/** The store's reference of a stone, as the storefront lists it. */
async function refOf(slug: string, stone: PricedGoods): Promise<string> {
  const page = await server.post<StoreGoodsPage>('/api/Store/Query', {
    Slug: slug,
    Category: stone.Category,
    PageSize: 100,
  });
  const found = page.body.Data.List.find((s) => s.CertificateNo === stone.CertificateNo);
  if (!found) throw new Error(`stone ${stone.StockNo} not in ${slug}`);
  return found.Ref;
}

async function enquire(slug: string, stones: PricedGoods[], extra: Record<string, unknown> = {}) {
  const Refs = await Promise.all(stones.map((s) => refOf(slug, s)));
  const sent = await server.post<StoreEnquirySent>('/api/Store/Enquiry', {
    Slug: slug,
    Refs,
    Name: 'Ann Lee',
    Phone: '9123 4567',
    Message: 'For an engagement ring, size 6',
    ...extra,
  });
  if (sent.status !== 200) throw new Error(`enquiry failed: ${JSON.stringify(sent.body)}`);
  return sent.body.Data.No;
}

async function enquiryNo(owner: Buyer, no: string): Promise<CloudOrder> {
  const page = await ordersOf(owner.token, { PageSize: 100 });
  const found = page.body.Data.List.find((o) => o.No === no);
  if (!found) throw new Error(`enquiry ${no} not listed`);
  return found;
}

describe('the jeweller’s store', () => {
  test('none before the first save; saved, it has its share and feed links, and reads back', async () => {
    const owner = await server.newUser();
    expect(await getStore(owner.token)).toMatchObject({ status: 200, body: { Data: null } });

    const settings = storeSettings({ Slug: `Mei-Jewels-${Date.now()}` });
    const saved = await save(owner.token, settings);
    expect(saved.status).toBe(200);
    const slug = settings.Slug.toLowerCase();
    expect(saved.body.Data).toMatchObject({
      Slug: slug,
      Name: 'Mei Jewels',
      Logo: null,
      Categories: ['natural-white', 'lab-white'],
      DefaultPercent: 25,
      Rounding: 'none',
      Enabled: true,
      Suspended: false,
      ShareUrl: `${server.baseUrl}/store/${slug}`,
    });
    expect(saved.body.Data.FeedUrl).toMatch(
      new RegExp(`^${server.baseUrl}/api/Store/Feed\\?Slug=${slug}&Token=[0-9a-f]{40}$`),
    );
    expect((await getStore(owner.token)).body.Data).toEqual(saved.body.Data);

    // Saving again changes the settings and keeps the link of the feed.
    const again = await save(owner.token, {
      ...settings,
      Name: 'Mei Fine Jewels',
      Markups: [{ Category: 'lab-white', Percent: 40 }, { MinPrice: 0, MaxPrice: 999.99, Percent: 60 }], // prettier-ignore
      Rounding: '99',
    });
    expect(again.body.Data).toMatchObject({
      Name: 'Mei Fine Jewels',
      Rounding: '99',
      Markups: [
        { Category: 'lab-white', MinPrice: null, MaxPrice: null, Percent: 40 },
        { Category: null, MinPrice: 0, MaxPrice: 999.99, Percent: 60 },
      ],
      FeedUrl: saved.body.Data.FeedUrl,
    });
  });

  test('the share link follows PUBLIC_URL when it is set', async () => {
    const behind = await startTestServer({ env: { PUBLIC_URL: 'https://facet.example/' } });
    try {
      const { store } = await newStore(behind);
      expect(store.ShareUrl).toBe(`https://facet.example/store/${store.Slug}`);
      expect(store.FeedUrl.startsWith('https://facet.example/api/Store/Feed?')).toBe(true);
    } finally {
      await behind.close();
    }
  });

  test.each([
    [{ Slug: 'api' }, 'Slug', 'This link is reserved. Please choose another'],
    [{ Slug: 'console' }, 'Slug', 'This link is reserved. Please choose another'],
    [{ Slug: 'ab' }, 'Slug', 'A link is 3 to 40 lower-case letters, digits or hyphens'],
    [{ Slug: 'mei_jewels' }, 'Slug', 'A link is 3 to 40 lower-case letters, digits or hyphens'],
    [{ Name: '  ' }, 'Name', 'Cannot be empty'],
    [{ DefaultPercent: 600 }, 'DefaultPercent', 'Enter a percentage from 0 to 500, with at most two decimals'], // prettier-ignore
    [{ DefaultPercent: -5 }, 'DefaultPercent', 'Enter a percentage from 0 to 500, with at most two decimals'], // prettier-ignore
    [{ Markups: [{ MinPrice: 900, MaxPrice: 100, Percent: 10 }] }, 'Markups.0.MaxPrice', 'The maximum must not be below the minimum'], // prettier-ignore
    [{ Markups: [{ Category: 'parcel', Percent: 10 }] }, 'Markups.0.Category', 'Invalid value'],
    [{ Categories: ['rough'] }, 'Categories.0', 'Invalid value'],
    [{ Rounding: 'ceil' }, 'Rounding', 'Invalid value'],
    [{ Intro: 'x'.repeat(141) }, 'Intro', 'Too long'],
    [{ Email: 'not-an-email' }, 'Email', 'Please enter a correct email address'],
    [{ Logo: '7a4bd4e1-3c51-4c3e-8d1e-6f6f0a4c2b10' }, 'Logo', 'Invalid value'],
  ])('%j is a 400 on %s', async (change, path, message) => {
    const owner = await server.newUser();
    const answer = await save(owner.token, { ...storeSettings(), ...change });
    expect(answer).toMatchObject({ status: 400, body: { Code: 'VALIDATION' } });
    expect(answer.body.Data).toMatchObject({ Fields: [{ Path: path, Message: message }] });
    expect((await getStore(owner.token)).body.Data).toBeNull();
  });

  test('a link another store has is STORE_SLUG_TAKEN; the owner keeps theirs', async () => {
    const { owner, store } = await newStore(server);
    const other = await server.newUser();
    const taken = await save(other.token, storeSettings({ Slug: store.Slug.toUpperCase() }));
    expect(taken).toMatchObject({ status: 409, body: { Code: 'STORE_SLUG_TAKEN' } });
    expect(taken.body.Message).toBe('Another store already has this link. Please choose another');
    expect((await save(owner.token, storeSettings({ Slug: store.Slug }))).status).toBe(200);
  });

  test('the logo is a picture the buyer uploaded for the store, public on the storefront', async () => {
    const owner = await server.newUser();
    const avatar = await server.upload(owner.token, 'avatar');
    const notForStores = await save(owner.token, storeSettings({ Logo: avatar.FileId }));
    expect(notForStores.body.Data).toMatchObject({ Fields: [{ Path: 'Logo' }] });
    const someoneElses = await server.upload((await server.newUser()).token, 'store');
    expect((await save(owner.token, storeSettings({ Logo: someoneElses.FileId }))).status).toBe(400); // prettier-ignore

    const logo = await server.upload(owner.token, 'store');
    const saved = await save(owner.token, storeSettings({ Logo: logo.FileId }));
    expect(saved.body.Data).toMatchObject({ Logo: logo.Url, LogoId: logo.FileId });
    const info = await server.get<StoreInfo>(`/api/Store/Info?Slug=${saved.body.Data.Slug}`);
    expect(info.body.Data.Logo).toBe(logo.Url);
    expect((await fetch(server.baseUrl + logo.Url)).status).toBe(200);
  });

  test('only a buyer has a store: staff get 404, no token 401', async () => {
    const clerk = await server.clerkToken();
    for (const [url, body] of [
      ['/api/CloudStore/Save', storeSettings()],
      ['/api/CloudStore/RotateFeedToken', {}],
      ['/api/CloudStore/Orders', {}],
      ['/api/CloudStore/OrderUpdate', { Id: 1, Status: 'Closed' }],
      ['/api/CloudStore/ToCart', { Id: 1 }],
    ] as const) {
      expect(await server.post(url, body, { token: clerk }), url).toMatchObject({ status: 404 });
      expect(await server.post(url, body), url).toMatchObject({ status: 401 });
    }
    expect(await getStore(clerk)).toMatchObject({ status: 404 });
    expect(await server.get('/api/CloudStore/Get')).toMatchObject({ status: 401 });
  });

  test('without a store: no enquiries, and nothing to rotate or answer', async () => {
    const owner = await server.newUser();
    const page = await ordersOf(owner.token);
    expect(page.body.Data).toEqual({
      List: [],
      Total: 0,
      PageIndex: 1,
      PageSize: 20,
      Counts: { New: 0, Contacted: 0, Ordered: 0, Closed: 0 },
    });
    expect(await server.post('/api/CloudStore/RotateFeedToken', {}, { token: owner.token })).toMatchObject({ status: 404 }); // prettier-ignore
    expect(await update(owner.token, { Id: 1, Status: 'Closed' })).toMatchObject({ status: 404 });
    expect(await toCart(owner.token, 1)).toMatchObject({ status: 404 });
  });
});

describe('enquiries (Cloud Store Order)', () => {
  test('listed newest first with the customer, the stones and both totals; paged, by status', async () => {
    const { owner, store } = await newStore(server);
    const [a, b] = [await server.newStone(), await server.newStone({ Weight: 1.5 })];
    const first = await enquire(store.Slug, [a, b], { Email: 'ann@example.com' });
    const second = await enquire(store.Slug, [b], { Name: 'Bo Chan', Phone: undefined, Email: 'bo@example.com' }); // prettier-ignore

    const page = await ordersOf(owner.token);
    expect(page.body.Data).toMatchObject({ Total: 2, Counts: { New: 2, Contacted: 0, Ordered: 0, Closed: 0 } }); // prettier-ignore
    expect(page.body.Data.List.map((o) => o.No)).toEqual([second, first]);
    const enquiry = page.body.Data.List[1]!;
    expect(enquiry).toMatchObject({
      No: first,
      CustomerName: 'Ann Lee',
      CustomerPhone: '9123 4567',
      CustomerEmail: 'ann@example.com',
      Message: 'For an engagement ring, size 6',
      Status: 'New',
      Note: '',
      OrderId: null,
      OrderNo: null,
      OrderStatus: null,
    });
    expect(first).toMatch(/^S\d{6}\d{4,}$/);
    expect(enquiry.Lines).toEqual([
      expect.objectContaining({ GoodsId: a.Id, Ref: await refOf(store.Slug, a), Title: 'Round 1.00 ct G VS1 GIA', WholesalePrice: a.Price, RetailPrice: fromCents(tierCents(toCents(a.Price), 2500)), Available: true }), // prettier-ignore
      expect.objectContaining({ GoodsId: b.Id, WholesalePrice: b.Price, Available: true }),
    ]);
    expect(enquiry.WholesaleTotal).toBe(Math.round((a.Price + b.Price) * 100) / 100);
    expect(enquiry.RetailTotal).toBeCloseTo(enquiry.Lines[0]!.RetailPrice + enquiry.Lines[1]!.RetailPrice, 2); // prettier-ignore

    const paged = await ordersOf(owner.token, { PageIndex: 2, PageSize: 1 });
    expect(paged.body.Data.List.map((o) => o.No)).toEqual([first]);
    expect(paged.body.Data.Total).toBe(2);

    const answered = await update(owner.token, { Id: enquiry.Id, Status: 'Contacted', Note: 'Called back, visits Saturday' }); // prettier-ignore
    expect(answered.body.Data).toMatchObject({ Status: 'Contacted', Note: 'Called back, visits Saturday' }); // prettier-ignore
    const contacted = await ordersOf(owner.token, { Status: 'Contacted' });
    expect(contacted.body.Data).toMatchObject({ Total: 1, Counts: { New: 1, Contacted: 1 } });
    expect(contacted.body.Data.List.map((o) => o.No)).toEqual([first]);
    // Absent, the note stays.
    expect((await update(owner.token, { Id: enquiry.Id, Status: 'Closed' })).body.Data.Note).toBe('Called back, visits Saturday'); // prettier-ignore
  });

  test.each([
    [{ Status: 'Lost' }, 'Status'],
    [{ Note: 'x'.repeat(141) }, 'Note'],
    [{ Id: 0 }, 'Id'],
  ])('OrderUpdate %j is a 400 on %s', async (change, path) => {
    const { owner } = await newStore(server);
    const answer = await update(owner.token, { Id: 1, Status: 'Closed', ...change });
    expect(answer).toMatchObject({ status: 400, body: { Data: { Fields: [{ Path: path }] } } });
  });

  test('another buyer’s enquiries are not there for them', async () => {
    const { store } = await newStore(server);
    const { owner: other } = await newStore(server);
    await enquire(store.Slug, [await server.newStone()]);
    const theirs = (await server.post<CloudOrderPage>('/api/Admin/CloudStores/Enquiries', { StoreId: (await storeIdOf(store.Slug)) }, { token: admin })).body.Data.List[0]!; // prettier-ignore
    expect(await update(other.token, { Id: theirs.Id, Status: 'Closed' })).toMatchObject({ status: 404 }); // prettier-ignore
    expect(await toCart(other.token, theirs.Id)).toMatchObject({ status: 404 });
    expect((await ordersOf(other.token)).body.Data.Total).toBe(0);
  });

  test('ToCart puts the stones still on sale in the cart at the jeweller’s price; the order placed with them links back', async () => {
    const { owner, store } = await newStore(server);
    const [kept, sold] = [await server.newStone(), await server.newStone({ Weight: 0.8 })];
    const no = await enquire(store.Slug, [kept, sold]);
    await server.newOrder([{ GoodsId: sold.Id }]);
    const enquiry = await enquiryNo(owner, no);
    expect(enquiry.Lines.map((l) => [l.GoodsId, l.Available])).toEqual([[kept.Id, true], [sold.Id, false]]); // prettier-ignore

    const carted = await toCart(owner.token, enquiry.Id);
    expect(carted.status).toBe(200);
    const lines = cartLines(carted.body.Data);
    expect(lines.map((l) => [l.Goods.Id, l.Goods.Price])).toEqual([[kept.Id, kept.Price]]);
    expect(cartLines((await cartOf(owner.token)).body.Data).map((l) => l.Goods.Id)).toEqual([kept.Id]); // prettier-ignore
    expect(await enquiryNo(owner, no)).toMatchObject({ Status: 'Ordered', OrderId: null });

    await server.newAddress(owner.token);
    const placed = await server.post<OrderAdded>('/api/Order/AddOrder', { CartIds: lines.map((l) => l.CartId), ReceivingMethod: 'pickup' }, { token: owner.token }); // prettier-ignore
    expect(placed.status).toBe(200);
    expect(await enquiryNo(owner, no)).toMatchObject({
      Status: 'Ordered',
      OrderId: placed.body.Data.OrderId,
      OrderNo: placed.body.Data.OrderNo,
      OrderStatus: 'PendingConfirmation',
    });

    // Nothing left on sale: nothing to put in the cart.
    expect(await toCart(owner.token, enquiry.Id)).toMatchObject({ status: 409, body: { Code: 'ITEM_SOLD' } }); // prettier-ignore
  });

  test('a new enquiry reaches the jeweller as a personal notice and an email in the store’s language', async () => {
    const { owner, store } = await newStore(server, { Language: 'zh-CN', Name: '美珠宝' });
    const stone = await server.newStone();
    const no = await enquire(store.Slug, [stone]);
    const mail = await server.smtp.lastMailTo(owner.email);
    expect(mail.subject).toBe(`美珠宝 收到新询价 ${no}`);
    expect(mail.text).toContain('Ann Lee');
    expect(mail.text).toContain('9123 4567');
    expect(mail.text).toContain(await refOf(store.Slug, stone));
    expect(mail.text).not.toContain(stone.StockNo);

    const notices = await server.get<NoticeList>('/api/Im_SystemNotice/GetList?Kind=personal', { token: owner.token }); // prettier-ignore
    expect(notices.body.Data.List[0]).toMatchObject({
      Title: `Store enquiry ${no}`,
      Summary: 'Ann Lee asks about 1 stone in 美珠宝. Answer it under Account → Cloud Store Order.',
    });
  });
});

describe('prices: the jeweller’s tier price, marked up', () => {
  test('25 % on a stone the jeweller buys at +10 %: $6,834.04, $6,835.00 in whole dollars, $6,834.99 with .99', async () => {
    const tier = await server.post<{ Id: number }>('/api/Admin/Tiers/Save', { Name: `Retail +10 % ${Date.now()}`, Percent: 10 }, { token: admin }); // prettier-ignore
    // 1.01 ct at $4,921.00 a carat: $4,970.21 at the house price, $5,467.23 at +10 %.
    const stone = await server.newStone({ Category: 'lab-white', Weight: 1.01, PricingBasis: 'weight', PricePerCarat: 4921, Discount: null, Lab: 'IGI' }); // prettier-ignore
    expect(stone.Price).toBe(4970.21);
    const { owner, store } = await newStore(server, { Categories: ['lab-white'] });
    await server.post('/api/Admin/Buyers/SetTier', { UserId: owner.info.UserId, TierId: tier.body.Data.Id }, { token: admin }); // prettier-ignore
    const seen = await server.post<PricedGoods>('/api/Diamonds/Detail', { Id: stone.Id }, { token: owner.token }); // prettier-ignore
    expect(seen.body.Data.Price).toBe(5467.23);

    const retailAt = async (Rounding: string) => {
      await save(owner.token, storeSettings({ Slug: store.Slug, Categories: ['lab-white'], Rounding } as never)); // prettier-ignore
      const ref = await refOf(store.Slug, stone);
      return (await server.post<StoreGoods>('/api/Store/Detail', { Slug: store.Slug, Ref: ref })).body.Data; // prettier-ignore
    };
    // 5,467.23 × 1.25 = 6,834.0375.
    expect(await retailAt('none')).toMatchObject({ Price: 6834.04, PricePerCarat: 6766.38 });
    expect((await retailAt('whole')).Price).toBe(6835);
    expect((await retailAt('99')).Price).toBe(6834.99);

    const no = await enquire(store.Slug, [stone]);
    expect((await enquiryNo(owner, no)).Lines[0]).toMatchObject({ WholesalePrice: 5467.23, RetailPrice: 6834.99 }); // prettier-ignore
  });

  test('the first rule that fits a stone gives its markup; none fitting, the default', async () => {
    const cheap = await server.newStone({ Category: 'lab-white', Weight: 0.5, PricingBasis: 'weight', PricePerCarat: 1000, Discount: null, Lab: 'IGI' }); // prettier-ignore
    const dear = await server.newStone({ Category: 'lab-white', Weight: 2, PricingBasis: 'weight', PricePerCarat: 3000, Discount: null, Lab: 'IGI' }); // prettier-ignore
    const natural = await server.newStone({ Weight: 0.5, PricingBasis: 'weight', PricePerCarat: 1000, Discount: null }); // prettier-ignore
    const { store } = await newStore(server, {
      Markups: [
        { Category: 'lab-white', MaxPrice: 1000, Percent: 80 },
        { Category: 'lab-white', Percent: 50 },
        { MinPrice: 0, MaxPrice: 1000, Percent: 100 },
      ],
      DefaultPercent: 10,
      Rounding: 'whole',
    });
    const price = async (stone: PricedGoods) =>
      (await server.post<StoreGoods>('/api/Store/Detail', { Slug: store.Slug, Ref: await refOf(store.Slug, stone) })).body.Data.Price; // prettier-ignore
    expect(await price(cheap)).toBe(900); // $500 + 80 %
    expect(await price(dear)).toBe(9000); // $6,000 + 50 %
    expect(await price(natural)).toBe(1000); // $500 + 100 %
  });
});

describe('the console', () => {
  test('lists stores with owner and enquiries; suspending closes the storefront, in the audit trail', async () => {
    const { owner, store } = await newStore(server, { Name: 'Jade & Co' });
    await enquire(store.Slug, [await server.newStone()]);
    const clerk = await server.clerkToken();
    const list = await server.post<AdminStorePage>('/api/Admin/CloudStores/List', { Keyword: store.Slug }, { token: clerk }); // prettier-ignore
    expect(list.body.Data).toMatchObject({ Total: 1, List: [{ Slug: store.Slug, Name: 'Jade & Co', OwnerId: owner.info.UserId, OwnerEmail: owner.email, Enabled: true, Suspended: false, Enquiries: 1, NewEnquiries: 1, ShareUrl: store.ShareUrl }] }); // prettier-ignore
    const byOwner = await server.post<AdminStorePage>('/api/Admin/CloudStores/List', { Keyword: owner.email }, { token: clerk }); // prettier-ignore
    expect(byOwner.body.Data.List.map((s) => s.Slug)).toEqual([store.Slug]);
    const id = list.body.Data.List[0]!.Id;

    const enquiries = await server.post<CloudOrderPage>('/api/Admin/CloudStores/Enquiries', { StoreId: id }, { token: clerk }); // prettier-ignore
    expect(enquiries.body.Data).toMatchObject({ Total: 1, List: [{ CustomerName: 'Ann Lee', Status: 'New' }] }); // prettier-ignore

    const suspended = await server.post<AdminStore>('/api/Admin/CloudStores/Suspend', { Id: id, Suspended: true }, { token: clerk }); // prettier-ignore
    expect(suspended.body.Data).toMatchObject({ Id: id, Suspended: true });
    expect(await server.get(`/api/Store/Info?Slug=${store.Slug}`)).toMatchObject({ status: 404 });
    expect((await getStore(owner.token)).body.Data).toMatchObject({ Suspended: true });
    const trail = await server.post<AuditPage>('/api/Admin/Audit/List', { Kind: 'store' }, { token: admin }); // prettier-ignore
    expect(trail.body.Data.List[0]).toMatchObject({ Kind: 'store.suspend', TargetType: 'store', TargetId: String(id), Before: { Suspended: false }, After: { Suspended: true } }); // prettier-ignore

    await server.post('/api/Admin/CloudStores/Suspend', { Id: id, Suspended: false }, { token: clerk }); // prettier-ignore
    expect(await server.get(`/api/Store/Info?Slug=${store.Slug}`)).toMatchObject({ status: 200 });
  });

  test('a buyer gets 404 on the console’s calls; unknown stores are 404', async () => {
    const { owner } = await newStore(server);
    for (const [url, body] of [
      ['/api/Admin/CloudStores/List', {}],
      ['/api/Admin/CloudStores/Suspend', { Id: 1, Suspended: true }],
      ['/api/Admin/CloudStores/Enquiries', { StoreId: 1 }],
    ] as const) {
      expect(await server.post(url, body, { token: owner.token }), url).toMatchObject({ status: 404 }); // prettier-ignore
    }
    const clerk = await server.clerkToken();
    expect(await server.post('/api/Admin/CloudStores/Suspend', { Id: 2_000_000_000, Suspended: true }, { token: clerk })).toMatchObject({ status: 404 }); // prettier-ignore
    expect(await server.post('/api/Admin/CloudStores/Enquiries', { StoreId: 2_000_000_000 }, { token: clerk })).toMatchObject({ status: 404 }); // prettier-ignore
  });
});

/** The store's id, as the console knows it. */
async function storeIdOf(slug: string): Promise<number> {
  const list = await server.post<AdminStorePage>('/api/Admin/CloudStores/List', { Keyword: slug }, { token: admin }); // prettier-ignore
  return list.body.Data.List[0]!.Id;
}

describe('a buyer who may not see prices (BUYER_APPROVAL=browse)', () => {
  test('may not run a store: it would show prices made from theirs', async () => {
    const browse = await startTestServer({ env: { BUYER_APPROVAL: 'browse' } });
    try {
      const buyer = await browse.newUser();
      for (const answer of [
        await browse.get('/api/CloudStore/Get', { token: buyer.token }),
        await browse.post('/api/CloudStore/Save', storeSettings(), { token: buyer.token }),
        await browse.post('/api/CloudStore/Orders', {}, { token: buyer.token }),
      ]) {
        expect(answer).toMatchObject({ status: 409, body: { Code: 'NOT_VERIFIED' } });
      }
    } finally {
      await browse.close();
    }
  });
});
