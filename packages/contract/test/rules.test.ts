import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  CODE_MAX_ATTEMPTS,
  displayName,
  EmailRegisterBody,
  codeState,
  isValidEmail,
  isValidPassword,
  normalizeEmail,
  resendWait,
} from '../src';

describe('password rule (6–18 characters, letters and digits)', () => {
  test.each([
    ['abc123', true],
    ['Diamond88', true],
    ['a1b2c3d4e5f6g7h8i9', true],
    ['abc12', false],
    ['a1b2c3d4e5f6g7h8i9j', false],
    ['abcdefgh', false],
    ['12345678', false],
    ['abc 123', false],
    ['', false],
  ])('%s → %s', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });

  test('any 6–18 characters of letters and digits with at least one of each pass', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9]{4,16}$/),
        fc.constantFrom(...'abcXYZ'),
        fc.constantFrom(...'0123456789'),
        (rest, letter, digit) => isValidPassword(letter + rest + digit),
      ),
    );
  });
});

describe('email rule', () => {
  test.each([
    ['buyer@antwerp-gems.be', true],
    ['first.last+orders@diamonds.co.uk', true],
    ['UPPER@EXAMPLE.COM', true],
    ['no-at-sign.com', false],
    ['two@@example.com', false],
    ['dots..in@example.com', false],
    ['nodomain@localhost', false],
    ['space in@example.com', false],
    [`${'a'.repeat(250)}@ex.co`, false],
  ])('%s → %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  test('addresses are compared trimmed and lower-case', () => {
    expect(normalizeEmail('  Buyer@Example.COM ')).toBe('buyer@example.com');
    const parsed = EmailRegisterBody.parse({
      Email: ' Buyer@Example.COM ',
      Code: '123456',
      Password: 'abc123',
      AgreeTerms: true,
    });
    expect(parsed.Email).toBe('buyer@example.com');
  });
});

describe('verification code lifetime', () => {
  const issued = new Date('2026-03-01T10:00:00Z');
  const after = (seconds: number) => new Date(issued.getTime() + seconds * 1000);

  test('valid for 10 minutes, expired from then on', () => {
    expect(codeState(issued, after(0), 0)).toBe('valid');
    expect(codeState(issued, after(599), 0)).toBe('valid');
    expect(codeState(issued, after(600), 0)).toBe('expired');
  });

  test('dead after 5 wrong tries, whatever the time', () => {
    expect(codeState(issued, after(1), CODE_MAX_ATTEMPTS - 1)).toBe('valid');
    expect(codeState(issued, after(1), CODE_MAX_ATTEMPTS)).toBe('dead');
    expect(codeState(issued, after(900), CODE_MAX_ATTEMPTS)).toBe('dead');
  });

  test('the resend countdown runs 60 s and never goes negative', () => {
    expect(resendWait(null, issued)).toBe(0);
    expect(resendWait(issued, after(0))).toBe(60);
    expect(resendWait(issued, after(59.2))).toBe(1);
    expect(resendWait(issued, after(60))).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (s) => {
        const wait = resendWait(issued, after(s));
        return wait >= 0 && wait <= 60 && (s >= 60 ? wait === 0 : wait === Math.ceil(60 - s));
      }),
    );
  });
});

describe('displayName', () => {
  test.each([
    [{ nickName: 'Mei', surname: 'Chan', name: 'Tai', email: 'mei@example.com' }, 'Mei'],
    [
      { nickName: '  ', surname: 'Chan', name: 'Tai Man', email: 'mei@example.com' },
      'Chan Tai Man',
    ],
    [{ nickName: '', surname: '', name: 'Tai', email: 'tai@example.com' }, 'Tai'],
    [{ nickName: '', email: 'buyer.7@example.com' }, 'buyer.7'],
    [{ nickName: '', email: null }, ''],
  ])('%o is called %s', (person, expected) => {
    expect(displayName(person)).toBe(expected);
  });
});
