import { describe, expect, test } from 'vitest';
import {
  ApiKeyCreateBody,
  CALLS,
  isApiKeyShaped,
  scopeOfCall,
  shownKey,
  type CallName,
} from '../src';

const names = Object.keys(CALLS) as CallName[];

describe('API keys', () => {
  test('a key has the shape fk_ and 43 base64url characters; a session token does not', () => {
    expect(isApiKeyShaped(`fk_${'A'.repeat(40)}-_9`)).toBe(true);
    expect(isApiKeyShaped(`fk_${'A'.repeat(42)}`)).toBe(false);
    expect(isApiKeyShaped(`fk_${'A'.repeat(42)}=`)).toBe(false);
    expect(isApiKeyShaped('d5c1a0f0e3b14e4f9a3c2b1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f')).toBe(
      false,
    );
    expect(shownKey('fk_Ab3x')).toBe('fk_Ab3x…');
  });

  test('a key is named and given at least one scope, each once', () => {
    expect(ApiKeyCreateBody.parse({ Name: '  Website ', Scopes: ['catalogue'] })).toEqual({
      Name: 'Website',
      Scopes: ['catalogue'],
    });
    const problems = (body: unknown) =>
      ApiKeyCreateBody.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(problems({ Name: ' ', Scopes: ['catalogue'] })).toEqual([['Name', 'FIELD_REQUIRED']]);
    expect(problems({ Name: 'x'.repeat(61), Scopes: ['orders'] })).toEqual([['Name', 'FIELD_TOO_LONG']]);
    expect(problems({ Name: 'ERP', Scopes: [] })).toEqual([['Scopes', 'API_KEY_NO_SCOPE']]);
    expect(problems({ Name: 'ERP', Scopes: ['orders', 'orders'] })).toEqual([['Scopes', 'FIELD_INVALID']]);
    expect(problems({ Name: 'ERP', Scopes: ['admin'] })).toEqual([['Scopes.0', 'FIELD_INVALID']]);
  }); // prettier-ignore

  test('a key opens the buyer’s trade calls of its scopes, never the back office or key management', () => {
    expect(scopeOfCall('Diamonds/DiamandsQuery')).toBe('catalogue');
    expect(scopeOfCall('Order/AddOrder')).toBe('orders');
    expect(scopeOfCall('ShoppingCart/Add')).toBe('orders');
    expect(scopeOfCall('Hold/Add')).toBe('holds');
    expect(scopeOfCall('Offer/Make')).toBe('offers');
    const scoped = names.filter((name) => scopeOfCall(name) !== undefined);
    expect(scoped.filter((name) => /^(Admin|ApiKey|Relation|Webhook)\//.test(name))).toEqual([]);
    // Nothing that changes who the buyer is or what they are told: no account, no chat.
    expect(scoped.filter((name) => /Password|Personal|Chat|Notice|Upload/i.test(name))).toEqual([]);
  });
});
