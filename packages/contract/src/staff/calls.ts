import type { CallSpec } from '../call-spec';
import { UserInfo } from '../accounts';
import { NoData } from '../envelope';
import {
  AcceptInviteBody,
  StaffInviteBody,
  StaffInvited,
  StaffList,
  StaffUpdateBody,
} from './index';

/** The staff calls of the call table (../calls.ts). */
export const STAFF_CALLS = {
  'Admin/Staff/List': { method: 'GET', data: StaffList, capability: 'staff' },
  'Admin/Staff/Invite': {
    method: 'POST',
    body: StaffInviteBody,
    data: StaffInvited,
    capability: 'staff',
  },
  'Admin/Staff/Update': {
    method: 'POST',
    body: StaffUpdateBody,
    data: NoData,
    capability: 'staff',
  },
  'Admin/Staff/AcceptInvite': {
    method: 'POST',
    body: AcceptInviteBody,
    data: UserInfo,
    capability: 'staff',
  },
} as const satisfies Record<string, CallSpec>;
