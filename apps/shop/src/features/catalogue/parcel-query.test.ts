import { describe, expect, it } from 'vitest';
import {
  checkParcelDraft,
  emptyParcelDraft,
  parcelDraftOf,
  parcelMatchOf,
  parcelSearchOf,
  type ParcelDraft,
} from './parcel-query';

const draft = (patch: Partial<ParcelDraft>): ParcelDraft => ({ ...emptyParcelDraft(), ...patch });

describe('checkParcelDraft', () => {
  it('asks for the shape first and a quantity that can be filled', () => {
    expect(checkParcelDraft(draft({ quantity: '5' }))).toEqual({
      errors: { shape: 'SHAPE_FIRST' },
    });
    expect(checkParcelDraft(draft({ shape: 'round' }))).toEqual({
      errors: { quantity: 'QUANTITY_INVALID' },
    });
    expect(checkParcelDraft(draft({ shape: 'round', quantity: '0' })).errors).toEqual({
      quantity: 'QUANTITY_INVALID',
    });
    expect(checkParcelDraft(draft({ shape: 'round', quantity: '5 ct' })).errors).toEqual({
      quantity: 'QUANTITY_INVALID',
    });
    expect(checkParcelDraft(draft({ shape: 'round', quantity: '1001' })).errors).toEqual({
      quantity: 'QUANTITY_INVALID',
    });
  });

  it('refuses an unreadable or inverted size range', () => {
    expect(checkParcelDraft(draft({ shape: 'pear', quantity: '2', sizeMin: 'x' })).errors).toEqual({
      sizeMin: 'FIELD_INVALID',
    });
    expect(
      checkParcelDraft(draft({ shape: 'pear', quantity: '2', sizeMin: '0.2', sizeMax: '0.1' }))
        .errors,
    ).toEqual({ sizeMax: 'RANGE_INVERTED' });
  });

  it('builds the body, leaving out what is not chosen', () => {
    expect(
      checkParcelDraft(
        draft({ shape: 'round', quantity: '5,5', sizeMax: '0.1', colors: ['D', 'E'] }),
      ),
    ).toEqual({ body: { Shape: 'round', Quantity: 5.5, SizeMax: 0.1, Colors: ['D', 'E'] } });
  });
});

describe('the match in the link', () => {
  it('goes to the link and comes back the same', () => {
    const body = {
      Shape: 'oval' as const,
      SizeMin: 0.01,
      SizeMax: 0.05,
      Colors: ['F' as const, 'G' as const],
      Clarities: ['VS1' as const],
      Quantity: 12.5,
    };
    const search = parcelSearchOf(body);
    expect(search.toString()).toBe(
      'shape=oval&min=0.01&max=0.05&color=F&color=G&clarity=VS1&qty=12.5',
    );
    expect(parcelMatchOf(search)).toEqual(body);
    expect(parcelDraftOf(search)).toEqual({
      shape: 'oval',
      sizeMin: '0.01',
      sizeMax: '0.05',
      colors: ['F', 'G'],
      clarities: ['VS1'],
      quantity: '12.5',
    });
  });

  it('holds no match without a quantity, and drops values it does not know', () => {
    expect(parcelMatchOf(new URLSearchParams('category=parcel&shape=round'))).toBeNull();
    expect(parcelDraftOf(new URLSearchParams('shape=blob&color=D&color=Q9'))).toMatchObject({
      shape: undefined,
      colors: ['D'],
    });
  });
});
