import type { StockInput } from '@facet/contract';

/** A delivery address in Hong Kong, the trade's usual pick-up and shipping point. */
export const HK_ADDRESS = {
  Surname: 'Chan',
  Name: 'Mei',
  Mobile: '+852 9123 4567',
  Email: 'mei@example.com',
  Address: '8 Queen’s Road Central, 12/F',
  City: 'Hong Kong',
  Country: 'Hong Kong',
};

/** What a rough stone or seed crystal has none of: a polished stone's grades and report. */
export const UNGRADED = {
  Shape: null,
  Color: null,
  Clarity: null,
  Cut: null,
  Polish: null,
  Symmetry: null,
  Lab: null,
  CertificateNo: null,
} satisfies Partial<StockInput>;

/**
 * A stock record as the back office saves one: a 1.00 ct round natural G VS1, EX cut, GIA,
 * priced by discount −30 % from the house grid, unless `record` says otherwise.
 */
export function stoneDefaults(stockNo: string, record: Partial<StockInput> = {}): StockInput {
  return {
    Category: 'natural-white',
    StockNo: stockNo,
    Shape: 'round',
    Weight: 1,
    Color: 'G',
    Clarity: 'VS1',
    Cut: 'EX',
    Polish: 'EX',
    Symmetry: 'EX',
    Fluorescence: 'None',
    Lab: 'GIA',
    CertificateNo: String(7_000_000_000 + (hashOf(stockNo) % 1_000_000_000)),
    Location: 'Hong Kong',
    PricingBasis: 'discount',
    Discount: -30,
    ...record,
  };
}

/** A stable number from a stock number, so certificates differ as stock numbers do. */
function hashOf(text: string) {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}
