import type { CallSpec } from '../call-spec';
import { Empty } from '../envelope';
import {
  ApiKeyCreateBody,
  ApiKeyCreated,
  ApiKeyIdBody,
  ApiKeyList,
  ApiKeyUsePage,
  ApiKeyUsesBody,
} from './index';

/** The API keys calls of the call table (../calls.ts): a signed-in buyer's, never a key's. */
export const API_KEYS_CALLS = {
  'ApiKey/Create': {
    method: 'POST',
    body: ApiKeyCreateBody,
    data: ApiKeyCreated,
    capability: 'api-keys',
  },
  'ApiKey/List': { method: 'GET', data: ApiKeyList, capability: 'api-keys' },
  'ApiKey/Revoke': { method: 'POST', body: ApiKeyIdBody, data: Empty, capability: 'api-keys' },
  'ApiKey/Uses': {
    method: 'POST',
    body: ApiKeyUsesBody,
    data: ApiKeyUsePage,
    capability: 'api-keys',
  },
} as const satisfies Record<string, CallSpec>;
