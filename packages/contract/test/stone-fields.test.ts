import { describe, expect, test } from 'vitest';
import {
  COPIED_STONE_FIELDS,
  Goods,
  STOCK_CSV_COLUMNS,
  STONE_FIELDS,
  StockInput,
  copiedColumnsOf,
  copiedFieldsOf,
  fieldOfHeader,
} from '../src';

describe('the one stone field table', () => {
  test('names every field of a stock record once', () => {
    const recordFields = Object.keys(StockInput.shape ?? {}).sort();
    const tableFields = STONE_FIELDS.map((f) => f.wire).filter((w) => recordFields.includes(w));
    expect(new Set(tableFields).size).toBe(tableFields.length);
    expect([...tableFields].sort()).toEqual(recordFields);
  });

  test('every field copied to the wire is a field of the wire', () => {
    const wire = Object.keys(Goods.shape);
    for (const field of COPIED_STONE_FIELDS) expect(wire).toContain(field.wire);
  });

  test('a record goes to columns and back unchanged; empty text becomes null', () => {
    const record = {
      Shape: 'pear',
      Weight: 1.01,
      Girdle: '',
      Description: 'Eye clean',
      Lab: 'GIA',
    };
    const columns = copiedColumnsOf(record);
    expect(columns).toMatchObject({ shape: 'pear', weight: 1.01, girdle: null, description: 'Eye clean', lab: 'GIA', culet: null }); // prettier-ignore
    expect(copiedFieldsOf(columns)).toMatchObject({ Shape: 'pear', Girdle: null, Lab: 'GIA' });
  });

  test('an export header reads back as the field it was written from', () => {
    for (const [header, field] of STOCK_CSV_COLUMNS) expect(fieldOfHeader(header)).toBe(field);
  });

  test.each([
    ['Stock #', 'StockNo'],
    ['STOCK_NO', 'StockNo'],
    ['Rap Disc', 'Discount'],
    ['Fluor Intensity', 'Fluorescence'],
    ['Shade/Tinge', 'Shade'],
    ['Total Price', 'TotalPrice'],
    ['V360', 'Video'],
    ['Unknown column', null],
  ])('%s is read as %s', (header, field) => {
    expect(fieldOfHeader(header)).toBe(field);
  });
});
