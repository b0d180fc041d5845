import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import {
  fromCents,
  roundRetail,
  STORE_GOODS_COLUMNS,
  tierCents,
  toCents,
  type CloudOrderPage,
  type NoticeList,
  type PricedGoods,
  type Store,
  type StoreEnquirySent,
  type StoreGoods,
  type StoreGoodsPage,
  type StoreInfo,
} from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { newStore, storeSettings } from '../../test/stores';

const ENQUIRY_LIMIT = 4;
const READ_LIMIT = 40;
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({
    env: {
      RATE_STORE_ENQUIRY_PER_IP_HOUR: String(ENQUIRY_LIMIT),
      RATE_STORE_READS_PER_IP_MINUTE: String(READ_LIMIT),
    },
  });
  admin = (await server.newUser('admin')).token;
});
afterAll(() => server?.close());
beforeEach(async () => {
  await server.deps.counters.clear('store-enquiry:ip:127.0.0.1');
  await server.deps.counters.clear('store-read:ip:127.0.0.1');
});

const info = (slug: string) => server.get<StoreInfo>(`/api/Store/Info?Slug=${slug}`);
const query = (slug: string, body: Record<string, unknown> = {}) =>
  server.post<StoreGoodsPage>('/api/Store/Query', { Slug: slug, Category: 'natural-white', ...body }); // prettier-ignore
const detail = (slug: string, ref: string) =>
  server.post<StoreGoods>('/api/Store/Detail', { Slug: slug, Ref: ref });
const enquiry = (slug: string, Refs: string[], extra: Record<string, unknown> = {}) =>
  server.post<StoreEnquirySent>('/api/Store/Enquiry', { Slug: slug, Refs, Name: 'Ann Lee', Email: 'ann@example.com', ...extra }); // prettier-ignore
/** The feed as it arrives: status, content type and text. */
async function feed(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}
const feedUrl = (store: Store, format: 'json' | 'csv') => `${store.FeedUrl}&Format=${format}`;
const refIn = (page: StoreGoodsPage, stone: PricedGoods) =>
  page.List.find((s) => s.CertificateNo === stone.CertificateNo)?.Ref;

describe('the storefront', () => {
  test('shows the store’s face and its stones at retail prices, by the store’s reference', async () => {
    const stone = await server.newStone({ Weight: 1.31 });
    const { store } = await newStore(server);
    expect((await info(store.Slug)).body.Data).toEqual({
      Slug: store.Slug,
      Name: 'Mei Jewels',
      Logo: null,
      Phone: '+852 2345 6789',
      Email: 'shop@mei-jewels.example',
      Intro: 'Engagement rings made in Central since 1998',
      Language: 'en',
      Categories: ['natural-white', 'lab-white'],
    });
    const page = await query(store.Slug, { WeightMin: 1.31, WeightMax: 1.31, PageSize: 5 });
    expect(page.status).toBe(200);
    expect(page.body.Data).toMatchObject({ Total: 1, PageIndex: 1, PageSize: 5 });
    const [shown] = page.body.Data.List;
    expect(shown).toMatchObject({
      Category: 'natural-white',
      Shape: 'round',
      Weight: 1.31,
      Color: 'G',
      Clarity: 'VS1',
      Lab: 'GIA',
      CertificateNo: stone.CertificateNo,
      ReportUrl: `https://www.gia.edu/report-check?reportno=${stone.CertificateNo}`,
      Price: fromCents(tierCents(toCents(stone.Price), 2500)),
    });
    expect(shown!.Ref).toMatch(/^[0-9A-Z]{10}$/);
    expect((await detail(store.Slug, shown!.Ref)).body.Data).toEqual(shown);
    expect((await detail(store.Slug, shown!.Ref.toLowerCase())).body.Data).toEqual(shown);
    // The same stone has another reference in another store.
    const { store: other } = await newStore(server);
    const there = refIn((await query(other.Slug, { WeightMin: 1.31, WeightMax: 1.31 })).body.Data, stone); // prettier-ignore
    expect(there).toBeDefined();
    expect(there).not.toBe(shown!.Ref);
    expect(await detail(other.Slug, shown!.Ref)).toMatchObject({ status: 404 });
  });

  test('the shop’s filters, sorts and paging, in the store’s categories only', async () => {
    const light = await server.newStone({ Weight: 0.71, Color: 'D' });
    const heavy = await server.newStone({ Weight: 0.72, Color: 'E' });
    const { store } = await newStore(server, { Categories: ['natural-white'] });
    const range = { WeightMin: 0.71, WeightMax: 0.72 };
    const both = await query(store.Slug, { ...range, Sort: { Field: 'Weight', Order: 'desc' } });
    expect(both.body.Data.List.map((s) => s.Weight)).toEqual([0.72, 0.71]);
    const d = await query(store.Slug, { ...range, Color: ['D'] });
    expect(d.body.Data.List.map((s) => s.CertificateNo)).toEqual([light.CertificateNo]);
    const second = await query(store.Slug, { ...range, Sort: { Field: 'Price', Order: 'asc' }, PageIndex: 2, PageSize: 1 }); // prettier-ignore
    expect(second.body.Data).toMatchObject({ Total: 2, PageIndex: 2, PageSize: 1 });
    expect(second.body.Data.List.map((s) => s.CertificateNo)).toEqual([
      (light.Price > heavy.Price ? light : heavy).CertificateNo,
    ]);

    const notShown = await query(store.Slug, { Category: 'lab-white' });
    expect(notShown).toMatchObject({ status: 400, body: { Data: { Fields: [{ Path: 'Category', Message: 'This store does not show this category' }] } } }); // prettier-ignore
  });

  test.each([
    [{ Location: ['Hong Kong'] }, 'Location'],
    [{ Keyword: 'T0' }, 'Keyword'],
    [{ PriceMax: 5000 }, 'PriceMax'],
    [{ Sort: { Field: 'Discount', Order: 'asc' } }, 'Sort.Field'],
    [{ Category: 'parcel' }, 'Category'],
    [{ PageSize: 101 }, 'PageSize'],
  ])('a query with %j is a 400 on %s', async (change, path) => {
    const { store } = await newStore(server);
    const answer = await query(store.Slug, change);
    expect(answer).toMatchObject({ status: 400, body: { Code: 'VALIDATION' } });
    expect(answer.body.Data).toMatchObject({ Fields: [{ Path: path }] });
  });

  test('a sold stone, a made-up reference or a category the store stopped showing is not found', async () => {
    const stone = await server.newStone({ Weight: 0.93 });
    const { owner, store } = await newStore(server);
    const ref = refIn((await query(store.Slug, { WeightMin: 0.93, WeightMax: 0.93 })).body.Data, stone)!; // prettier-ignore
    expect((await detail(store.Slug, ref)).status).toBe(200);
    expect(await detail(store.Slug, 'ABCDEFGHJK')).toMatchObject({ status: 404, body: { Code: 'NOT_FOUND' } }); // prettier-ignore
    expect(await detail(store.Slug, String(stone.Id))).toMatchObject({ status: 404 });
    expect(await detail(store.Slug, stone.StockNo)).toMatchObject({ status: 404 });

    await server.post('/api/CloudStore/Save', storeSettings({ Slug: store.Slug, Categories: ['lab-white'] }), { token: owner.token }); // prettier-ignore
    expect(await detail(store.Slug, ref)).toMatchObject({ status: 404 });
    await server.post('/api/CloudStore/Save', storeSettings({ Slug: store.Slug }), { token: owner.token }); // prettier-ignore
    await server.newOrder([{ GoodsId: stone.Id }]);
    expect(await detail(store.Slug, ref)).toMatchObject({ status: 404 });
    expect(await enquiry(store.Slug, [ref])).toMatchObject({ status: 200 });
  });

  test('a store that is off, suspended, or whose owner is disabled or gone answers 404 to everyone', async () => {
    const stone = await server.newStone({ Weight: 0.94 });
    const calls = async (store: Store, ref: string) => [
      await info(store.Slug),
      await query(store.Slug),
      await detail(store.Slug, ref),
      await enquiry(store.Slug, [ref]),
      await feed(feedUrl(store, 'json')),
      await feed(feedUrl(store, 'csv')),
    ];
    const open = async () => {
      const made = await newStore(server);
      const ref = refIn((await query(made.store.Slug, { WeightMin: 0.94, WeightMax: 0.94 })).body.Data, stone)!; // prettier-ignore
      return { ...made, ref };
    };

    const off = await open();
    await server.post('/api/CloudStore/Save', storeSettings({ Slug: off.store.Slug, Enabled: false }), { token: off.owner.token }); // prettier-ignore
    for (const answer of await calls(off.store, off.ref)) expect(answer.status).toBe(404);

    const suspended = await open();
    const id = (await server.post<{ List: { Id: number }[] }>('/api/Admin/CloudStores/List', { Keyword: suspended.store.Slug }, { token: admin })).body.Data.List[0]!.Id; // prettier-ignore
    await server.post('/api/Admin/CloudStores/Suspend', { Id: id, Suspended: true }, { token: admin }); // prettier-ignore
    for (const answer of await calls(suspended.store, suspended.ref))
      expect(answer.status).toBe(404);

    const disabled = await open();
    await server.post('/api/Admin/Buyers/Disable', { UserId: disabled.owner.info.UserId, Disabled: true }, { token: admin }); // prettier-ignore
    for (const answer of await calls(disabled.store, disabled.ref)) expect(answer.status).toBe(404);

    const gone = await open();
    const cancelled = await server.post('/api/Relation/CancelAccount', { Password: gone.owner.password }, { token: gone.owner.token }); // prettier-ignore
    expect(cancelled.status).toBe(200);
    for (const answer of await calls(gone.store, gone.ref)) expect(answer.status).toBe(404);
    // The link is free again.
    const again = await server.post('/api/CloudStore/Save', storeSettings({ Slug: gone.store.Slug }), { token: (await server.newUser()).token }); // prettier-ignore
    expect(again.status).toBe(200);
    expect(await info('no-such-store-anywhere')).toMatchObject({ status: 404 });
  });
});

describe('enquiries from the storefront', () => {
  test.each([
    [{ Name: '' }, 'Name', 'Cannot be empty'],
    [{ Email: undefined }, 'Phone', 'Please leave a phone number or an email'],
    [{ Email: 'ann@' }, 'Email', 'Please enter a correct email address'],
    [{ Phone: 'call me' }, 'Phone', 'Please enter a correct phone number'],
    [{ Message: 'x'.repeat(501) }, 'Message', 'Too long'],
    [{ Refs: [] }, 'Refs', 'You have not selected an item'],
    [{ Refs: ['ABCDEFGHJK'] }, 'Refs.0', 'Invalid value'],
  ])('%j is a 400 on %s', async (change, path, message) => {
    const stone = await server.newStone({ Weight: 0.95 });
    const { store } = await newStore(server);
    const ref = refIn((await query(store.Slug, { WeightMin: 0.95, WeightMax: 0.95 })).body.Data, stone)!; // prettier-ignore
    const answer = await enquiry(store.Slug, [ref], change);
    expect(answer).toMatchObject({ status: 400, body: { Code: 'VALIDATION', Data: { Fields: [{ Path: path, Message: message }] } } }); // prettier-ignore
  });

  test('a robot that fills the hidden field is answered as if taken, and nothing is kept', async () => {
    const stone = await server.newStone({ Weight: 0.96 });
    const { owner, store } = await newStore(server);
    const ref = refIn((await query(store.Slug, { WeightMin: 0.96, WeightMax: 0.96 })).body.Data, stone)!; // prettier-ignore
    const robot = await enquiry(store.Slug, [ref], { Website: 'http://spam.example' });
    expect(robot.status).toBe(200);
    expect(robot.body.Data.No).toMatch(/^S\d{6}\d{4,}$/);
    const page = await server.post<CloudOrderPage>('/api/CloudStore/Orders', {}, { token: owner.token }); // prettier-ignore
    expect(page.body.Data.Total).toBe(0);
    const notices = await server.get<NoticeList>('/api/Im_SystemNotice/GetList?Kind=personal', { token: owner.token }); // prettier-ignore
    expect(notices.body.Data.List).toEqual([]);
    expect(server.smtp.mails.some((m) => m.to === owner.email)).toBe(false);
  });

  test('the jeweller’s mail links to this server, whatever Host the sender claims', async () => {
    const stone = await server.newStone({ Weight: 0.94 });
    const { owner, store } = await newStore(server);
    const ref = refIn((await query(store.Slug, { WeightMin: 0.94, WeightMax: 0.94 })).body.Data, stone)!; // prettier-ignore
    const body = JSON.stringify({ Slug: store.Slug, Refs: [ref], Name: 'Eve', Email: 'eve@example.com' }); // prettier-ignore
    const status = await new Promise<number>((resolve, reject) => {
      const sent = request(
        `${server.baseUrl}/api/Store/Enquiry`,
        {
          method: 'POST',
          headers: { host: 'evil.example', 'content-type': 'application/json', 'x-forwarded-host': 'evil.example' }, // prettier-ignore
        },
        (response) => resolve(response.resume().statusCode ?? 0),
      );
      sent.on('error', reject);
      sent.end(body);
    });
    expect(status).toBe(200);
    const mail = await server.smtp.lastMailTo(owner.email);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.text).toContain(`${server.deps.config.mailOrigin}/`);
  });

  test(`one address sends at most ${ENQUIRY_LIMIT} an hour, then 429`, async () => {
    const stone = await server.newStone({ Weight: 0.97 });
    const { owner, store } = await newStore(server);
    const ref = refIn((await query(store.Slug, { WeightMin: 0.97, WeightMax: 0.97 })).body.Data, stone)!; // prettier-ignore
    for (let i = 0; i < ENQUIRY_LIMIT; i++) {
      expect((await enquiry(store.Slug, [ref])).status).toBe(200);
    }
    const refused = await enquiry(store.Slug, [ref]);
    expect(refused).toMatchObject({ status: 429, body: { Code: 'RATE_LIMITED' } });
    const zh = await server.post('/api/Store/Enquiry', { Slug: store.Slug, Refs: [ref], Name: 'Ann', Email: 'ann@example.com' }, { locale: 'zh-CN' }); // prettier-ignore
    expect(zh.body.Message).toBe('请求过于频繁，请稍后再试');
    const page = await server.post<CloudOrderPage>('/api/CloudStore/Orders', {}, { token: owner.token }); // prettier-ignore
    expect(page.body.Data.Total).toBe(ENQUIRY_LIMIT);
  });
});

describe('reading a store', () => {
  test(`one address reads at most ${READ_LIMIT} list pages and stones a minute, then 429`, async () => {
    const stone = await server.newStone({ Weight: 0.98 });
    const { store } = await newStore(server);
    const ref = refIn((await query(store.Slug, { WeightMin: 0.98, WeightMax: 0.98 })).body.Data, stone)!; // prettier-ignore
    for (let i = 1; i < READ_LIMIT; i++) {
      expect((await (i % 2 ? detail(store.Slug, ref) : query(store.Slug))).status).toBe(200);
    }
    for (const refused of [await query(store.Slug), await detail(store.Slug, ref)]) {
      expect(refused).toMatchObject({ status: 429, body: { Code: 'RATE_LIMITED' } });
    }
    // The store's face and its enquiries are not reads: a customer held off can still ask.
    expect((await info(store.Slug)).status).toBe(200);
    expect((await enquiry(store.Slug, [ref])).status).toBe(200);
    await server.deps.counters.clear('store-read:ip:127.0.0.1');
    expect((await detail(store.Slug, ref)).status).toBe(200);
  });
});

describe('the feed', () => {
  test('JSON is the envelope with every stone of the store; CSV a header row of the same names', async () => {
    const stone = await server.newStone({ Category: 'lab-white', Weight: 1.41, Lab: 'IGI' });
    const { store } = await newStore(server, { Categories: ['lab-white'] });
    const listed = await query(store.Slug, { Category: 'lab-white', PageSize: 100 });

    const json = await feed(feedUrl(store, 'json'));
    expect(json).toMatchObject({ status: 200, type: 'application/json; charset=utf-8' });
    const body = JSON.parse(json.text) as { Success: boolean; Code: string; Data: StoreGoods[] };
    expect(body).toMatchObject({ Success: true, Code: 'OK' });
    expect(body.Data).toHaveLength(listed.body.Data.Total);
    expect(body.Data.find((s) => s.CertificateNo === stone.CertificateNo)).toEqual(
      listed.body.Data.List.find((s) => s.CertificateNo === stone.CertificateNo),
    );
    // Without a format, JSON.
    expect(JSON.parse((await feed(store.FeedUrl)).text)).toEqual(body);

    const csv = await feed(feedUrl(store, 'csv'));
    expect(csv).toMatchObject({ status: 200, type: 'text/csv; charset=utf-8' });
    const rows = Papa.parse<string[]>(csv.text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data; // prettier-ignore
    expect(rows[0]).toEqual(STORE_GOODS_COLUMNS);
    expect(rows).toHaveLength(body.Data.length + 1);
    const line = rows.find((row) => row.includes(stone.CertificateNo!))!;
    const shown = body.Data.find((s) => s.CertificateNo === stone.CertificateNo)!;
    expect(line[STORE_GOODS_COLUMNS.indexOf('Ref')]).toBe(shown.Ref);
    expect(line[STORE_GOODS_COLUMNS.indexOf('Price')]).toBe(String(shown.Price));
  });

  test('a wrong token, another store’s token, or a rotated one is 404; the new one works', async () => {
    const { owner, store } = await newStore(server);
    const { store: other } = await newStore(server);
    expect((await feed(feedUrl(store, 'json'))).status).toBe(200);
    const wrong = `${server.baseUrl}/api/Store/Feed?Slug=${store.Slug}&Token=${'0'.repeat(40)}`;
    expect(await feed(wrong)).toMatchObject({ status: 404 });
    const crossed = other.FeedUrl.replace(`Slug=${other.Slug}`, `Slug=${store.Slug}`);
    expect(await feed(crossed)).toMatchObject({ status: 404 });
    expect(await feed(`${server.baseUrl}/api/Store/Feed?Slug=${store.Slug}`)).toMatchObject({ status: 400 }); // prettier-ignore
    expect(await feed(`${store.FeedUrl}&Format=xml`)).toMatchObject({ status: 400 });

    const rotated = await server.post<Store>('/api/CloudStore/RotateFeedToken', {}, { token: owner.token }); // prettier-ignore
    expect(rotated.status).toBe(200);
    expect(rotated.body.Data.FeedUrl).not.toBe(store.FeedUrl);
    const old = await feed(feedUrl(store, 'csv'));
    expect(old.status).toBe(404);
    expect(JSON.parse(old.text)).toMatchObject({ Success: false, Code: 'NOT_FOUND' });
    expect((await feed(feedUrl(rotated.body.Data, 'csv'))).status).toBe(200);
    expect((await server.get<Store>('/api/CloudStore/Get', { token: owner.token })).body.Data!.FeedUrl).toBe(rotated.body.Data.FeedUrl); // prettier-ignore
  });
});

describe('nothing wholesale reaches the storefront', () => {
  /** Field names a retail customer must never be sent. */
  const FORBIDDEN_NAMES = new Set([
    'StockNo', 'ListPrice', 'Discount', 'DdpPrice', 'Location', 'Id', 'GoodsId', 'Stock',
    'StockUnit', 'MinBuy', 'PricingBasis', 'OnMarket', 'OnHold', 'HeldUntil', 'IsCollected',
    'Description', 'ReportPlace', 'UserId', 'OwnerId', 'OwnerEmail', 'WholesalePrice',
    'Markups', 'DefaultPercent', 'FeedUrl', 'LogoId',
  ]); // prettier-ignore

  test('every public answer, walked field by field, holds no wholesale name or value', async () => {
    const tier = await server.post<{ Id: number }>('/api/Admin/Tiers/Save', { Name: `Leak +7 % ${Date.now()}`, Percent: 7 }, { token: admin }); // prettier-ignore
    const house = await server.newStone({
      StockNo: 'LEAK77Q',
      Weight: 1.07,
      Discount: -31.37,
      Location: 'Mumbai',
      Description: 'Supplier lot 4471, memo from Mumbai office',
      Images: ['https://media.example/LEAK77Q/1.jpg', 'https://media.example/clean/2.jpg'],
      Video: 'https://media.example/leak77q.mp4',
    });
    const { owner, store } = await newStore(server, { Rounding: '99' });
    await server.post('/api/Admin/Buyers/SetTier', { UserId: owner.info.UserId, TierId: tier.body.Data.Id }, { token: admin }); // prettier-ignore
    const theirs = (await server.post<PricedGoods>('/api/Diamonds/Detail', { Id: house.Id }, { token: owner.token })).body.Data; // prettier-ignore
    expect(theirs.Price).not.toBe(house.Price);

    const forbiddenNumbers = new Set(
      [house, theirs].flatMap((s) => [s.Price, s.PricePerCarat, s.DdpPrice, s.ListPrice, s.Discount]), // prettier-ignore
    );
    forbiddenNumbers.delete(null);
    const forbiddenTexts = ['LEAK77Q', 'Mumbai', owner.email, 'Supplier lot', String(theirs.Price), String(house.Price)]; // prettier-ignore

    const answers: { name: string; body: unknown }[] = [];
    const keep = async <T>(name: string, call: Promise<{ body: T }>) => {
      const { body } = await call;
      answers.push({ name, body });
      return body;
    };
    await keep('Info', info(store.Slug));
    const page = await keep('Query', query(store.Slug, { WeightMin: 1.07, WeightMax: 1.07 }));
    const ref = refIn(page.Data, house)!;
    expect(ref).toBeDefined();
    await keep('Query (all)', query(store.Slug, { PageSize: 100 }));
    const shown = await keep('Detail', detail(store.Slug, ref));
    await keep('Enquiry', enquiry(store.Slug, [ref], { Message: 'Is it eye clean?' }));
    await keep('Enquiry refused', enquiry(store.Slug, ['ABCDEFGHJK']));
    const json = await feed(feedUrl(store, 'json'));
    answers.push({ name: 'Feed json', body: JSON.parse(json.text) });

    // The stone is there, with only its clean media, at the owner's price +25 %, up to .99.
    expect(shown.Data).toMatchObject({
      Images: ['https://media.example/clean/2.jpg'],
      Videos: [],
      Price: fromCents(roundRetail(tierCents(toCents(theirs.Price), 2500), '99')),
    });

    const walk = (name: string, value: unknown, path: string) => {
      if (Array.isArray(value)) value.forEach((item, i) => walk(name, item, `${path}[${i}]`));
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          expect(FORBIDDEN_NAMES.has(key), `${name}: ${path}.${key}`).toBe(false);
          walk(name, inner, `${path}.${key}`);
        }
      } else if (typeof value === 'number') {
        expect(forbiddenNumbers.has(value), `${name}: ${path} = ${value}`).toBe(false);
      } else if (typeof value === 'string') {
        for (const text of forbiddenTexts) {
          expect(value.toLowerCase().includes(text.toLowerCase()), `${name}: ${path} = ${value}`).toBe(false); // prettier-ignore
        }
      }
    };
    for (const { name, body } of answers) walk(name, body, '');

    const csv = await feed(feedUrl(store, 'csv'));
    for (const text of forbiddenTexts) {
      expect(csv.text.toLowerCase().includes(text.toLowerCase()), `CSV holds ${text}`).toBe(false);
    }
    const rows = Papa.parse<string[]>(csv.text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data; // prettier-ignore
    for (const name of FORBIDDEN_NAMES) expect(rows[0], `CSV header ${name}`).not.toContain(name);
    const cells = rows.flat();
    for (const number of forbiddenNumbers) {
      expect(cells, `CSV holds ${number}`).not.toContain(String(number));
    }
  });
});

describe('what a certificate number, a markup or a link gives away', () => {
  test('certificate numbers and report links are off by default; the lab and grades stay; the jeweller may turn them on', async () => {
    const stone = await server.newStone({ Weight: 1.17, Lab: 'GIA' });
    const { owner } = await newStore(server);
    const { ShowCertificates: _on, ...settings } = storeSettings({ Slug: `certs-${Date.now()}` });
    const saved = await server.post<Store>('/api/CloudStore/Save', settings, { token: owner.token }); // prettier-ignore
    expect(saved.body.Data.ShowCertificates).toBe(false);
    const store = saved.body.Data;
    const page = await query(store.Slug, { WeightMin: 1.17, WeightMax: 1.17 });
    const [shown] = page.body.Data.List;
    expect(shown).toMatchObject({ Lab: 'GIA', Color: 'G', Clarity: 'VS1', CertificateNo: null, ReportUrl: null }); // prettier-ignore
    const answers = [
      JSON.stringify(page.body),
      JSON.stringify((await detail(store.Slug, shown!.Ref)).body),
      (await feed(feedUrl(store, 'json'))).text,
      (await feed(feedUrl(store, 'csv'))).text,
    ];
    for (const text of answers) expect(text).not.toContain(stone.CertificateNo!);

    const on = await server.post<Store>('/api/CloudStore/Save', { ...settings, ShowCertificates: true }, { token: owner.token }); // prettier-ignore
    expect(on.body.Data.ShowCertificates).toBe(true);
    const again = (await detail(store.Slug, shown!.Ref)).body.Data;
    expect(again).toMatchObject({ CertificateNo: stone.CertificateNo, ReportUrl: expect.stringContaining(stone.CertificateNo!) }); // prettier-ignore
  });

  test('a markup under STORE_MIN_MARKUP_PERCENT is refused on its field; a store kept at 0 % sells at the minimum', async () => {
    const stone = await server.newStone({ Weight: 1.19 });
    const { owner, store } = await newStore(server);
    const zero = await server.post('/api/CloudStore/Save', storeSettings({ Slug: store.Slug, DefaultPercent: 0, Markups: [{ Percent: 0.5 }] }), { token: owner.token, locale: 'zh-CN' }); // prettier-ignore
    expect(zero).toMatchObject({ status: 400, body: { Code: 'VALIDATION' } });
    expect((zero.body.Data as { Fields: { Path: string; Message: string }[] }).Fields).toEqual([
      { Path: 'Markups.0.Percent', Message: '加价至少为 1%：更低的加价会让您的客户看到您的进货价' },
      { Path: 'DefaultPercent', Message: '加价至少为 1%：更低的加价会让您的客户看到您的进货价' },
    ]);
    // A store saved at 0 % before the minimum: its prices are raised to it, not its owner's.
    await server.db.execute(
      sql`update stores set default_percent_bp = 0 where slug = ${store.Slug}`,
    );
    const shown = (await query(store.Slug, { WeightMin: 1.19, WeightMax: 1.19 })).body.Data.List[0]!; // prettier-ignore
    expect(shown.Price).toBe(fromCents(tierCents(toCents(stone.Price), 100)));
  });

  test('no picture, video or report link carries the stock number, in any form', async () => {
    const disguised = [
      'https://cdn.example/nw-0002986.jpg', // other case and punctuation, zeros in front
      'https://cdn.example/%4E%57%32%39%38%36/front.jpg', // %-escaped
      'https://cdn.example/N%2557%2532986.jpg', // escaped twice
      'https://cdn.example/stones/2986/side.jpg', // the digits alone
    ];
    await server.newStone({
      StockNo: 'NW2986',
      Weight: 1.21,
      CertificateNo: '00002986',
      Images: [...disguised, 'https://cdn.example/clean/front.jpg'],
      Video: 'https://cdn.example/video/NW_2986.mp4',
    });
    const { store } = await newStore(server, { ShowCertificates: true });
    const shown = (await query(store.Slug, { WeightMin: 1.21, WeightMax: 1.21 })).body.Data.List[0]!; // prettier-ignore
    expect(shown.Images).toEqual(['https://cdn.example/clean/front.jpg']);
    expect(shown.Videos).toEqual([]);
    expect(shown.ReportUrl).toBeNull();
  });
});
