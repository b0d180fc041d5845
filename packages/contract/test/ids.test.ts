import { describe, expect, test } from 'vitest';
import { Id, ID_MAX, QueryId, ReadMark } from '../src';

describe('the one id schema', () => {
  test.each([1, 42, ID_MAX])('%d is an id', (value) => {
    expect(Id.safeParse(value).success).toBe(true);
  });

  test.each([0, -1, 1.5, ID_MAX + 1, 2 ** 53, Number.NaN, '1', null])('%s is not', (value) => {
    const result = Id.safeParse(value);
    expect(result.success).toBe(false);
    // The catalogue key, so the server says it in the caller's language.
    expect(result.error?.issues[0]?.message).toBe('FIELD_INVALID');
  });

  test('a query string id arrives as text', () => {
    expect(QueryId.parse('17')).toBe(17);
    expect(QueryId.safeParse(String(ID_MAX + 1)).success).toBe(false);
    expect(QueryId.safeParse('abc').success).toBe(false);
  });

  test('a read mark may be 0, nothing read yet', () => {
    expect(ReadMark.parse(0)).toBe(0);
    expect(ReadMark.safeParse(ID_MAX + 1).success).toBe(false);
  });
});
