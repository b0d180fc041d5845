import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GoodsPage, ImportReport, PricedGoods, PricedGoodsPage } from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let clerk: string;
let buyer: string;

beforeAll(async () => {
  server = await startTestServer();
  clerk = await server.clerkToken();
  buyer = (await server.newUser()).token;
});
afterAll(() => server?.close());

async function upload(url: string, csv: string, token = clerk, locale?: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'stock.csv');
  const response = await fetch(server.baseUrl + url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(locale ? { locale } : {}) },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { Code: string; Data: unknown },
  };
}

const importCsv = (csv: string, category = 'natural-white', dryRun = false, locale?: string) =>
  upload(`/api/Admin/Inventory/Import?Category=${category}&DryRun=${dryRun}`, csv, clerk, locale);

const adminQuery = (body: Record<string, unknown>, token = clerk) =>
  server.post<PricedGoodsPage>('/api/Admin/Inventory/Query', body, { token });

// A RapNet-style list: its column names, its abbreviations (BR, VG, NON), a total price.
const RAPNET = `Stock #,Shape,Weight,Color,Clarity,Cut,Polish,Symmetry,Fluorescence Intensity,Lab,Certificate #,Measurements,Depth %,Table %,Discount,Location
RN-001,BR,1.01,G,VS1,EX,EX,EX,NON,GIA,6401000001,6.41 x 6.45 x 3.98,61.9,57,-32.5,HK
RN-002,Pear,0.72,F,SI1,,VG,G,Faint,IGI,LG6401000002,8.10x5.20x3.20,62.5,58,-41,Mumbai
RN-003,OV,1.50,H,VVS2,,EX,VG,Medium,HRD,6401000003,8.9-6.2x3.8,60.1,59,-28,Antwerp
RN-004,BR,1.20,Q+,VS1,EX,EX,EX,NON,GIA,6401000004,,,,-30,HK
RN-005,Hexagon,0.90,E,VS2,,EX,EX,NON,GIA,6401000005,,,,-25,HK
`;

describe('stock-list import', () => {
  test('a RapNet list: good lines upserted, bad lines reported by column', async () => {
    const { status, body } = await importCsv(RAPNET);
    expect(status).toBe(200);
    const report = body.Data as ImportReport;
    expect(report).toMatchObject({ Lines: 5, Created: 3, Updated: 0, DryRun: false });
    expect(report.Refused).toEqual([
      {
        Line: 5,
        StockNo: 'RN-004',
        Problems: [{ Field: 'Color', Message: 'Invalid value: "Q+"' }],
      },
      {
        Line: 6,
        StockNo: 'RN-005',
        Problems: [{ Field: 'Shape', Message: 'Invalid value: "Hexagon"' }],
      },
    ]);

    const found = await adminQuery({
      Keyword: 'RN-00',
      Sort: { Field: 'CreatedAt', Order: 'asc' },
    });
    const [first, second, third] = found.body.Data.List;
    expect(first).toMatchObject({
      StockNo: 'RN-001', Shape: 'round', Weight: 1.01, Fluorescence: 'None', Location: 'Hong Kong',
      Length: 6.41, Width: 6.45, Height: 3.98, DepthPct: 61.9, TablePct: 57, Discount: -32.5,
      PricingBasis: 'discount', ReportUrl: 'https://www.gia.edu/report-check?reportno=6401000001',
    }); // prettier-ignore
    expect(second).toMatchObject({
      Shape: 'pear',
      Polish: 'VG',
      Fluorescence: 'Faint',
      Lab: 'IGI',
    });
    expect(third).toMatchObject({ Shape: 'oval', Location: 'Belgium', Length: 8.9, Height: 3.8 });
  });

  test('importing again updates by stock number, creating nothing', async () => {
    const changed = RAPNET.replace('RN-001,BR,1.01,G', 'RN-001,BR,1.01,F');
    const report = (await importCsv(changed)).body.Data as ImportReport;
    expect(report).toMatchObject({ Created: 0, Updated: 3 });
    const found = await adminQuery({ Keyword: 'RN-001' });
    expect(found.body.Data.List[0]!.Color).toBe('F');
  });

  test('the report speaks the clerk’s language', async () => {
    const report = (await importCsv(RAPNET, 'natural-white', true, 'zh-CN')).body
      .Data as ImportReport;
    expect(report.Refused[0]!.Problems[0]!.Message).toBe('无效的值: "Q+"');
  });

  test('a dry run reports and changes nothing', async () => {
    const csv = 'Stock #,Shape,Carat,Colour,Clarity,Price/ct\nDRY-1,Round,0.5,D,IF,9000\n';
    const report = (await importCsv(csv, 'natural-white', true)).body.Data as ImportReport;
    expect(report).toMatchObject({ Lines: 1, Created: 1, DryRun: true, Refused: [] });
    expect((await adminQuery({ Keyword: 'DRY-1' })).body.Data.Total).toBe(0);
  });

  test('aliases: Nivoda-style names, per-carat prices, a stone total, parcels and seeds', async () => {
    const csv = [
      'StockID,Category,Shape,Carats,Colour,Clarity,Total Price,$/ct,Qty,MOQ,Image',
      'NV-1,natural-white,Cushion,2.00,E,VS2,"30,000.00",,,,https://img.example/nv1.jpg',
      'NV-2,parcel,Round,0.02,G,VS1,,450,150,5,',
    ].join('\n');
    const report = (await importCsv(csv)).body.Data as ImportReport;
    expect(report).toMatchObject({ Created: 2, Refused: [] });
    const [stone] = (await adminQuery({ Keyword: 'NV-1' })).body.Data.List;
    expect(stone).toMatchObject({
      Shape: 'cushion',
      PricePerCarat: 15000,
      Price: 30000,
      HasImage: true,
    });
    const [parcel] = (await adminQuery({ Keyword: 'NV-2' })).body.Data.List;
    expect(parcel).toMatchObject({
      Category: 'parcel', PricePerCarat: 450, Price: 450, Stock: 150, MinBuy: 5, StockUnit: 'carat',
    }); // prettier-ignore
  });

  test('quality columns as suppliers write them: eye clean, BGM, black inclusions, shade, milky', async () => {
    const csv = [
      'Stock #,Shape,Weight,Color,Clarity,Discount,EC,No BGM,Black Inclusions,Shade,Milky',
      'QF-1,BR,1.00,G,VS1,-30,Yes,No BGM,None,NONE,None',
      'QF-2,BR,1.00,G,SI2,-30,N,BGM,BT 2,Brown,Light',
      'QF-3,BR,1.00,G,SI1,-30,Y,,bc0,,',
      'QF-4,BR,1.00,G,SI1,-30,maybe,,BT9,,',
    ].join('\n');
    // Under a "No BGM" header a plain Yes means no BGM, and No means BGM.
    const negated = ['Stock #,Shape,Weight,Color,Clarity,Discount,No BGM', 'QF-5,BR,1.00,G,VS1,-30,Yes', 'QF-6,BR,1.00,G,VS1,-30,No'].join('\n'); // prettier-ignore
    expect((await importCsv(negated)).body.Data).toMatchObject({ Created: 2 });
    const report = (await importCsv(csv)).body.Data as ImportReport;
    expect(report).toMatchObject({ Created: 3 });
    // Refused on the clerk's own column names.
    expect(report.Refused.map((line) => [line.Line, line.Problems.map((p) => p.Field)])).toEqual([
      [5, ['EC', 'Black Inclusions']],
    ]);
    const read = async (stockNo: string) => (await adminQuery({ Keyword: stockNo })).body.Data.List[0]; // prettier-ignore
    expect(await read('QF-1')).toMatchObject({ EyeClean: 'yes', Bgm: 'no', BlackInclusion: 'none', Shade: 'none', Milky: 'none' }); // prettier-ignore
    expect(await read('QF-2')).toMatchObject({ EyeClean: 'no', Bgm: 'yes', BlackInclusion: 'BT2', Shade: 'brown', Milky: 'light' }); // prettier-ignore
    expect(await read('QF-3')).toMatchObject({ EyeClean: 'yes', Bgm: null, BlackInclusion: 'BC0' });
    expect(await read('QF-5')).toMatchObject({ Bgm: 'no' });
    expect(await read('QF-6')).toMatchObject({ Bgm: 'yes' });
    // And they come back out under their own headers.
    const exported = await fetch(`${server.baseUrl}/api/Admin/Inventory/Export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${clerk}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Keyword: 'QF-1' }),
    }).then((r) => r.text());
    const [header, line] = exported.trim().split(/\r?\n/);
    const cell = (name: string) => line!.split(',')[header!.split(',').indexOf(name)];
    expect([cell('Eye Clean'), cell('BGM'), cell('Black Inclusion')]).toEqual([
      'yes',
      'no',
      'none',
    ]);
  });

  test('the same stock number twice in one file: the second is refused', async () => {
    const csv =
      'Stock #,Shape,Weight,Color,Clarity,Discount\nDUP-1,BR,1,G,VS1,-30\ndup-1,BR,1,H,VS1,-30\n';
    const report = (await importCsv(csv)).body.Data as ImportReport;
    expect(report.Created).toBe(1);
    expect(report.Refused).toEqual([
      { Line: 3, StockNo: 'DUP-1', Problems: [{ Field: 'Stock #', Message: 'This stock number already appears on line 2' }] },
    ]); // prettier-ignore
  });

  test.each([
    ['a file without a stock number column', 'Shape,Weight\nBR,1\n', 'CSV_NO_STOCK_NO'],
    ['a file with no lines', 'Stock #,Shape,Weight\n', 'CSV_EMPTY'],
    ['a broken file', 'Stock #,Shape,Weight\n"BR-1,BR,1\nBR-2,BR,1\n', 'CSV_MALFORMED'],
    ['a binary file', 'Stock #\u0000\u0001\u0002', 'CSV_MALFORMED'],
  ])('%s is refused whole, importing nothing', async (_name, csv, code) => {
    const before = (await adminQuery({})).body.Data.Total;
    const { status, body } = await importCsv(csv);
    expect(status).toBe(400);
    expect(body.Code).toBe(code);
    expect((await adminQuery({})).body.Data.Total).toBe(before);
  });

  test('an unknown category or a missing file is a 400', async () => {
    expect((await upload('/api/Admin/Inventory/Import?Category=gold', 'x')).status).toBe(400);
    const response = await server.post(
      '/api/Admin/Inventory/Import?Category=parcel',
      {},
      { token: clerk },
    );
    expect(response.status).toBe(400);
  });
});

describe('360° views', () => {
  test('a stock list gives frames one by one or as a numbered range; they come back out the same', async () => {
    const csv = [
      'Stock #,Shape,Weight,Color,Clarity,Discount,360',
      'SPIN-1,BR,1.00,G,VS1,-30,https://cdn.example/SPIN-1/{0..35}.jpg',
      'SPIN-2,BR,1.00,G,VS1,-30,https://cdn.example/a.jpg https://cdn.example/b.jpg',
      'SPIN-3,BR,1.00,G,VS1,-30,https://cdn.example/SPIN-3/{0..400}.jpg',
    ].join('\n');
    const report = (await importCsv(csv)).body.Data as ImportReport;
    expect(report.Created).toBe(2);
    expect(report.Refused.map((line) => [line.StockNo, line.Problems.map((p) => p.Field)])).toEqual([['SPIN-3', ['360']]]); // prettier-ignore
    const [spin] = (await adminQuery({ Keyword: 'SPIN-1' })).body.Data.List;
    expect(spin!.Has360).toBe(true);
    expect(spin!.Frames).toHaveLength(36);
    expect([spin!.Frames[0], spin!.Frames[35]]).toEqual(['https://cdn.example/SPIN-1/0.jpg', 'https://cdn.example/SPIN-1/35.jpg']); // prettier-ignore
    expect((await adminQuery({ Keyword: 'SPIN-2' })).body.Data.List[0]!.Frames).toEqual(['https://cdn.example/a.jpg', 'https://cdn.example/b.jpg']); // prettier-ignore
  });

  test('the drawn stones turn: a frame is the same shape with the light moved', async () => {
    const frame = (angle: number) => fetch(`${server.baseUrl}/media/stones/oval.svg?tint=pink&depth=0.8&angle=${angle}`); // prettier-ignore
    const [a, b] = await Promise.all([frame(0), frame(90)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.text()).not.toBe(await b.text());
    expect((await frame(360)).status).toBe(400);
    expect((await fetch(`${server.baseUrl}/media/stones/oval.svg?depth=2`)).status).toBe(400);
  });
});

describe('export', () => {
  test('a supplier’s formula is written as text; signed numbers stay numbers', async () => {
    const csv = [
      'Stock #,Shape,Weight,Color,Clarity,Discount,Comments',
      'FX-1,BR,1.00,G,VS1,-30,"=HYPERLINK(""http://evil.example"",""Click"")"',
      'FX-2,BR,1.00,G,VS1,-31,@SUM(1+1)',
      'FX-3,BR,1.00,G,VS1,-32,+cmd|calc',
    ].join('\n');
    expect((await importCsv(csv)).body.Data).toMatchObject({ Created: 3 });
    const exported = await fetch(`${server.baseUrl}/api/Admin/Inventory/Export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${clerk}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Keyword: 'FX-' }),
    }).then((r) => r.text());
    const rows = Papa.parse<string[]>(exported.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data; // prettier-ignore
    const [header, ...lines] = rows;
    const column = (name: string) => lines.map((line) => line[header!.indexOf(name)]).sort();
    expect(column('Discount')).toEqual(['-30', '-31', '-32']);
    const comments = column(header!.find((name) => /comment|description/i.test(name))!);
    expect(comments).toEqual([
      "'+cmd|calc",
      '\'=HYPERLINK("http://evil.example","Click")',
      "'@SUM(1+1)",
    ]);
    for (const line of exported.split(/\r\n/)) expect(line).not.toMatch(/(^|,)"?[=+@]/);
  });

  test('the current filter as a CSV that imports back unchanged', async () => {
    const response = await fetch(`${server.baseUrl}/api/Admin/Inventory/Export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${clerk}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Keyword: 'RN-00' }),
    });
    expect(response.headers.get('content-type')).toContain('text/csv');
    const csv = (await response.text()).replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^Stock #,Category,Shape,Weight,Color,Clarity/);
    expect(lines).toHaveLength(4);
    const before = (await adminQuery({ Keyword: 'RN-00' })).body.Data.List;
    const report = (await importCsv(csv)).body.Data as ImportReport;
    expect(report).toMatchObject({ Created: 0, Updated: 3, Refused: [] });
    const after = (await adminQuery({ Keyword: 'RN-00' })).body.Data.List;
    const comparable = (list: PricedGoods[]) => list.map(({ Id: _id, ...rest }) => rest);
    expect(comparable(after)).toEqual(comparable(before));
  });
});

describe('editing stock', () => {
  test('edit a stone, take it off the market and back; the shop follows', async () => {
    const stone = await server.newStone({ StockNo: 'ED-1' });
    const shop = () =>
      server.post<GoodsPage>('/api/Diamonds/DiamandsQuery', { Keyword: 'ED-1' }, { token: buyer });
    expect((await shop()).body.Data.Total).toBe(1);

    const off = await server.post<PricedGoods>('/api/Admin/Inventory/SetMarket', { Id: stone.Id, OnMarket: false }, { token: clerk }); // prettier-ignore
    expect(off.body.Data).toMatchObject({ OnMarket: false, Available: false });
    expect((await shop()).body.Data.Total).toBe(0);
    expect((await adminQuery({ Keyword: 'ED-1', Market: 'off' })).body.Data.Total).toBe(1);
    await server.post(
      '/api/Admin/Inventory/SetMarket',
      { Id: stone.Id, OnMarket: true },
      { token: clerk },
    );
    expect((await shop()).body.Data.Total).toBe(1);

    const record = await server.post<Record<string, unknown>>('/api/Admin/Inventory/Record', { Id: stone.Id }, { token: clerk }); // prettier-ignore
    const { Id, ...fields } = record.body.Data;
    const saved = await server.post<PricedGoods>(
      '/api/Admin/Inventory/Save',
      { Id, Record: { ...fields, PricingBasis: 'weight', Discount: null, PricePerCarat: 5555.55 } },
      { token: clerk },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.Data).toMatchObject({
      PricingBasis: 'weight',
      PricePerCarat: 5555.55,
      Price: 5555.55,
    });
  });

  test('a new record may not take a stock number in use, nor may an edit', async () => {
    const first = await server.newStone({ StockNo: 'TAKEN-1' });
    await server.newStone({ StockNo: 'TAKEN-2' });
    const created = await server.post(
      '/api/Admin/Inventory/Save',
      { Record: { Category: 'natural-white', StockNo: 'taken-1', Shape: 'round', Weight: 2, Color: 'D', Clarity: 'IF', PricingBasis: 'weight', PricePerCarat: 1 } },
      { token: clerk },
    ); // prettier-ignore
    expect(created.status).toBe(400);
    expect(created.body.Data).toEqual({
      Fields: [
        { Path: 'Record.StockNo', Message: 'Another stock record already has this stock number' },
      ],
    });
    const record = await server.post<Record<string, unknown>>('/api/Admin/Inventory/Record', { Id: first.Id }, { token: clerk }); // prettier-ignore
    const { Id, ...fields } = record.body.Data;
    const renamed = await server.post('/api/Admin/Inventory/Save', { Id, Record: { ...fields, StockNo: 'TAKEN-2' } }, { token: clerk }); // prettier-ignore
    expect(renamed.status).toBe(400);
    const unchanged = await server.post<PricedGoods>(
      '/api/Diamonds/Detail',
      { Id: first.Id },
      { token: buyer },
    );
    expect(unchanged.body.Data).toMatchObject({ StockNo: 'TAKEN-1', Weight: 1 });
  });

  test('a bad record is refused field by field', async () => {
    const response = await server.post(
      '/api/Admin/Inventory/Save',
      {
        Record: {
          Category: 'natural-white',
          StockNo: 'BAD 1',
          Weight: 0,
          PricingBasis: 'discount',
        },
      },
      { token: clerk },
    );
    expect(response.status).toBe(400);
    const paths = (response.body.Data as { Fields: { Path: string }[] }).Fields.map((f) => f.Path);
    expect(paths).toEqual(expect.arrayContaining(['Record.StockNo', 'Record.Weight']));
  });

  test('a buyer does not see the back office', async () => {
    expect((await adminQuery({}, buyer)).status).toBe(404);
    expect(
      (await upload('/api/Admin/Inventory/Import?Category=parcel', RAPNET, buyer)).status,
    ).toBe(404);
  });
});
