import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditListBody } from '@facet/contract';
import { calls } from '../../shared/transport/client';
import { auditKeys } from '../../shared/transport/query-keys';

/** One page of the audit trail, newest first. */
export function useAuditTrail(body: AuditListBody) {
  return useQuery({
    queryKey: auditKeys.list(body),
    queryFn: ({ signal }) => calls.post('Admin/Audit/List', body, { signal }),
    placeholderData: keepPreviousData,
  });
}
