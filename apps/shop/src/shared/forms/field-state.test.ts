import { describe, expect, it } from 'vitest';
import {
  checkField,
  checkFields,
  errorsAfterChange,
  type FieldChecks,
  type FieldErrors,
} from './field-state';

type Values = { Email: string; Password: string; Confirm: string; Note: string };

const checks: FieldChecks<Values> = {
  Email: (value) => (value.includes('@') ? null : 'bad email'),
  Password: (value) => (value.length >= 6 ? null : 'too short'),
  Confirm: (value, values) => (value === values.Password ? null : 'mismatch'),
};
const filled: Values = { Email: 'a@b.c', Password: 'secret1', Confirm: 'secret1', Note: '' };
const none = new Set<keyof Values>();

describe('checking fields', () => {
  it('gives a field’s message, or null when it is right or has no check', () => {
    expect(checkField(checks, { ...filled, Email: 'x' }, 'Email')).toBe('bad email');
    expect(checkField(checks, filled, 'Email')).toBeNull();
    expect(checkField(checks, filled, 'Note')).toBeNull();
  });

  it('lets a check read the other fields', () => {
    expect(checkField(checks, { ...filled, Confirm: 'other' }, 'Confirm')).toBe('mismatch');
  });

  it('reports each named field, right ones as null, and only those', () => {
    const values = { ...filled, Email: 'x', Password: '1' };
    expect(checkFields(checks, values, ['Email', 'Confirm'])).toEqual({
      Email: 'bad email',
      Confirm: 'mismatch',
    });
  });
});

describe('errors as a field changes', () => {
  it('shows nothing new while typing in a field without an error (it is checked on blur)', () => {
    const after = { ...filled, Email: 'x' };
    expect(errorsAfterChange({}, checks, filled, after, 'Email', none)).toEqual({});
  });

  it('lets a field’s error follow its typing: updated, then gone once the value is right', () => {
    const shown: FieldErrors<Values> = { Password: 'too short' };
    const typing = { ...filled, Password: 'abc' };
    expect(errorsAfterChange(shown, checks, filled, typing, 'Password', none)).toEqual({
      Password: 'too short',
    });
    const right = { ...filled, Password: 'abcdef', Confirm: 'abcdef' };
    expect(errorsAfterChange(shown, checks, typing, right, 'Password', none).Password).toBeNull();
  });

  it('clears a server message once its field is typed in and passes its check', () => {
    const shown: FieldErrors<Values> = { Email: 'This email is already registered' };
    const after = { ...filled, Email: 'other@b.c' };
    expect(errorsAfterChange(shown, checks, filled, after, 'Email', none).Email).toBeNull();
  });

  it('checks again an already checked field that depends on the changed one', () => {
    const after = { ...filled, Password: 'secret2' };
    const checked = new Set<keyof Values>(['Confirm']);
    expect(errorsAfterChange({}, checks, filled, after, 'Password', checked)).toEqual({
      Confirm: 'mismatch',
    });
    // ...and clears it when the two agree again.
    const shown: FieldErrors<Values> = { Confirm: 'mismatch' };
    expect(errorsAfterChange(shown, checks, after, filled, 'Password', checked).Confirm).toBeNull();
  });

  it('leaves alone a dependent field not yet checked', () => {
    const after = { ...filled, Password: 'secret2' };
    expect(errorsAfterChange({}, checks, filled, after, 'Password', none)).toEqual({});
  });

  it('keeps other fields’ messages, such as the server’s, whose verdict did not change', () => {
    const shown: FieldErrors<Values> = { Email: 'Verification code error' };
    const after = { ...filled, Password: 'secret2', Confirm: 'secret2' };
    const checked = new Set<keyof Values>(['Email', 'Password', 'Confirm']);
    expect(errorsAfterChange(shown, checks, filled, after, 'Password', checked)).toEqual(shown);
  });
});
