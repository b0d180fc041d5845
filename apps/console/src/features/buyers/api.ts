import {
  keepPreviousData,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AuditListBody, BuyersListBody, CallInput } from '@facet/contract';
import { queryKeysFactory } from '@facet/web-client';
import { calls } from './client';

export const buyerKeys = queryKeysFactory('buyers');
export const auditKeys = queryKeysFactory('audit');

/** One page of buyers, those waiting for verification first; the last page stays up meanwhile. */
export function useBuyerList(body: BuyersListBody) {
  return useQuery({
    queryKey: buyerKeys.list(body),
    queryFn: ({ signal }) => calls.post('Admin/Buyers/List', body, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBuyer(userId: number | null) {
  return useQuery({
    queryKey: buyerKeys.detail(userId ?? 0),
    queryFn:
      userId === null
        ? skipToken
        : ({ signal }) => calls.post('Admin/Buyers/Detail', { UserId: userId }, { signal }),
  });
}

/** The calls that change a buyer's standing or notes. */
type BuyerChange =
  | 'Admin/Buyers/Approve'
  | 'Admin/Buyers/Reject'
  | 'Admin/Buyers/Disable'
  | 'Admin/Buyers/SaveNotes';

/** A change to a buyer: the list and the page read again whatever happened. */
function useBuyerChange<N extends BuyerChange>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<N>) => calls.post(name, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: buyerKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}

export const useApproveBuyer = () => useBuyerChange('Admin/Buyers/Approve');
export const useRejectBuyer = () => useBuyerChange('Admin/Buyers/Reject');
export const useDisableBuyer = () => useBuyerChange('Admin/Buyers/Disable');
export const useSaveBuyerNotes = () => useBuyerChange('Admin/Buyers/SaveNotes');

/** One page of the audit trail, newest first. */
export function useAuditTrail(body: AuditListBody) {
  return useQuery({
    queryKey: auditKeys.list(body),
    queryFn: ({ signal }) => calls.post('Admin/Audit/List', body, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const tierKeys = queryKeysFactory('tiers');

export function useTiers() {
  return useQuery({
    queryKey: tierKeys.lists(),
    queryFn: ({ signal }) => calls.get('Admin/Tiers/List', undefined, { signal }),
  });
}

/** A change to the tiers: tiers, buyers (their tier names) and the trail read again. */
function useTierChange<
  N extends 'Admin/Tiers/Save' | 'Admin/Tiers/Delete' | 'Admin/Buyers/SetTier',
>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<N>) => calls.post(name, body),
    onSettled: () =>
      Promise.all(
        [tierKeys.all, buyerKeys.all, auditKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useSaveTier = () => useTierChange('Admin/Tiers/Save');
export const useDeleteTier = () => useTierChange('Admin/Tiers/Delete');
export const useSetTier = () => useTierChange('Admin/Buyers/SetTier');

export const staffKeys = queryKeysFactory('staff');

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
