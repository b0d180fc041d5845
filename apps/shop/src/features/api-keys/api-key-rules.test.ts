import { API_KEYS_MAX, type ApiKey } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import { callOutcome, keysInOrder, keysLeft, scopesInOrder, toggleScope } from './api-key-rules';

const key = (Id: number, CreatedAt: string, RevokedAt: string | null = null): ApiKey => ({
  Id,
  Name: `Key ${Id}`,
  Prefix: 'fk_abcd',
  Scopes: ['catalogue'],
  CreatedAt,
  LastUsedAt: null,
  RevokedAt,
  Uses30Days: 0,
});

describe('the keys in the order the page lists them', () => {
  it('puts live keys first, newest first, then revoked ones, latest revoked first', () => {
    const keys = [
      key(1, '2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z'),
      key(2, '2026-01-02T00:00:00Z'),
      key(3, '2026-01-03T00:00:00Z', '2026-04-01T00:00:00Z'),
      key(4, '2026-01-04T00:00:00Z'),
    ];
    expect(keysInOrder(keys).map((k) => k.Id)).toEqual([4, 2, 3, 1]);
  });

  it('leaves the list it was given as it was', () => {
    const keys = [key(1, '2026-01-01T00:00:00Z'), key(2, '2026-01-02T00:00:00Z')];
    keysInOrder(keys);
    expect(keys.map((k) => k.Id)).toEqual([1, 2]);
  });
});

describe('the room left for new keys', () => {
  it('counts live keys only against the limit', () => {
    const live = Array.from({ length: API_KEYS_MAX - 1 }, (_, i) => key(i, '2026-01-01'));
    expect(keysLeft(live)).toBe(1);
    expect(keysLeft([...live, key(99, '2026-01-01', '2026-02-01')])).toBe(1);
    expect(keysLeft([...live, key(99, '2026-01-01')])).toBe(0);
    expect(keysLeft([])).toBe(API_KEYS_MAX);
  });
});

describe('a call’s outcome by its status', () => {
  it.each([
    [200, 'answered'],
    [204, 'answered'],
    [400, 'refused'],
    [401, 'refused'],
    [403, 'refused'],
    [429, 'refused'],
    [500, 'failed'],
    [503, 'failed'],
  ] as const)('%i is %s', (status, outcome) => {
    expect(callOutcome(status)).toBe(outcome);
  });
});

describe('choosing scopes', () => {
  it('ticks a scope on and off, keeping the listed order', () => {
    expect(toggleScope(['holds'], 'catalogue')).toEqual(['catalogue', 'holds']);
    expect(toggleScope(['catalogue', 'holds'], 'catalogue')).toEqual(['holds']);
    expect(toggleScope([], 'offers')).toEqual(['offers']);
  });

  it('lists scopes in the contract’s order', () => {
    expect(scopesInOrder(['offers', 'catalogue', 'orders'])).toEqual([
      'catalogue',
      'orders',
      'offers',
    ]);
  });
});
