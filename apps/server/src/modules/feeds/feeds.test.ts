import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ApiKeyCreated, GoodsQueryPage } from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let clerk: string;
/** Stones imported in one go: one instant of change for all of them, more than a batch. */
const IMPORTED = 2_100;

beforeAll(async () => {
  server = await startTestServer();
  clerk = await server.clerkToken();
  const lines = Array.from({ length: IMPORTED }, (_, i) => `FD-${String(i).padStart(5, '0')},BR,${(0.5 + (i % 50) / 100).toFixed(2)},G,VS1,EX,EX,EX,NON,GIA,FD${i},-30`); // prettier-ignore
  const form = new FormData();
  const csv = `Stock #,Shape,Weight,Color,Clarity,Cut,Polish,Symmetry,Fluorescence Intensity,Lab,Certificate #,Discount\n${lines.join('\n')}\n`; // prettier-ignore
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'stock.csv');
  const imported = await fetch(`${server.baseUrl}/api/Admin/Inventory/Import?Category=natural-white&DryRun=false`, { method: 'POST', headers: { authorization: `Bearer ${clerk}` }, body: form }); // prettier-ignore
  expect(imported.status).toBe(200);
}, 120_000);
afterAll(() => server?.close());

/** A buyer at `percent` above the house price, with a key for the catalogue. */
async function buyerWithKey(percent = 0) {
  const buyer = await server.newUser();
  if (percent) {
    const admin = await server.newUser('admin');
    const tier = await server.post<{ Id: number }>('/api/Admin/Tiers/Save', { Name: `Plus ${percent}`, Percent: percent }, { token: admin.token }); // prettier-ignore
    await server.post('/api/Admin/Buyers/SetTier', { UserId: buyer.info.UserId, TierId: tier.body.Data.Id }, { token: admin.token }); // prettier-ignore
  }
  const made = await server.post<ApiKeyCreated>('/api/ApiKey/Create', { Name: 'Feed', Scopes: ['catalogue'] }, { token: buyer.token }); // prettier-ignore
  return { ...buyer, key: made.body.Data.Key };
}

async function feed(key: string, query: string) {
  const response = await fetch(`${server.baseUrl}/api/Feed/Stock?${query}`, { headers: { 'x-api-key': key } }); // prettier-ignore
  return { status: response.status, headers: response.headers, text: await response.text() };
}
const rowsOf = (csv: string) =>
  Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }); // prettier-ignore

describe('stock feed', () => {
  test('every stone for sale, in RapNet’s columns, at the buyer’s price, past a batch', async () => {
    const buyer = await buyerWithKey(10);
    const got = await feed(buyer.key, 'Format=csv');
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const { data, meta } = rowsOf(got.text);
    expect(meta.fields?.slice(0, 6)).toEqual(['Stock #', 'Availability', 'Shape', 'Size', 'Color', 'Fancy Color']); // prettier-ignore
    expect(meta.fields).toEqual(expect.arrayContaining(['Clarity', 'Cut', 'Fluorescence Intensity', 'Lab', 'Certificate #', 'RapNet Price', 'RapNet Discount %', 'Total Price', 'Updated'])); // prettier-ignore
    // Each stone once, in order, every one of the import.
    const stockNos = data.map((row) => row['Stock #']!);
    expect(new Set(stockNos).size).toBe(stockNos.length);
    expect(stockNos.filter((no) => no.startsWith('FD-'))).toHaveLength(IMPORTED);

    // The price is the one this buyer is sent in the shop: their tier's.
    const search = await server.post<GoodsQueryPage>('/api/Diamonds/DiamandsQuery', { PageIndex: 1, PageSize: 5, Keyword: 'FD-00007' }, { token: buyer.token }); // prettier-ignore
    const stone = search.body.Data.List.find((g) => g.StockNo === 'FD-00007')!;
    const row = data.find((r) => r['Stock #'] === 'FD-00007')!;
    expect(row).toMatchObject({ Availability: 'G', Shape: 'Round', Size: String(stone.Weight), Color: 'G', Clarity: 'VS1', Lab: 'GIA', 'Certificate #': 'FD7' }); // prettier-ignore
    expect(Number(row['RapNet Price'])).toBe(stone.PricePerCarat);
    expect(Number(row['Total Price'])).toBe(stone.Price);
    const house = (await buyerWithKey()).key;
    const houseRow = rowsOf((await feed(house, 'Format=csv')).text).data.find((r) => r['Stock #'] === 'FD-00007')!; // prettier-ignore
    expect(Number(row['Total Price'])).toBeCloseTo(Number(houseRow['Total Price']) * 1.1, 1);
  });

  test('IDEX’s column names, and JSON keyed by the same names with the next Since', async () => {
    const { key } = await buyerWithKey();
    const idex = rowsOf((await feed(key, 'Format=csv&Columns=idex')).text);
    expect(idex.meta.fields).toEqual(expect.arrayContaining(['Supplier Stock Ref.', 'Cut', 'Carat', 'Make', 'Grading Lab', 'Certificate Number', 'Price Per Carat', 'Total Price'])); // prettier-ignore
    expect(idex.data.find((r) => r['Supplier Stock Ref.'] === 'FD-00001')).toMatchObject({ Cut: 'Round', Make: 'EX', Availability: 'Available' }); // prettier-ignore

    const json = await feed(key, 'Format=json&Columns=idex');
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = JSON.parse(json.text) as { Success: boolean; Data: { AsOf: string; Stones: Record<string, unknown>[] } }; // prettier-ignore
    expect(body.Success).toBe(true);
    expect(body.Data.AsOf).toBe(json.headers.get('x-feed-as-of'));
    expect(body.Data.Stones).toHaveLength(idex.data.length);
    expect(body.Data.Stones.find((s) => s['Supplier Stock Ref.'] === 'FD-00001')).toMatchObject({ Carat: 0.51, Make: 'EX' }); // prettier-ignore
  });

  test('Since: only what is new, changed, sold or taken off since then, the gone ones unavailable', async () => {
    const { key } = await buyerWithKey();
    const untouched = await server.newStone({ StockNo: 'SINCE-OLD' });
    const taken = await server.newStone({ StockNo: 'SINCE-OFF' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const since = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const fresh = await server.newStone({ StockNo: 'SINCE-NEW' });
    await server.post('/api/Admin/Inventory/SetMarket', { Id: taken.Id, OnMarket: false }, { token: clerk }); // prettier-ignore

    const changes = rowsOf((await feed(key, `Format=csv&Since=${encodeURIComponent(since)}`)).text).data; // prettier-ignore
    expect(changes.map((r) => [r['Stock #'], r.Availability])).toEqual([['SINCE-NEW', 'G'], ['SINCE-OFF', 'NA']]); // prettier-ignore
    expect(changes.some((r) => r['Stock #'] === untouched.StockNo)).toBe(false);
    expect(fresh.StockNo).toBe('SINCE-NEW');
    // The full feed no longer has the stone taken off.
    const all = rowsOf((await feed(key, 'Format=csv')).text).data;
    expect(all.some((r) => r['Stock #'] === 'SINCE-OFF')).toBe(false);
  });

  test('Since across an import: thousands changed at one instant walk through batches, each once', async () => {
    const { key } = await buyerWithKey();
    const changes = rowsOf((await feed(key, `Format=csv&Since=${encodeURIComponent('2000-01-01T00:00:00Z')}`)).text).data; // prettier-ignore
    const imported = changes.filter((r) => r['Stock #']!.startsWith('FD-'));
    expect(imported).toHaveLength(IMPORTED);
    expect(new Set(imported.map((r) => r['Stock #'])).size).toBe(IMPORTED);
  });

  test.each([
    ['an unknown format', 'Format=xml', 'Format'],
    ['an unknown column set', 'Columns=vdb', 'Columns'],
    ['a Since that is not a time', 'Since=yesterday', 'Since'],
    ['a Since in the future', `Since=${encodeURIComponent('2999-01-01T00:00:00Z')}`, 'Since'],
    ['an unknown parameter', 'Limit=5', 'Limit'],
  ])('%s is refused on its field', async (_what, query, field) => {
    const { key } = await buyerWithKey();
    const refused = await feed(key, query);
    expect(refused.status).toBe(400);
    const body = JSON.parse(refused.text) as { Code: string; Data: { Fields: { Path: string }[] } };
    expect(body.Code).toBe('VALIDATION');
    expect(body.Data.Fields[0]!.Path).toBe(`querystring.${field}`);
  });

  test('a key without the catalogue scope, and staff, get no feed', async () => {
    const buyer = await server.newUser();
    const made = await server.post<ApiKeyCreated>('/api/ApiKey/Create', { Name: 'Orders', Scopes: ['orders'] }, { token: buyer.token }); // prettier-ignore
    expect((await feed(made.body.Data.Key, 'Format=csv')).status).toBe(403);
    const staff = await fetch(`${server.baseUrl}/api/Feed/Stock`, { headers: { authorization: `Bearer ${clerk}` } }); // prettier-ignore
    expect(staff.status).toBe(404);
    // A buyer signed in downloads it too.
    const own = await fetch(`${server.baseUrl}/api/Feed/Stock?Format=csv`, { headers: { authorization: `Bearer ${buyer.token}` } }); // prettier-ignore
    expect(own.status).toBe(200);
  });
});
