import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../transport/client';
import { toast } from '../ui/toast';
import { placeFormError } from './form-errors';

vi.mock('../ui/toast', () => ({ toast: vi.fn() }));

const fields = ['Email', 'Code', 'Password', 'InviteCode'];
const codeFields = { CODE_WRONG: 'Code', ACCOUNT_REGISTERED: 'Email' };

describe('placing a failed call’s error', () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it('puts the server’s field errors under the fields shown', () => {
    const error = new ApiError('VALIDATION', 'Some fields are not filled in correctly', 400, [
      { Path: 'InviteCode', Message: 'Invalid value' },
      { Path: 'Hidden', Message: 'Not on this form' },
    ]);
    expect(placeFormError(error, fields, codeFields)).toEqual([
      { name: 'InviteCode', message: 'Invalid value' },
    ]);
    expect(toast).not.toHaveBeenCalled();
  });

  it('puts a listed code under its field', () => {
    const error = new ApiError('CODE_WRONG', 'Verification code error', 409);
    expect(placeFormError(error, fields, codeFields)).toEqual([
      { name: 'Code', message: 'Verification code error' },
    ]);
    expect(toast).not.toHaveBeenCalled();
  });

  it('toasts anything else: the first field error of a field not shown, or the message', () => {
    const hidden = new ApiError('VALIDATION', 'Some fields', 400, [
      { Path: 'Hidden', Message: 'Not on this form' },
    ]);
    expect(placeFormError(hidden, fields, codeFields)).toEqual([]);
    expect(toast).toHaveBeenLastCalledWith({ content: 'Not on this form' });

    const busy = new ApiError('RATE_LIMITED', 'Too many requests', 429);
    expect(placeFormError(busy, fields, codeFields)).toEqual([]);
    expect(toast).toHaveBeenLastCalledWith({ content: 'Too many requests' });
  });

  it('stays quiet about what the client already reported', () => {
    const error = new ApiError('NETWORK', 'Offline', 0);
    error.reported = true;
    expect(placeFormError(error, fields, codeFields)).toEqual([]);
    expect(toast).not.toHaveBeenCalled();
  });

  it('throws on what is not a failed call', () => {
    expect(() => placeFormError(new TypeError('bug'), fields)).toThrow('bug');
  });
});
