import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  CertificateGoods,
  Goods,
  PricedGoods,
  GoodsPage,
  ParcelMatchResult,
  RingSettingPage,
  SearchResult,
  StockInput,
} from '@facet/contract';
import { Goods as GoodsSchema, labelOf } from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { ringSettings } from '../inventory/inventory.table';
import { generateRingSetting } from '../../demo/ring-settings';

let server: TestServer;
let buyer: string;
const stones: Record<string, PricedGoods> = {};

const stone = async (key: string, record: Partial<StockInput>) => {
  stones[key] = await server.newStone({ StockNo: `NW-${key}`, ...record });
};

beforeAll(async () => {
  server = await startTestServer();
  buyer = (await server.newUser()).token;
  // A known stock list: every filter below is checked against it.
  await stone('A', {
    Weight: 0.5,
    Color: 'D',
    Clarity: 'IF',
    Discount: -20,
    CertificateNo: '2201000001',
    EyeClean: 'yes',
    Bgm: 'no',
    BlackInclusion: 'none',
  });
  await stone('B', {
    Images: ['/media/stones/round.svg?tint=white'],
    Video: 'https://video.example/b.mp4',
    CertificateNo: '2201000002',
    // No BGM column: shade and milky both none say it.
    EyeClean: 'yes',
    Shade: 'none',
    Milky: 'none',
    BlackInclusion: 'BT1',
  });
  await stone('C', {
    Shape: 'oval', Weight: 1.5, Color: 'H', Clarity: 'SI1', Cut: 'VG', Polish: 'G', Symmetry: 'VG',
    Fluorescence: 'Medium', Lab: 'IGI', CertificateNo: 'LG55500001', Location: 'India',
    Discount: -40, TablePct: 58, DepthPct: 62.1, EyeClean: 'no', Shade: 'brown', Milky: 'none',
    BlackInclusion: 'BC0',
  }); // prettier-ignore
  await stone('D', {
    Shape: 'pear', Weight: 2.1, Color: 'J', Clarity: 'I1', Fluorescence: 'Strong', Lab: 'HRD',
    CertificateNo: '2201000004', Location: 'Mumbai', Discount: -50, OnMarket: false,
  }); // prettier-ignore
  await stone('E', {
    Shape: 'emerald', Weight: 0.3, Color: 'E', Clarity: 'VVS2', Cut: null, Fluorescence: 'Faint',
    Lab: 'AGS', CertificateNo: '2201000005', Location: 'Belgium', PricingBasis: 'weight',
    Discount: null, PricePerCarat: 4000, Bgm: 'yes', Shade: 'none', Milky: 'none',
  }); // prettier-ignore
  await stone('L1', { Category: 'lab-white', Weight: 1.2, Color: 'F', Clarity: 'VS2', Process: 'CVD', Lab: 'IGI', CertificateNo: 'LG55500002', Discount: -80 }); // prettier-ignore
  await stone('L2', {
    Category: 'lab-white', Shape: 'cushion', Weight: 2, Color: 'E', Clarity: 'VVS1',
    Process: 'HPHT', CertificateNo: '2201000007', Discount: -85, MadeToOrder: true, Stock: 0,
  }); // prettier-ignore
  await stone('F1', {
    Category: 'natural-fancy', Shape: 'pear', Weight: 0.8, Color: null, Clarity: 'VS2',
    FancyColor: 'yellow', Intensity: 'Fancy Intense', Overtone: 'none', PricingBasis: 'weight',
    Discount: null, PricePerCarat: 9000, CertificateNo: '2201000008',
  }); // prettier-ignore
  await stone('F2', {
    Category: 'lab-fancy', Shape: 'oval', Color: null, FancyColor: 'pink', Intensity: 'Fancy Vivid',
    Overtone: 'purplish', PricingBasis: 'weight', Discount: null, PricePerCarat: 1500,
    CertificateNo: '2201000009',
  }); // prettier-ignore
  const parcel = (key: string, p: Partial<StockInput>) =>
    stone(key, {
      Category: 'parcel', Shape: 'round', Weight: 0.02, Color: 'G', Clarity: 'VS1', Cut: null,
      Lab: null, CertificateNo: null, PricingBasis: 'weight', Discount: null, ...p,
    }); // prettier-ignore
  await parcel('P1', { Stock: 10, MinBuy: 2, PricePerCarat: 500 });
  await parcel('P2', { Weight: 0.03, Stock: 4, MinBuy: 1, PricePerCarat: 300 });
  await parcel('P3', { Color: 'F', Clarity: 'VS2', Stock: 20, MinBuy: 5, PricePerCarat: 400 });
  await stone('S1', {
    Category: 'seed', Shape: null, Weight: 0.09, Color: null, Clarity: null, Cut: null, Polish: null,
    Symmetry: null, Fluorescence: null, Lab: null, CertificateNo: null, SeedShape: 'square',
    Orientation: '100', Grade: 'A', Process: 'CVD', Length: 7, Width: 7, Thickness: 0.5,
    PricingBasis: 'piece', Discount: null, Price: 25, Stock: 100, MinBuy: 10, MadeToOrder: true,
  }); // prettier-ignore
  await stone('R1', {
    Category: 'rough', Shape: null, Weight: 3, Color: 'F', Clarity: null, Cut: null, Polish: null,
    Symmetry: null, Fluorescence: null, Lab: null, CertificateNo: null, Grade: 'B', Process: 'CVD',
    PricingBasis: 'grain', Discount: null, Price: 600, Stock: 5,
  }); // prettier-ignore
  await server.db
    .insert(ringSettings)
    .values(Array.from({ length: 8 }, (_, i) => generateRingSetting(i, 3)));
});
afterAll(() => server?.close());

const query = <T = GoodsPage>(path: string, body: unknown, token = buyer, locale?: 'zh-CN') =>
  server.post<T>(`/api/${path}`, body, { token, locale });
const stockNos = (page: GoodsPage) => page.List.map((g) => g.StockNo).sort();

describe('category queries', () => {
  test('need a session', async () => {
    const response = await server.post('/api/Diamonds/DiamandsQuery', {});
    expect(response.status).toBe(401);
  });

  test.each([
    ['Diamonds/DiamandsQuery', ['NW-A', 'NW-B', 'NW-C', 'NW-E']],
    ['Diamonds/ArtificialDiamandsQuery', ['NW-L1', 'NW-L2']],
    ['Diamonds/FancyDiamondQuery', ['NW-F1', 'NW-F2']],
    ['Diamonds/ParcelQuery', ['NW-P1', 'NW-P2', 'NW-P3']],
    ['Diamonds/SeedCrystalQuery', ['NW-S1']],
    ['Diamonds/BlankQuery', ['NW-R1']],
  ])('%s lists its own category, on the market only', async (path, expected) => {
    const { status, body } = await query(path, {});
    expect(status).toBe(200);
    expect(stockNos(body.Data)).toEqual(expected);
    expect(body.Data.Total).toBe(expected.length);
  });

  test.each([
    [{ Origin: 'natural' }, ['NW-F1']],
    [{ Origin: 'lab' }, ['NW-F2']],
  ])('fancy colours by origin %j', async (filter, expected) => {
    expect(stockNos((await query('Diamonds/FancyDiamondQuery', filter)).body.Data)).toEqual(
      expected,
    );
  });
});

describe('every filter, on the known list', () => {
  test.each<[string, string, Record<string, unknown>, string[]]>([
    ['shape', 'DiamandsQuery', { Shape: ['round'] }, ['NW-A', 'NW-B']],
    ['colour', 'DiamandsQuery', { Color: ['D', 'E'] }, ['NW-A', 'NW-E']],
    ['clarity', 'DiamandsQuery', { Clarity: ['VS1', 'SI1'] }, ['NW-B', 'NW-C']],
    ['cut', 'DiamandsQuery', { Cut: ['EX'] }, ['NW-A', 'NW-B']],
    ['polish', 'DiamandsQuery', { Polish: ['G'] }, ['NW-C']],
    ['symmetry', 'DiamandsQuery', { Symmetry: ['VG'] }, ['NW-C']],
    ['fluorescence', 'DiamandsQuery', { Fluorescence: ['Faint', 'Medium'] }, ['NW-C', 'NW-E']],
    ['lab', 'DiamandsQuery', { Lab: ['IGI', 'AGS'] }, ['NW-C', 'NW-E']],
    ['location', 'DiamandsQuery', { Location: ['India'] }, ['NW-C']],
    ['weight range', 'DiamandsQuery', { WeightMin: 1, WeightMax: 1.5 }, ['NW-B', 'NW-C']],
    ['price per carat range', 'DiamandsQuery', { PriceMin: 4000, PriceMax: 4000 }, ['NW-E']],
    ['table range', 'DiamandsQuery', { TableMin: 57, TableMax: 59 }, ['NW-C']],
    ['depth range', 'DiamandsQuery', { DepthMin: 62 }, ['NW-C']],
    ['has image', 'DiamandsQuery', { HasImage: true }, ['NW-B']],
    ['has video', 'DiamandsQuery', { HasVideo: true }, ['NW-B']],
    ['no video', 'DiamandsQuery', { HasVideo: false }, ['NW-A', 'NW-C', 'NW-E']],
    ['eye clean only', 'DiamandsQuery', { EyeClean: true }, ['NW-A', 'NW-B']],
    ['no BGM: said, or shade and milky none', 'DiamandsQuery', { NoBgm: true }, ['NW-A', 'NW-B']],
    ['free of black inclusions (none, BT0, BC0)', 'DiamandsQuery', { NoBlackInclusion: true }, ['NW-A', 'NW-C']], // prettier-ignore
    // The same three where a keyword sends the query to the database instead of the index.
    ['eye clean, by the database', 'DiamandsQuery', { EyeClean: true, Keyword: 'NW-' }, ['NW-A', 'NW-B']], // prettier-ignore
    ['no BGM, by the database', 'DiamandsQuery', { NoBgm: true, Keyword: 'NW-' }, ['NW-A', 'NW-B']], // prettier-ignore
    ['no black, by the database', 'DiamandsQuery', { NoBlackInclusion: true, Keyword: 'NW-' }, ['NW-A', 'NW-C']], // prettier-ignore
    ['stock number keyword', 'DiamandsQuery', { Keyword: 'nw-b' }, ['NW-B']],
    ['certificate keyword', 'DiamandsQuery', { Keyword: 'LG555' }, ['NW-C']],
    ['fancy colour', 'FancyDiamondQuery', { FancyColor: ['yellow'] }, ['NW-F1']],
    ['intensity', 'FancyDiamondQuery', { Intensity: ['Fancy Vivid'] }, ['NW-F2']],
    ['overtone', 'FancyDiamondQuery', { Overtone: ['purplish'] }, ['NW-F2']],
    ['process', 'ArtificialDiamandsQuery', { Process: ['HPHT'] }, ['NW-L2']],
    ['seed shape', 'SeedCrystalQuery', { SeedShape: ['square'] }, ['NW-S1']],
    ['orientation', 'SeedCrystalQuery', { Orientation: ['110'] }, []],
    ['material grade', 'BlankQuery', { Grade: ['B'] }, ['NW-R1']],
    ['length', 'SeedCrystalQuery', { LengthMin: 6, LengthMax: 8 }, ['NW-S1']],
    ['width', 'SeedCrystalQuery', { WidthMin: 8 }, []],
    ['thickness', 'SeedCrystalQuery', { ThicknessMax: 0.4 }, []],
    [
      'combined',
      'DiamandsQuery',
      { Shape: ['round', 'oval'], Color: ['G', 'H'], WeightMin: 1.2 },
      ['NW-C'],
    ],
  ])('%s', async (_name, path, filter, expected) => {
    const { status, body } = await query(`Diamonds/${path}`, filter);
    expect(status).toBe(200);
    expect(stockNos(body.Data)).toEqual(expected);
    expect(body.Data.Total).toBe(expected.length);
  });
});

describe('sorting and paging', () => {
  test.each<[string, 'asc' | 'desc', string[]]>([
    ['Weight', 'asc', ['NW-E', 'NW-A', 'NW-B', 'NW-C']],
    ['Weight', 'desc', ['NW-C', 'NW-B', 'NW-A', 'NW-E']],
    ['Color', 'asc', ['NW-A', 'NW-E', 'NW-B', 'NW-C']],
    ['Clarity', 'desc', ['NW-C', 'NW-B', 'NW-E', 'NW-A']],
    ['CreatedAt', 'desc', ['NW-E', 'NW-C', 'NW-B', 'NW-A']],
  ])('by %s %s', async (Field, Order, expected) => {
    const { body } = await query('Diamonds/DiamandsQuery', { Sort: { Field, Order } });
    expect(body.Data.List.map((g) => g.StockNo)).toEqual(expected);
  });

  test('by price: every page follows the last, none overlaps, Total counts them all', async () => {
    const seen: Goods[] = [];
    for (let page = 1; page <= 3; page++) {
      const { body } = await query('Diamonds/DiamandsQuery', {
        Sort: { Field: 'Price', Order: 'asc' },
        PageIndex: page,
        PageSize: 2,
      });
      expect(body.Data.Total).toBe(4);
      seen.push(...body.Data.List);
    }
    expect(seen).toHaveLength(4);
    expect(new Set(seen.map((g) => g.Id)).size).toBe(4);
    const prices = seen.map((g) => g.Price);
    expect(prices).toEqual([...prices].sort((a, b) => a! - b!));
  });

  test.each([
    ['newest first', {}],
    ['a weight range by price', { WeightMin: 0.1, Sort: { Field: 'Price', Order: 'asc' } }],
  ])('a page past the end is empty, with the true Total (%s)', async (_, filter) => {
    for (const PageIndex of [3, 9]) {
      const { body } = await query('Diamonds/DiamandsQuery', { ...filter, PageIndex, PageSize: 2 });
      expect(body.Data).toMatchObject({ List: [], Total: 4, PageIndex, PageSize: 2 });
    }
  });

  test('a weight range by price: its first page and its count', async () => {
    const { body } = await query('Diamonds/DiamandsQuery', {
      WeightMin: 0.1,
      Sort: { Field: 'Price', Order: 'desc' },
      PageSize: 3,
    });
    expect(body.Data.Total).toBe(4);
    const prices = body.Data.List.map((g) => g.Price);
    expect(prices).toHaveLength(3);
    expect(prices).toEqual([...prices].sort((a, b) => b! - a!));
  });
});

describe('bad queries are 400 with field paths, in the buyer’s language', () => {
  test.each<[string, Record<string, unknown>, string, string]>([
    ['an unknown grade', { Color: ['D', 'Q+'] }, 'Color.1', 'Invalid value'],
    [
      'an inverted range',
      { WeightMin: 2, WeightMax: 1 },
      'WeightMax',
      'The maximum must not be below the minimum',
    ],
    ['more than 100 a page', { PageSize: 101 }, 'PageSize', 'At most 100 items per page'],
    ['an empty keyword', { Keyword: '   ' }, 'Keyword', 'Search text cannot be empty'],
    ['an unknown field', { Colour: ['D'] }, 'Colour', 'Unknown field'],
    [
      'an unknown sort',
      { Sort: { Field: 'Sparkle', Order: 'asc' } },
      'Sort.Field',
      'Invalid value',
    ],
    ['a negative weight', { WeightMin: -1 }, 'WeightMin', 'Invalid value'],
  ])('%s', async (_name, body, path, message) => {
    const response = await query('Diamonds/DiamandsQuery', body);
    expect(response.status).toBe(400);
    expect(response.body.Code).toBe('VALIDATION');
    expect(response.body.Data).toEqual({ Fields: [{ Path: path, Message: message }] });
  });

  test('in Simplified Chinese', async () => {
    const response = await query(
      'Diamonds/DiamandsQuery',
      { WeightMin: 3, WeightMax: 1 },
      buyer,
      'zh-CN',
    );
    expect(response.body.Data).toEqual({
      Fields: [{ Path: 'WeightMax', Message: '最大值不能小于最小值' }],
    });
  });
});

describe('details', () => {
  test('a stone with every attribute group, its report link and prices', async () => {
    const { status, body } = await query<PricedGoods>('Diamonds/Detail', { Id: stones.C!.Id });
    expect(status).toBe(200);
    expect(body.Data).toMatchObject({
      StockNo: 'NW-C',
      Shape: 'oval',
      Weight: 1.5,
      Lab: 'IGI',
      ReportUrl: 'https://www.igi.org/verify-your-report/?r=LG55500001',
      TablePct: 58,
      DepthPct: 62.1,
      PricingBasis: 'discount',
      Discount: -40,
      Available: true,
      IsCollected: false,
    });
    // By discount: price per carat = list × (1 − 40 %), the stone = that × 1.5 ct, DDP + 6.5 %.
    const { ListPrice, PricePerCarat, Price, DdpPrice } = body.Data;
    expect(PricePerCarat).toBeCloseTo(ListPrice! * 0.6, 2);
    expect(Price).toBeCloseTo(PricePerCarat * 1.5, 2);
    expect(DdpPrice).toBeCloseTo(Price * 1.065, 2);
  });

  test('every field of the contract’s PricedGoods, no more and no fewer, on details and lists', async () => {
    const detail = await query<PricedGoods>('Diamonds/Detail', { Id: stones.B!.Id });
    const list = await query<GoodsPage>('Diamonds/DiamandsQuery', { Keyword: 'NW-B' });
    const fields = Object.keys(GoodsSchema.shape).sort();
    expect(Object.keys(detail.body.Data).sort()).toEqual(fields);
    expect(Object.keys(list.body.Data.List[0]!).sort()).toEqual(fields);
    expect(detail.body.Data).toMatchObject({
      Images: ['/media/stones/round.svg?tint=white'],
      Video: 'https://video.example/b.mp4',
      HasImage: true,
      HasVideo: true,
      Girdle: null,
    });
  });

  test('a made-to-order stone out of stock is listed with its arrival', async () => {
    const { body } = await query<PricedGoods>('Diamonds/Detail', { Id: stones.L2!.Id });
    expect(body.Data).toMatchObject({ Stock: 0, ArrivalDays: 20, Available: true });
  });

  test('an off-market stone still opens (from favourites), marked unavailable', async () => {
    const { body } = await query<PricedGoods>('Diamonds/Detail', { Id: stones.D!.Id });
    expect(body.Data).toMatchObject({ OnMarket: false, Available: false });
  });

  test('an unknown id is 404', async () => {
    expect((await query('Diamonds/Detail', { Id: 999_999 })).status).toBe(404);
  });
});

describe('certificate enquiry', () => {
  test('finds the stone and the lab’s own check', async () => {
    const { body } = await query<PricedGoods[]>('Diamonds/CertificateQuery', {
      CertificateNo: ' 2201000002 ',
    });
    expect(body.Data.map((g) => [g.StockNo, g.ReportUrl])).toEqual([
      ['NW-B', 'https://www.gia.edu/report-check?reportno=2201000002'],
    ]);
  });

  test('a stone sold into an order or off the market is still found, marked unavailable', async () => {
    const sold = await server.newStone({ StockNo: 'NW-SOLD', CertificateNo: '2201000099' });
    await server.newOrder([{ GoodsId: sold.Id }]);
    const ordered = await query<PricedGoods[]>('Diamonds/CertificateQuery', {
      CertificateNo: '2201000099',
    });
    expect(ordered.body.Data.map((g) => [g.StockNo, g.Available, g.Stock])).toEqual([
      ['NW-SOLD', false, 0],
    ]);
    const offMarket = await query<PricedGoods[]>('Diamonds/CertificateQuery', {
      CertificateNo: '2201000004',
    });
    expect(offMarket.body.Data.map((g) => [g.StockNo, g.Available])).toEqual([['NW-D', false]]);
  });

  test('each stone says where it stands: on sale, on hold, in an order, sold, off the market', async () => {
    const standing = async (CertificateNo: string, token = buyer) => {
      const { status, body } = await query<CertificateGoods[]>(
        'Diamonds/CertificateQuery',
        { CertificateNo },
        token,
      );
      expect(status).toBe(200);
      return body.Data.map((g) => [g.StockNo, g.Standing]);
    };
    // Hearts of 0.4 ct K: none of the searches below would find them.
    const stoneWith = (key: string, CertificateNo: string) =>
      server.newStone({ StockNo: `NW-ST-${key}`, CertificateNo, Shape: 'heart', Weight: 0.4, Color: 'K' }); // prettier-ignore

    expect(await standing('2201000002')).toEqual([['NW-B', 'on_sale']]);
    expect(await standing('2201000004')).toEqual([['NW-D', 'off_market']]);

    const held = await stoneWith('HELD', '2201000201');
    const holder = await server.newUser();
    await server.post('/api/Hold/Add', { GoodsId: held.Id }, { token: holder.token });
    expect(await standing('2201000201')).toEqual([['NW-ST-HELD', 'on_hold']]);

    // Ordered: the certificate still answers, and the stone cannot be put in a cart.
    const ordered = await stoneWith('ORDER', '2201000202');
    const { order } = await server.newOrder([{ GoodsId: ordered.Id }]);
    expect(await standing('2201000202')).toEqual([['NW-ST-ORDER', 'in_order']]);
    const added = await server.call('PUT', '/api/ShoppingCart/Add', { GoodsList: [{ GoodsId: ordered.Id }] }, { token: buyer }); // prettier-ignore
    expect(added.body).toMatchObject({ Code: 'ITEM_SOLD' });

    // Confirmed and paid for: sold.
    const clerk = { token: await server.clerkToken() };
    await server.post('/api/Admin/Orders/Confirm', { OrderId: order.OrderId }, clerk);
    expect(await standing('2201000202')).toEqual([['NW-ST-ORDER', 'in_order']]);
    await server.post('/api/Admin/Orders/MarkPaid', { OrderId: order.OrderId }, clerk);
    expect(await standing('2201000202')).toEqual([['NW-ST-ORDER', 'sold']]);

    // An order cancelled before payment gives the stone back: on sale again.
    const returned = await stoneWith('BACK', '2201000203');
    const second = await server.newOrder([{ GoodsId: returned.Id }]);
    await server.post('/api/Order/Cancel', { OrderId: second.order.OrderId }, second.buyer);
    expect(await standing('2201000203')).toEqual([['NW-ST-BACK', 'on_sale']]);
  });

  test('a number no stone carries is SEARCH_EMPTY', async () => {
    const response = await query('Diamonds/CertificateQuery', { CertificateNo: '404404404' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      Code: 'SEARCH_EMPTY',
      Message: 'Search result is 0, please select another option',
    });
  });

  test('the right number at the wrong lab is not a match', async () => {
    const response = await query('Diamonds/CertificateQuery', {
      CertificateNo: '2201000002',
      Lab: 'IGI',
    });
    expect(response.status).toBe(409);
  });

  test('an empty number must be entered', async () => {
    const response = await query('Diamonds/CertificateQuery', { CertificateNo: '' });
    expect(response.status).toBe(400);
    expect(response.body.Data).toEqual({
      Fields: [{ Path: 'CertificateNo', Message: 'Certificate number must be entered' }],
    });
  });
});

describe('parcel matching', () => {
  test('fills the quantity from the cheapest parcels, honouring minimum buys', async () => {
    const { status, body } = await query<ParcelMatchResult>('Diamonds/ParcelMatch', {
      Shape: 'round',
      Quantity: 6,
    });
    expect(status).toBe(200);
    // P2 $300/ct (4 ct) is cheapest, then P3 $400/ct only from 5 ct, then P1 $500/ct from 2 ct:
    // 4 ct of P2 + 2 ct of P1 = $2,200 beats 1 ct of P2 + 5 ct of P3 = $2,300.
    expect(body.Data.Lines.map((l) => [l.Goods.StockNo, l.Quantity, l.Amount])).toEqual([
      ['NW-P2', 4, 1200],
      ['NW-P1', 2, 1000],
    ]);
    expect(body.Data).toMatchObject({ Quantity: 6, Amount: 2200, Complete: true });
  });

  test('colour and size filters narrow the parcels', async () => {
    const { body } = await query<ParcelMatchResult>('Diamonds/ParcelMatch', {
      Shape: 'round',
      Colors: ['F'],
      Quantity: 30,
    });
    expect(body.Data).toMatchObject({ Quantity: 20, Complete: false });
    expect(body.Data.Lines.map((l) => l.Goods.StockNo)).toEqual(['NW-P3']);
  });

  test('the shape must be chosen first', async () => {
    const response = await query('Diamonds/ParcelMatch', { Quantity: 2 });
    expect(response.status).toBe(400);
    expect(response.body.Data).toEqual({
      Fields: [{ Path: 'Shape', Message: 'Please choose the shape first' }],
    });
  });

  test('a quantity must be correct', async () => {
    const response = await query('Diamonds/ParcelMatch', { Shape: 'round', Quantity: 0 });
    expect(response.body.Data).toEqual({
      Fields: [{ Path: 'Quantity', Message: 'Quantity must be correct' }],
    });
  });
});

describe('list prices', () => {
  test('the house grid prices a stone, and a discount stone is priced from it', async () => {
    const { body } = await query<{ ListPrice: number }>('Diamonds/ListPrice', {
      Shape: 'round', Weight: 1, Color: 'G', Clarity: 'VS1',
    }); // prettier-ignore
    expect(body.Data.ListPrice).toBeGreaterThan(0);
    expect(stones.B!.ListPrice).toBe(body.Data.ListPrice);
    expect(stones.B!.PricePerCarat).toBeCloseTo(body.Data.ListPrice * 0.7, 2);
  });
});

describe('search across everything', () => {
  test('by stock number prefix', async () => {
    const { body } = await query<SearchResult>('Search/Query', { Keyword: 'nw-p' });
    expect(stockNos(body.Data.Goods)).toEqual(['NW-P1', 'NW-P2', 'NW-P3']);
  });

  test('by the trade’s words — shape in any language, weight, colour, lab', async () => {
    const search = async (Keyword: string) =>
      (await query<SearchResult>('Search/Query', { Keyword })).body.Data.Goods.List;
    for (const keyword of ['oval', labelOf('zh-CN', 'Shape', 'oval'), 'OVAL h si1']) {
      const found = await search(keyword);
      expect(found.map((g) => g.StockNo)).toContain('NW-C');
      expect(found.every((g) => g.Shape === 'oval')).toBe(true);
    }
    const ones = await search('round 1ct G');
    expect(ones.map((g) => g.StockNo)).toContain('NW-B');
    expect(
      ones.every((g) => g.Shape === 'round' && g.Color === 'G' && g.Weight >= 1 && g.Weight < 1.1),
    ).toBe(true);
    const igi = await search('IGI');
    expect(igi.map((g) => g.StockNo)).toEqual(expect.arrayContaining(['NW-C', 'NW-L1']));
    expect(igi.every((g) => g.Lab === 'IGI' && g.Available)).toBe(true);
  });

  test.each([
    ['lab grown', ['NW-F2', 'NW-L1', 'NW-L2']],
    ['培育', ['NW-F2', 'NW-L1', 'NW-L2']],
    ['培育白钻', ['NW-L1', 'NW-L2']],
    ['Lab-grown IGI', ['NW-L1']],
    ['natural pear', ['NW-F1']],
    ['天然 圓形', ['NW-A', 'NW-B']],
    ['fancy', ['NW-F1', 'NW-F2']],
    ['粉钻', ['NW-F2']],
    ['pink lab', ['NW-F2']],
    ['CVD 1.2ct', ['NW-L1']],
    ['round 0.5ct D', ['NW-A']],
    ['圆形 1克拉 G色', ['NW-B']],
  ])('by origin, kind and colour words: %s', async (Keyword, expected) => {
    const { status, body } = await query<SearchResult>('Search/Query', { Keyword });
    expect(status).toBe(200);
    expect(stockNos(body.Data.Goods)).toEqual(expected);
    expect(body.Data.Goods.Total).toBe(expected.length);
  });

  test('by category name, in any language', async () => {
    for (const keyword of ['seed', '籽晶']) {
      const { body } = await query<SearchResult>('Search/Query', { Keyword: keyword });
      expect(stockNos(body.Data.Goods)).toEqual(['NW-S1']);
    }
  });

  test('ring settings by name or series', async () => {
    const { body } = await query<SearchResult>('Search/Query', { Keyword: 'halo' });
    expect(body.Data.Settings.Total).toBeGreaterThan(0);
    for (const s of body.Data.Settings.List)
      expect(`${s.Name} ${s.Series}`.toLowerCase()).toContain('halo');
  });

  test('an empty keyword is refused', async () => {
    const response = await query('Search/Query', { Keyword: '' });
    expect(response.status).toBe(400);
    expect(response.body.Data).toEqual({
      Fields: [{ Path: 'Keyword', Message: 'Search text cannot be empty' }],
    });
  });
});

describe('Airflare ring settings', () => {
  test('query with filters and the series list, then one setting', async () => {
    const all = await query<RingSettingPage>('Airflare/Query', {
      Sort: { Field: 'Price', Order: 'asc' },
    });
    expect(all.body.Data.Total).toBe(8);
    const prices = all.body.Data.List.map((s) => s.Price);
    expect(prices).toEqual([...prices].sort((a, b) => a! - b!));
    const series = all.body.Data.SeriesList[0]!;
    const filtered = await query<RingSettingPage>('Airflare/Query', { Series: [series] });
    // Some, and only that series' (a check of every one is empty-proof only with a count).
    expect(filtered.body.Data.List.length).toBeGreaterThan(0);
    expect(filtered.body.Data.List.every((s) => s.Series === series)).toBe(true);
    expect(all.body.Data.SeriesList.length).toBeGreaterThan(1);
    expect(filtered.body.Data.Total).toBeLessThan(all.body.Data.Total);
    const one = await query('Airflare/Detail', { Id: all.body.Data.List[0]!.Id });
    expect(one.body.Data).toMatchObject({ Id: all.body.Data.List[0]!.Id, Price: prices[0] });
    expect((await query('Airflare/Detail', { Id: 999_999 })).status).toBe(404);
  });
});

describe('favourites', () => {
  test('a buyer collects and uncollects; the heart shows in queries; others see nothing', async () => {
    const put = (GoodsId: number, Collect: boolean, token = buyer) =>
      server.call('PUT', '/api/Wholesaler_Collect_New/Update', { GoodsId, Collect }, { token });
    expect((await put(stones.A!.Id, true)).body.Data).toEqual({
      GoodsId: stones.A!.Id,
      IsCollected: true,
    });
    await put(stones.A!.Id, true); // twice is still once
    await put(stones.S1!.Id, true);

    const list = await query('Wholesaler_Collect_New/List', {});
    expect(list.body.Data.List.map((g) => g.StockNo)).toEqual(['NW-S1', 'NW-A']);
    expect(list.body.Data.List.every((g) => g.IsCollected)).toBe(true);
    const seeds = await query('Wholesaler_Collect_New/List', { Category: 'seed' });
    expect(stockNos(seeds.body.Data)).toEqual(['NW-S1']);

    const shown = await query('Diamonds/DiamandsQuery', { Shape: ['round'] });
    expect(shown.body.Data.List.find((g) => g.StockNo === 'NW-A')?.IsCollected).toBe(true);

    const other = (await server.newUser()).token;
    expect((await query('Wholesaler_Collect_New/List', {}, other)).body.Data.Total).toBe(0);

    await put(stones.A!.Id, false);
    expect(stockNos((await query('Wholesaler_Collect_New/List', {})).body.Data)).toEqual(['NW-S1']);
  });

  test('an unknown stone is 404', async () => {
    const response = await server.call(
      'PUT',
      '/api/Wholesaler_Collect_New/Update',
      { GoodsId: 987_654, Collect: true },
      { token: buyer },
    );
    expect(response.status).toBe(404);
  });
});
