import type { CallSpec } from '../call-spec';
import { Empty } from '../envelope';
import {
  AdminHoldExtendBody,
  AdminHoldList,
  HoldAddBody,
  HoldAdded,
  HoldList,
  HoldReleaseBody,
} from './index';

/** The holds calls of the call table (../calls.ts). */
export const HOLDS_CALLS = {
  'Hold/Add': {
    method: 'POST',
    body: HoldAddBody,
    data: HoldAdded,
    capability: 'holds',
    scope: 'holds',
  },
  'Hold/List': { method: 'GET', data: HoldList, capability: 'holds', scope: 'holds' },
  'Hold/Release': {
    method: 'POST',
    body: HoldReleaseBody,
    data: Empty,
    capability: 'holds',
    scope: 'holds',
  },
  'Admin/Holds/List': { method: 'GET', data: AdminHoldList, capability: 'holds' },
  'Admin/Holds/Extend': {
    method: 'POST',
    body: AdminHoldExtendBody,
    data: HoldAdded,
    capability: 'holds',
  },
  'Admin/Holds/Release': {
    method: 'POST',
    body: HoldReleaseBody,
    data: Empty,
    capability: 'holds',
  },
} as const satisfies Record<string, CallSpec>;
