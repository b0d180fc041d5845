import type { CallSpec } from '../call-spec';
import { NoData } from '../envelope';
import {
  CancelAccountBody,
  EmailCodeSent,
  EmailLoginBody,
  EmailRegisterBody,
  GetEmailCodeBody,
  Personal,
  PersonalWithIm,
  ResetPwdBody,
  SetPersonalBody,
  UserInfo,
} from './index';

/** The accounts calls of the call table (../calls.ts). */
export const ACCOUNTS_CALLS = {
  'Relation/GetEmailCode': {
    method: 'POST',
    body: GetEmailCodeBody,
    data: EmailCodeSent,
    capability: 'accounts',
  },
  'Relation/EmailRegister': {
    method: 'POST',
    body: EmailRegisterBody,
    data: UserInfo,
    capability: 'accounts',
  },
  'Relation/EmailLogin': {
    method: 'POST',
    body: EmailLoginBody,
    data: UserInfo,
    capability: 'accounts',
  },
  'Relation/ResetPwd': { method: 'POST', body: ResetPwdBody, data: NoData, capability: 'accounts' },
  'Relation/LogOut': { method: 'POST', data: NoData, capability: 'accounts' },
  'Relation/GetPersonal': { method: 'GET', data: PersonalWithIm, capability: 'accounts' },
  'Relation/SetPersonal': {
    method: 'POST',
    body: SetPersonalBody,
    data: Personal,
    capability: 'accounts',
  },
  'Relation/CancelAccount': {
    method: 'POST',
    body: CancelAccountBody,
    data: NoData,
    capability: 'accounts',
  },
  'Admin/Login': { method: 'POST', body: EmailLoginBody, data: UserInfo, capability: 'accounts' },
  'Admin/Me': { method: 'GET', data: UserInfo, capability: 'accounts' },
} as const satisfies Record<string, CallSpec>;
