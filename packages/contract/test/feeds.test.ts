import { describe, expect, test } from 'vitest';
import {
  feedHeaders,
  feedRecord,
  feedRow,
  StockFeedQuery,
  type FeedStone,
  type Goods,
} from '../src';

const stone = (goods: Partial<Goods>, available = true): FeedStone => ({
  goods: { StockNo: 'A1', Shape: 'cushion-modified', Weight: 1.01, Length: 6.41, Width: 6.45, Height: 3.98, Images: [], ...goods } as Goods, // prettier-ignore
  available,
  updatedAt: '2026-11-29T10:00:00.000Z',
});

describe('stock feeds', () => {
  test('RapNet and IDEX name the same stone in their own words', () => {
    const rapnet = feedRecord('rapnet', stone({ Cut: 'EX', PricePerCarat: 4200, Price: 4242 }));
    expect(rapnet).toMatchObject({ 'Stock #': 'A1', Availability: 'G', Shape: 'Cushion Modified', Size: 1.01, Measurements: '6.41x6.45x3.98', Cut: 'EX', 'RapNet Price': 4200, 'Total Price': 4242 }); // prettier-ignore
    const idex = feedRecord('idex', stone({ Cut: 'EX' }, false));
    expect(idex).toMatchObject({ 'Supplier Stock Ref.': 'A1', Availability: 'Not Available', Cut: 'Cushion Modified', Carat: 1.01, Make: 'EX' }); // prettier-ignore
    expect(feedRecord('rapnet', stone({}, false)).Availability).toBe('NA');
  });

  test('a row has a value for every header, in order; a stone without measurements leaves them empty', () => {
    for (const set of ['rapnet', 'idex'] as const) {
      const row = feedRow(set, stone({ Height: null }));
      expect(row).toHaveLength(feedHeaders(set).length);
      expect(row[feedHeaders(set).indexOf('Measurements')]).toBeNull();
    }
  });

  test('the query: CSV in RapNet’s names unless asked otherwise; Since a real time, not ahead', () => {
    expect(StockFeedQuery.parse({})).toEqual({ Format: 'csv', Columns: 'rapnet' });
    expect(StockFeedQuery.safeParse({ Since: '2026-11-29T10:00:00+08:00' }).success).toBe(true);
    expect(StockFeedQuery.safeParse({ Since: '2026-11-29' }).success).toBe(false);
    expect(StockFeedQuery.safeParse({ Since: '2999-01-01T00:00:00Z' }).success).toBe(false);
  });
});
