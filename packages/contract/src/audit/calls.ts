import type { CallSpec } from '../call-spec';
import { AuditListBody, AuditPage } from './index';

/** The audit calls of the call table (../calls.ts). */
export const AUDIT_CALLS = {
  'Admin/Audit/List': { method: 'POST', body: AuditListBody, data: AuditPage, capability: 'audit' },
} as const satisfies Record<string, CallSpec>;
