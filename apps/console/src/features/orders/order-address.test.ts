import { describe, expect, it } from 'vitest';
import { addressLines, contactNumbers, receiverName } from './order-address';

describe('the delivery address', () => {
  it('writes a Chinese name together and a Latin one surname first, as the shop does', () => {
    expect(receiverName({ Surname: '陈', Name: '大文' })).toBe('陈大文');
    expect(receiverName({ Surname: 'Chan', Name: 'Tai Man' })).toBe('Chan Tai Man');
  });

  it('lays the address out as a label, skipping empty parts', () => {
    expect(
      addressLines({
        Address: '1 Main St',
        City: 'New York',
        State: 'NY',
        ZipCode: '10001',
        Country: 'USA',
      }),
    ).toEqual(['1 Main St', 'New York, NY 10001', 'USA']);
    expect(
      addressLines({
        Address: '8 Queen’s Rd',
        City: 'Hong Kong',
        State: '',
        ZipCode: '',
        Country: 'HK',
      }),
    ).toEqual(['8 Queen’s Rd', 'Hong Kong', 'HK']);
  });

  it('gives a landline only when it differs from the mobile', () => {
    expect(contactNumbers({ Mobile: '+852 9123 4567', Phone: '+852 9123 4567' })).toEqual([
      '+852 9123 4567',
    ]);
    expect(contactNumbers({ Mobile: '', Phone: '+1 212 555 0100' })).toEqual(['+1 212 555 0100']);
  });
});
