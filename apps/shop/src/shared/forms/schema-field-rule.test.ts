import { AddressInput } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import { fieldIssue, schemaFieldRule } from './schema-field-rule';

const filled = {
  Surname: 'Chan',
  Name: 'Tai Man',
  Mobile: '+852 9123 4567',
  Phone: '',
  Email: '',
  Address: 'Flat 12B, 88 Nathan Road',
  City: 'Kowloon',
  State: '',
  Country: 'Hong Kong',
  ZipCode: '',
  IsDefault: false,
};

describe('a field checked against the whole contract schema', () => {
  it('finds the issue of the field asked about, and only that one', () => {
    const values = { ...filled, Surname: '', Mobile: '9123 4567' };
    expect(fieldIssue(AddressInput, values, 'Surname')).toBe('FIELD_REQUIRED');
    expect(fieldIssue(AddressInput, values, 'Mobile')).toBe('PHONE_WITH_AREA_CODE');
    expect(fieldIssue(AddressInput, values, 'City')).toBeNull();
  });

  it('puts a rule spanning fields on the field it names', () => {
    const noNumber = { ...filled, Mobile: '', Phone: '' };
    expect(fieldIssue(AddressInput, noNumber, 'Mobile')).toBe('PHONE_REQUIRED');
    expect(fieldIssue(AddressInput, { ...noNumber, Phone: '+852 2123 4567' }, 'Mobile')).toBeNull();
  });

  it('rejects with the text in the interface language', async () => {
    const rule = schemaFieldRule(AddressInput, 'ZipCode', () => filled, 'en') as {
      validator: (rule: unknown, value: unknown) => Promise<void>;
    };
    const validate = (value: string) => rule.validator({}, value);
    await expect(validate('#')).rejects.toThrow('Please enter a correct ZIP code');
    await expect(validate('999077')).resolves.toBeUndefined();
  });
});
