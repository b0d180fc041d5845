import { translate } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import { accountChecks, accountRules } from './account-rules';

const checks = accountChecks('en');
const rules = accountRules('en');
const required = translate('en', 'FIELD_REQUIRED');

describe('account checks', () => {
  it('require an email and a well-formed one, as typed (spaces, capitals)', () => {
    expect(checks.email('')).toBe(required);
    expect(checks.email('   ')).toBe(required);
    expect(checks.email(undefined)).toBe(required);
    expect(checks.email('not-an-email')).toBe(translate('en', 'EMAIL_FORMAT'));
    expect(checks.email('  Demo@Facet.local ')).toBeNull();
  });

  it('accept any login password that is not empty', () => {
    expect(checks.loginPassword('')).toBe(required);
    expect(checks.loginPassword('x')).toBeNull();
  });

  it('speak the given language', () => {
    expect(accountChecks('zh-CN').email('')).toBe(translate('zh-CN', 'FIELD_REQUIRED'));
  });
});

describe('account Form rules', () => {
  const validate = (rule: (typeof rules)['email'], value: unknown) =>
    (rule as { validator: (rule: unknown, value: unknown) => Promise<void> }).validator({}, value);

  it('reject with the message of the same check', async () => {
    await expect(validate(rules.email, 'nope')).rejects.toThrow(checks.email('nope')!);
    await expect(validate(rules.agreeTerms, false)).rejects.toThrow(translate('en', 'AGREE_TERMS'));
  });

  it('pass what the check passes', async () => {
    await expect(validate(rules.email, 'demo@facet.local')).resolves.toBeUndefined();
    await expect(validate(rules.inviteCode, undefined)).resolves.toBeUndefined();
  });
});
