import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeysFactory } from '@facet/web-client';
import { cartKeys } from '../cart';
import { goodsScope } from '../catalogue';
import { calls } from '../../shared/transport/http';

/** The buyer's holds (API.md, "Trade tools"). */
export const holdKeys = queryKeysFactory('holds');

export function useHolds() {
  return useQuery({
    queryKey: holdKeys.lists(),
    queryFn: ({ signal }) => calls.get('Hold/List', undefined, { signal }),
    // A clerk may have extended or released one since: asked again whenever shown.
    staleTime: 0,
  });
}

/** Whatever shows a stone's hold — lists, details, the cart, the holds — asks again. */
const refreshHeld = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: holdKeys.all }),
    queryClient.invalidateQueries({ queryKey: goodsScope.all }),
    queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  ]);

export function useHoldStone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goodsId: number) => calls.post('Hold/Add', { GoodsId: goodsId }),
    onSuccess: () => refreshHeld(queryClient),
  });
}

export function useReleaseHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holdId: number) => calls.post('Hold/Release', { HoldId: holdId }),
    onSuccess: () => refreshHeld(queryClient),
  });
}

/** A hold that ran out on screen: the stone and the lists are asked about again. */
export function useHoldEnded() {
  const queryClient = useQueryClient();
  return () => void refreshHeld(queryClient);
}
