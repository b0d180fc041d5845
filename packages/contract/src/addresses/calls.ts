import type { CallSpec } from '../call-spec';
import { NoData } from '../envelope';
import { Address, AddressIdBody, AddressInput, AddressList, DefaultAddress } from './index';

/** The addresses calls of the call table (../calls.ts). */
export const ADDRESSES_CALLS = {
  'Wholesaler_Address/List': {
    method: 'POST',
    data: AddressList,
    capability: 'addresses',
    scope: 'orders',
  },
  'Wholesaler_Address/AddOrUpd': {
    method: 'POST',
    body: AddressInput,
    data: Address,
    capability: 'addresses',
  },
  'Wholesaler_Address/Del': {
    method: 'DELETE',
    body: AddressIdBody,
    data: NoData,
    capability: 'addresses',
  },
  'Wholesaler_Address/GetDefault': {
    method: 'GET',
    data: DefaultAddress,
    capability: 'addresses',
    scope: 'orders',
  },
  '{product}_Address/List': { method: 'POST', data: AddressList, capability: 'addresses' },
} as const satisfies Record<string, CallSpec>;
