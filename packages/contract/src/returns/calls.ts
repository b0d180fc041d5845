import type { CallSpec } from '../call-spec';
import {
  AdminReturn,
  AdminReturnAnswerBody,
  AdminReturnListBody,
  AdminReturnPage,
  Return,
  ReturnListBody,
  ReturnPage,
  ReturnRequestBody,
  ReturnShipBody,
} from './index';

/** The returns calls of the call table (../calls.ts). */
export const RETURNS_CALLS = {
  'Return/Request': { method: 'POST', body: ReturnRequestBody, data: Return, capability: 'returns' }, // prettier-ignore
  'Return/List': { method: 'POST', body: ReturnListBody, data: ReturnPage, capability: 'returns' },
  'Return/Ship': { method: 'POST', body: ReturnShipBody, data: Return, capability: 'returns' },
  'Admin/Returns/List': { method: 'POST', body: AdminReturnListBody, data: AdminReturnPage, capability: 'returns' }, // prettier-ignore
  'Admin/Returns/Answer': { method: 'POST', body: AdminReturnAnswerBody, data: AdminReturn, capability: 'returns' }, // prettier-ignore
} as const satisfies Record<string, CallSpec>;
