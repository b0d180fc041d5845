import { describe, expect, test } from 'vitest';
import { amountOf, storeBodyOf, type StoreFormValues } from './store-body';

const values: StoreFormValues = {
  Slug: 'gold-and-co',
  Name: 'Gold & Co.',
  Phone: '',
  Email: '',
  Intro: '',
  Language: 'en',
  Categories: ['natural-white'],
  Rounding: '99',
  Enabled: true,
  ShowCertificates: false,
  DefaultPercent: '25',
};

describe('the store form as sent to CloudStore/Save', () => {
  test('amounts are read as people type them; an empty end stays open', () => {
    expect(amountOf('')).toBeNull();
    expect(amountOf('  ')).toBeNull();
    expect(amountOf('1,000')).toBe(1000);
    expect(amountOf('$2,500.50')).toBe(2500.5);
    expect(amountOf('12.5%')).toBe(12.5);
    // Not a number: sent as such, for the server to refuse under the field.
    expect(amountOf('abc')).toBeNaN();
  });

  test('rules go in the order shown, so the first that fits wins', () => {
    const body = storeBodyOf(
      values,
      [
        { key: 1, Category: 'lab-white', MinPrice: '', MaxPrice: '1,000', Percent: '40' },
        { key: 2, Category: null, MinPrice: '1000', MaxPrice: '', Percent: '15.5' },
      ],
      null,
    );
    expect(body.DefaultPercent).toBe(25);
    expect(body.Logo).toBeNull();
    expect(body.Markups).toEqual([
      { Category: 'lab-white', MinPrice: null, MaxPrice: 1000, Percent: 40 },
      { Category: null, MinPrice: 1000, MaxPrice: null, Percent: 15.5 },
    ]);
  });
});
