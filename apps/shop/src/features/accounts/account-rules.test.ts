import { translate } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import { accountChecks } from './account-rules';

const checks = accountChecks('en');
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

  it('require a new password of letters and digits', () => {
    expect(checks.newPassword('')).toBe(required);
    expect(checks.newPassword('letters')).toBe(translate('en', 'PASSWORD_RULE'));
    expect(checks.newPassword('Diamond88')).toBeNull();
  });

  it('require a six-digit code, spaces around it aside', () => {
    expect(checks.code('')).toBe(required);
    expect(checks.code('12345')).toBe(translate('en', 'CODE_FORMAT'));
    expect(checks.code(' 123456 ')).toBeNull();
  });

  it('take an invite code as optional, within 16 characters', () => {
    expect(checks.inviteCode('')).toBeNull();
    expect(checks.inviteCode('DEMO2345')).toBeNull();
    expect(checks.inviteCode('X'.repeat(17))).toBe(translate('en', 'FIELD_TOO_LONG'));
  });

  it('want the terms agreed to', () => {
    expect(checks.agreeTerms(false)).toBe(translate('en', 'AGREE_TERMS'));
    expect(checks.agreeTerms(true)).toBeNull();
  });

  it('speak the given language', () => {
    expect(accountChecks('zh-CN').email('')).toBe(translate('zh-CN', 'FIELD_REQUIRED'));
  });
});
