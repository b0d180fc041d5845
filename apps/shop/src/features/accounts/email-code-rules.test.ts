import { translate } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import { checkFields } from '../../shared/forms/field-state';
import { emailCodeChecks, type EmailCodeValues } from './email-code-rules';

const checks = emailCodeChecks('en', 'The two passwords do not match');
const all = ['Email', 'Code', 'Password', 'ConfirmPassword'] as const;
const right: EmailCodeValues = {
  Email: ' Lotte@Antwerp-Gems.example ',
  Code: '123456',
  Password: 'Diamond88',
  ConfirmPassword: 'Diamond88',
};

describe('the register and reset fields', () => {
  it('pass when all is right', () => {
    expect(checkFields(checks, right, all)).toEqual({
      Email: null,
      Code: null,
      Password: null,
      ConfirmPassword: null,
    });
  });

  it('each say what is wrong, in the account rules’ words', () => {
    const empty = { Email: '', Code: '', Password: '', ConfirmPassword: '' };
    const required = translate('en', 'FIELD_REQUIRED');
    expect(checkFields(checks, empty, all)).toEqual({
      Email: required,
      Code: required,
      Password: required,
      // An empty confirmation repeats an empty password: the password says what is missing.
      ConfirmPassword: null,
    });
  });

  it('want the confirmation to repeat the password exactly', () => {
    const mismatch = { ...right, ConfirmPassword: 'Diamond89' };
    expect(checkFields(checks, mismatch, ['ConfirmPassword']).ConfirmPassword).toBe(
      'The two passwords do not match',
    );
    const empty = { ...right, ConfirmPassword: '' };
    expect(checkFields(checks, empty, ['ConfirmPassword']).ConfirmPassword).toBe(
      'The two passwords do not match',
    );
  });
});
