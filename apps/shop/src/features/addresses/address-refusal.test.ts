import { AddressInput } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import { addressRefusal } from './address-refusal';

const shown = ['Surname', 'Name', 'Mobile', 'Phone', 'Email', 'Address', 'City', 'State',
  'Country', 'ZipCode', 'IsDefault']; // prettier-ignore

const filled = {
  Surname: 'Chan',
  Name: 'Tai Man',
  Mobile: '+852 9123 4567',
  Phone: '',
  Address: 'Flat 12B, 88 Nathan Road',
  City: 'Kowloon',
  Country: 'Hong Kong',
};

const refusalOf = (body: object) => {
  const parsed = AddressInput.safeParse(body);
  if (parsed.success) throw new Error('expected a refusal');
  return addressRefusal(parsed.error.issues, shown);
};

describe('an address the contract refuses', () => {
  it('shows a pin out of range under the pin, not nowhere', () => {
    expect(refusalOf({ ...filled, Latitude: 34.05, Longitude: 241.76 })).toEqual({
      fields: [],
      pin: 'LONGITUDE_RANGE',
      other: null,
    });
  });

  it('shows a field’s refusal under that field, the first one only', () => {
    const refusal = refusalOf({ ...filled, Mobile: '', Phone: '', City: ' ' });
    expect(refusal.fields.map((field) => field.name).sort()).toEqual(['City', 'Mobile']);
    expect(refusal.pin).toBeNull();
    expect(refusal.other).toBeNull();
  });

  it('keeps anything the form has no place for, for a toast', () => {
    expect(addressRefusal([{ path: ['Id'], message: 'FIELD_INVALID' }], shown)).toEqual({
      fields: [],
      pin: null,
      other: 'FIELD_INVALID',
    });
  });
});
