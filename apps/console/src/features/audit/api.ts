import type { AuditListBody } from '@facet/contract';
import { auditKeys } from '../../shared/transport/query-keys';
import { usePageQuery } from '../../shared/transport/page-query';

/** One page of the audit trail, newest first. */
export const useAuditTrail = (body: AuditListBody) =>
  usePageQuery(auditKeys, 'Admin/Audit/List', body);
