import type { Address } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import { contactNumbers, fullAddress, receiverName } from './address-text';

const hongKong: Address = {
  Id: 1, Surname: 'Chan', Name: 'Tai Man', Mobile: '+852 9123 4567', Phone: '', Email: '',
  Address: 'Flat 12B, 88 Nathan Road', City: 'Kowloon', State: '', Country: 'Hong Kong',
  ZipCode: '999077', IsDefault: true, Latitude: null, Longitude: null,
}; // prettier-ignore

describe('an address in words', () => {
  it('names the receiver surname first, Chinese names without a space', () => {
    expect(receiverName(hongKong)).toBe('Chan Tai Man');
    expect(receiverName({ Surname: '陈', Name: '大文' })).toBe('陈大文');
    expect(receiverName({ Surname: ' Levi ', Name: '' })).toBe('Levi');
  });

  it('puts the address on one line, street to country, skipping empty parts', () => {
    expect(fullAddress(hongKong)).toBe('Flat 12B, 88 Nathan Road, Kowloon, 999077, Hong Kong');
    expect(fullAddress({ ...hongKong, State: 'Kowloon East', ZipCode: ' ' })).toBe(
      'Flat 12B, 88 Nathan Road, Kowloon, Kowloon East, Hong Kong',
    );
  });

  it('lists the mobile, then a different landline', () => {
    expect(contactNumbers(hongKong)).toEqual(['+852 9123 4567']);
    expect(contactNumbers({ Mobile: '+852 9123 4567', Phone: '+852 2123 4567' })).toEqual([
      '+852 9123 4567',
      '+852 2123 4567',
    ]);
    expect(contactNumbers({ Mobile: '+852 9123 4567', Phone: '+852 9123 4567' })).toHaveLength(1);
    expect(contactNumbers({ Mobile: '', Phone: '+1 212 555 0100' })).toEqual(['+1 212 555 0100']);
  });
});
