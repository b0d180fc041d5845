import type { CallSpec } from '../call-spec';
import { NoData } from '../envelope';
import {
  ApproveBuyerBody,
  BuyerDetail,
  BuyerIdBody,
  BuyerNotesBody,
  BuyerPage,
  BuyersListBody,
  DisableBuyerBody,
  RejectBuyerBody,
  SaveTierBody,
  SetTierBody,
  SubmitVerificationBody,
  TierIdBody,
  TierList,
  TierSaved,
  Verification,
} from './index';

/** The buyers calls of the call table (../calls.ts). */
export const BUYERS_CALLS = {
  'Relation/Verification': { method: 'GET', data: Verification, capability: 'buyers' },
  'Relation/SubmitVerification': {
    method: 'POST',
    body: SubmitVerificationBody,
    data: Verification,
    capability: 'buyers',
  },
  'Admin/Buyers/List': {
    method: 'POST',
    body: BuyersListBody,
    data: BuyerPage,
    capability: 'buyers',
  },
  'Admin/Buyers/Detail': {
    method: 'POST',
    body: BuyerIdBody,
    data: BuyerDetail,
    capability: 'buyers',
  },
  'Admin/Buyers/Approve': {
    method: 'POST',
    body: ApproveBuyerBody,
    data: NoData,
    capability: 'buyers',
  },
  'Admin/Buyers/Reject': {
    method: 'POST',
    body: RejectBuyerBody,
    data: NoData,
    capability: 'buyers',
  },
  'Admin/Buyers/Disable': {
    method: 'POST',
    body: DisableBuyerBody,
    data: NoData,
    capability: 'buyers',
  },
  'Admin/Buyers/SaveNotes': {
    method: 'POST',
    body: BuyerNotesBody,
    data: NoData,
    capability: 'buyers',
  },
  'Admin/Buyers/SetTier': { method: 'POST', body: SetTierBody, data: NoData, capability: 'buyers' },
} as const satisfies Record<string, CallSpec>;

/** The tiers calls of the call table (../calls.ts). */
export const TIERS_CALLS = {
  'Admin/Tiers/List': { method: 'GET', data: TierList, capability: 'tiers' },
  'Admin/Tiers/Save': { method: 'POST', body: SaveTierBody, data: TierSaved, capability: 'tiers' },
  'Admin/Tiers/Delete': { method: 'POST', body: TierIdBody, data: NoData, capability: 'tiers' },
} as const satisfies Record<string, CallSpec>;
