import { describe, expect, test } from 'vitest';
import { MarkupPercent, MarkupRuleInput, StoreSaveBody, StoreSlug } from './store';
import { STORE_GOODS_COLUMNS, StoreEnquiryBody, StoreQueryBody } from './storefront';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []; // prettier-ignore

describe('store links', () => {
  test.each(['mei-jewels', 'abc', 'gold-and-co-2', 'a'.repeat(40)])('%s is a link', (slug) => {
    expect(StoreSlug.parse(slug)).toBe(slug);
  });

  test('typed in capitals, kept in lower case', () => {
    expect(StoreSlug.parse('  Mei-Jewels ')).toBe('mei-jewels');
  });

  test.each([
    ['ab', 'SLUG_FORMAT'],
    ['a'.repeat(41), 'SLUG_FORMAT'],
    ['mei_jewels', 'SLUG_FORMAT'],
    ['-mei', 'SLUG_FORMAT'],
    ['mei--jewels', 'SLUG_FORMAT'],
    ['mei jewels', 'SLUG_FORMAT'],
    ['珠宝店', 'SLUG_FORMAT'],
    ['api', 'SLUG_RESERVED'],
    ['Console', 'SLUG_RESERVED'],
    ['store', 'SLUG_RESERVED'],
    ['files', 'SLUG_RESERVED'],
  ])('%s is refused: %s', (slug, key) => {
    expect(messages(StoreSlug.safeParse(slug))).toContain(`: ${key}`);
  });
});

describe('markup settings', () => {
  test.each([0, 25, 12.5, 99.99, 500])('%s %% is a markup', (percent) => {
    expect(MarkupPercent.safeParse(percent).success).toBe(true);
  });

  test.each([-1, 500.01, 10.001, Number.NaN])('%s %% is not', (percent) => {
    expect(messages(MarkupPercent.safeParse(percent))).toContain(': MARKUP_PERCENT_RANGE');
  });

  test('a price band must not end below its start', () => {
    expect(messages(MarkupRuleInput.safeParse({ MinPrice: 500, MaxPrice: 100, Percent: 20 }))).toEqual(['MaxPrice: RANGE_INVERTED']); // prettier-ignore
  });

  test('a store shows stones sold one by one, each category once', () => {
    const base = {
      Slug: 'mei-jewels',
      Name: 'Mei Jewels',
      Language: 'en',
      DefaultPercent: 25,
      Rounding: 'whole',
      Enabled: true,
    };
    expect(StoreSaveBody.safeParse({ ...base, Categories: ['lab-white'] }).success).toBe(true);
    expect(messages(StoreSaveBody.safeParse({ ...base, Categories: ['parcel'] }))).toEqual(['Categories.0: FIELD_INVALID']); // prettier-ignore
    expect(messages(StoreSaveBody.safeParse({ ...base, Categories: [] }))).toEqual(['Categories: FIELD_REQUIRED']); // prettier-ignore
    expect(messages(StoreSaveBody.safeParse({ ...base, Categories: ['lab-white', 'lab-white'] }))).toEqual(['Categories: FIELD_INVALID']); // prettier-ignore
  });
});

describe('the storefront', () => {
  test('an enquiry needs a name and a phone or an email; the message takes 500', () => {
    const base = { Slug: 'mei', Refs: ['ABCDEFGHJK'], Name: 'Ann' };
    expect(messages(StoreEnquiryBody.safeParse(base))).toEqual(['Phone: CONTACT_REQUIRED']);
    expect(StoreEnquiryBody.safeParse({ ...base, Phone: '9123 4567' }).success).toBe(true);
    expect(StoreEnquiryBody.safeParse({ ...base, Email: 'ann@example.com' }).success).toBe(true);
    expect(messages(StoreEnquiryBody.safeParse({ ...base, Name: ' ', Phone: '+852 9123 4567' }))).toEqual(['Name: FIELD_REQUIRED']); // prettier-ignore
    expect(StoreEnquiryBody.safeParse({ ...base, Email: 'a@b.co', Message: 'x'.repeat(500) }).success).toBe(true); // prettier-ignore
    expect(messages(StoreEnquiryBody.safeParse({ ...base, Email: 'a@b.co', Message: 'x'.repeat(501) }))).toEqual(['Message: FIELD_TOO_LONG']); // prettier-ignore
    expect(messages(StoreEnquiryBody.safeParse({ ...base, Refs: [], Email: 'a@b.co' }))).toEqual(['Refs: NOTHING_SELECTED']); // prettier-ignore
  });

  test('a query cannot ask about location, stock numbers or wholesale prices', () => {
    const base = { Slug: 'mei', Category: 'natural-white' };
    expect(StoreQueryBody.safeParse({ ...base, Color: ['D'], WeightMin: 1 }).success).toBe(true);
    for (const leak of [
      { Location: ['Hong Kong'] },
      { Keyword: 'T0' },
      { PriceMax: 5000 },
      { Sort: { Field: 'Discount', Order: 'asc' } },
    ]) {
      expect(StoreQueryBody.safeParse({ ...base, ...leak }).success).toBe(false);
    }
  });

  test('StoreGoods carries no wholesale field', () => {
    for (const name of [
      'ListPrice',
      'Discount',
      'DdpPrice',
      'StockNo',
      'Location',
      'Id',
      'Stock',
    ]) {
      expect(STORE_GOODS_COLUMNS).not.toContain(name);
    }
    expect(STORE_GOODS_COLUMNS).toEqual(expect.arrayContaining(['Ref', 'Price', 'PricePerCarat']));
  });
});
