import type { CallSpec } from '../call-spec';
import { CurrencyRates, SaveRatesBody } from './index';

/** The currencies calls of the call table (../calls.ts). */
export const CURRENCIES_CALLS = {
  'Currency/Rates': { method: 'GET', data: CurrencyRates, capability: 'currencies' },
  'Admin/Currency/SaveRates': {
    method: 'POST',
    body: SaveRatesBody,
    data: CurrencyRates,
    capability: 'currencies',
  },
} as const satisfies Record<string, CallSpec>;
