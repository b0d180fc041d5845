import { describe, expect, it } from 'vitest';
import { StockInput } from '@facet/contract';
import {
  DEFAULT_BASIS,
  formValuesOf,
  newStockValues,
  recordOf,
  requiredFieldsOf,
  stockFieldOf,
} from './stock-form';

describe('the stock form', () => {
  it('sends blanks as null and image lines as a clean list', () => {
    const record = recordOf({
      ...newStockValues('natural-white'),
      StockNo: 'nw-1',
      Weight: 1.01,
      Description: '   ',
      Girdle: '',
      Images: [' /a.svg ', '', '/b.svg'],
    });
    expect(record).toMatchObject({
      StockNo: 'nw-1',
      Description: null,
      Girdle: null,
      Images: ['/a.svg', '/b.svg'],
    });
  });

  it('clears the price fields its pricing basis does not read', () => {
    const values = {
      ...newStockValues('natural-fancy'),
      ListPrice: 1000,
      Discount: -30,
      PricePerCarat: 700,
      Price: 5,
    };
    expect(recordOf({ ...values, PricingBasis: 'weight' })).toMatchObject({
      ListPrice: null,
      Discount: null,
      PricePerCarat: 700,
      Price: null,
    });
    expect(recordOf({ ...values, PricingBasis: 'discount' })).toMatchObject({
      ListPrice: 1000,
      Discount: -30,
      PricePerCarat: null,
    });
  });

  it('gives the contract a record it accepts', () => {
    const parsed = StockInput.safeParse(
      recordOf({
        ...newStockValues('natural-white'),
        StockNo: 'nw-1',
        Shape: 'round',
        Weight: 1.01,
        Color: 'G',
        Clarity: 'VS1',
        Discount: -32.5,
      }),
    );
    expect(parsed.success).toBe(true);
    expect(parsed.data?.StockNo).toBe('NW-1');
  });

  it.each([
    ['natural-white', 'discount', ['StockNo', 'Weight', 'Shape', 'Color', 'Clarity', 'Discount']],
    [
      'lab-fancy',
      'weight',
      ['StockNo', 'Weight', 'Shape', 'FancyColor', 'Intensity', 'PricePerCarat'],
    ],
    ['parcel', 'weight', ['StockNo', 'Weight', 'Shape', 'PricePerCarat']],
    ['rough', 'grain', ['StockNo', 'Weight', 'Price']],
    ['seed', 'piece', ['StockNo', 'Weight', 'Price']],
  ] as const)('asks the contract what a %s priced by %s needs', (category, basis, fields) => {
    expect([...requiredFieldsOf(category, basis)].sort()).toEqual([...fields].sort());
  });

  it('starts each category with the basis its stock lists use', () => {
    expect(newStockValues('parcel')).toMatchObject({ Category: 'parcel', PricingBasis: 'weight' });
    expect(DEFAULT_BASIS.rough).toBe('grain');
  });

  it('reads a stored record into every field', () => {
    const values = formValuesOf({
      Id: 7,
      Category: 'seed',
      StockNo: 'SD1',
      Weight: 0.2,
      PricingBasis: 'piece',
      Price: 12,
    });
    expect(values).toMatchObject({ StockNo: 'SD1', Price: 12, Shape: null });
    expect(values).not.toHaveProperty('Id');
  });

  it('places a server field error on its field', () => {
    expect(stockFieldOf('Record.Color')).toBe('Color');
    expect(stockFieldOf('ListPrice')).toBe('ListPrice');
    expect(stockFieldOf('Record')).toBeUndefined();
    expect(stockFieldOf('line 3')).toBeUndefined();
  });
});
