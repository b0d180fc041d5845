import {
  keepPreviousData,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  AuditPage,
  BuyerDetail,
  BuyerPage,
  type ApproveBuyerBody,
  type AuditListBody,
  type BuyerNotesBody,
  type BuyersListBody,
  type DisableBuyerBody,
  type RejectBuyerBody,
  type SaveTierBody,
  type SetTierBody,
  TierList,
  StaffList,
  type StaffInviteBody,
  type StaffUpdateBody,
} from '@facet/contract';
import { queryKeysFactory } from '@facet/web-client';
import { request } from './client';

export const buyerKeys = queryKeysFactory('buyers');
export const auditKeys = queryKeysFactory('audit');

/** One page of buyers, those waiting for verification first; the last page stays up meanwhile. */
export function useBuyerList(body: BuyersListBody) {
  return useQuery({
    queryKey: buyerKeys.list(body),
    queryFn: ({ signal }) =>
      request('Admin/Buyers/List', { method: 'POST', body, schema: BuyerPage, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBuyer(userId: number | null) {
  return useQuery({
    queryKey: buyerKeys.detail(userId ?? 0),
    queryFn:
      userId === null
        ? skipToken
        : ({ signal }) =>
            request('Admin/Buyers/Detail', {
              method: 'POST',
              body: { UserId: userId },
              schema: BuyerDetail,
              signal,
            }),
  });
}

/** A change to a buyer: the list and the page read again whatever happened. */
function useBuyerChange<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => request(`Admin/Buyers/${path}`, { method: 'POST', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: buyerKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}

export const useApproveBuyer = () => useBuyerChange<ApproveBuyerBody>('Approve');
export const useRejectBuyer = () => useBuyerChange<RejectBuyerBody>('Reject');
export const useDisableBuyer = () => useBuyerChange<DisableBuyerBody>('Disable');
export const useSaveBuyerNotes = () => useBuyerChange<BuyerNotesBody>('SaveNotes');

/** One page of the audit trail, newest first. */
export function useAuditTrail(body: AuditListBody) {
  return useQuery({
    queryKey: auditKeys.list(body),
    queryFn: ({ signal }) =>
      request('Admin/Audit/List', { method: 'POST', body, schema: AuditPage, signal }),
    placeholderData: keepPreviousData,
  });
}

export const tierKeys = queryKeysFactory('tiers');

export function useTiers() {
  return useQuery({
    queryKey: tierKeys.lists(),
    queryFn: ({ signal }) => request('Admin/Tiers/List', { schema: TierList, signal }),
  });
}

/** A change to the tiers: tiers, buyers (their tier names) and the trail read again. */
function useTierChange<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => request(path, { method: 'POST', body }),
    onSettled: () =>
      Promise.all(
        [tierKeys.all, buyerKeys.all, auditKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useSaveTier = () => useTierChange<SaveTierBody>('Admin/Tiers/Save');
export const useDeleteTier = () => useTierChange<{ Id: number }>('Admin/Tiers/Delete');
export const useSetTier = () => useTierChange<SetTierBody>('Admin/Buyers/SetTier');

export const staffKeys = queryKeysFactory('staff');

export function useStaff() {
  return useQuery({
    queryKey: staffKeys.lists(),
    queryFn: ({ signal }) => request('Admin/Staff/List', { schema: StaffList, signal }),
  });
}

function useStaffChange<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => request(path, { method: 'POST', body }),
    onSettled: () =>
      Promise.all(
        [staffKeys.all, auditKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useInviteStaff = () => useStaffChange<StaffInviteBody>('Admin/Staff/Invite');
export const useUpdateStaff = () => useStaffChange<StaffUpdateBody>('Admin/Staff/Update');
