import { ErrorEnvelope } from '@facet/contract';

// Route options every module's routes share, defined once.

/** Every error a route answers, as the envelope (4xx and 5xx: the error handler's shape). */
export const errors = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

/** A route that needs a session: the bearer token of a login (OpenAPI's security scheme). */
export const security: { [scheme: string]: string[] }[] = [{ bearer: [] }];

/**
 * A call an API key may make too (its `scope` in the call table): the session's bearer token,
 * or a key with that scope in `X-Api-Key` (or as the bearer token: keys start with `fk_`).
 */
export const keySecurity = (scope: string): typeof security => [
  { bearer: [] },
  { apiKey: [scope] },
];
