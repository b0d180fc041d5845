import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@facet/contract';
import { calls } from '../../shared/transport/client';
import { auditKeys, staffKeys } from '../../shared/transport/query-keys';

export function useStaff() {
  return useQuery({
    queryKey: staffKeys.lists(),
    queryFn: ({ signal }) => calls.get('Admin/Staff/List', undefined, { signal }),
  });
}

function useStaffChange<N extends 'Admin/Staff/Invite' | 'Admin/Staff/Update'>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<N>) => calls.post(name, body),
    onSettled: () =>
      Promise.all(
        [staffKeys.all, auditKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useInviteStaff = () => useStaffChange('Admin/Staff/Invite');
export const useUpdateStaff = () => useStaffChange('Admin/Staff/Update');
