import { API_KEYS_MAX, API_KEY_SCOPES, type ApiKey, type ApiKeyScope } from '@facet/contract';

/**
 * The rules the API access page shows keys and their calls by (docs/integrations.md): live keys
 * before revoked ones, a call's status as the buyer reads it, and the room left for new keys.
 */

/** Live keys first, then revoked ones (most recently revoked first); newest first within each. */
export function keysInOrder(keys: readonly ApiKey[]): ApiKey[] {
  const newest = (a: string, b: string) => b.localeCompare(a);
  const live = keys.filter((key) => !key.RevokedAt);
  const revoked = keys.filter((key) => key.RevokedAt);
  return [
    ...live.sort((a, b) => newest(a.CreatedAt, b.CreatedAt)),
    ...revoked.sort((a, b) => newest(a.RevokedAt!, b.RevokedAt!)),
  ];
}

/** How many more keys the buyer may make before one must be revoked (API_KEYS_FULL). */
export const keysLeft = (keys: readonly ApiKey[]) =>
  Math.max(0, API_KEYS_MAX - keys.filter((key) => !key.RevokedAt).length);

/** How a call went, by its HTTP status: answered, refused by the server's rules, or failed. */
export type CallOutcome = 'answered' | 'refused' | 'failed';
export function callOutcome(status: number): CallOutcome {
  if (status >= 200 && status < 300) return 'answered';
  return status >= 500 ? 'failed' : 'refused';
}

/** The scopes as they are listed (the contract's order), whatever order they were chosen in. */
export const scopesInOrder = (scopes: readonly ApiKeyScope[]) =>
  API_KEY_SCOPES.filter((scope) => scopes.includes(scope));

/** Ticks a scope on or off. */
export const toggleScope = (scopes: readonly ApiKeyScope[], scope: ApiKeyScope) =>
  scopes.includes(scope)
    ? scopes.filter((chosen) => chosen !== scope)
    : scopesInOrder([...scopes, scope]);
