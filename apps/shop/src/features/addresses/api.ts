import type { Address, AddressIdBody, AddressInput } from '@facet/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '../../shared/transport/http';
import { queryKeysFactory } from '@facet/web-client';

const addressScope = queryKeysFactory('addresses');
export const addressKeys = {
  ...addressScope,
  list: [...addressScope.all, 'list'] as const,
  default: [...addressScope.all, 'default'] as const,
};

/** The buyer's delivery addresses, the default first as the server sends them. */
export function useAddresses() {
  return useQuery({
    queryKey: addressKeys.list,
    queryFn: ({ signal }) => calls.post('Wholesaler_Address/List', undefined, { signal }),
  });
}

export function useDefaultAddress() {
  return useQuery({
    queryKey: addressKeys.default,
    queryFn: ({ signal }) => calls.get('Wholesaler_Address/GetDefault', undefined, { signal }),
  });
}

/**
 * Adds an address (no Id) or changes one. Quiet: the form shows the server's field errors
 * under their fields. A new default unsets the old one, so the whole list is read again.
 */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressInput) =>
      calls.post('Wholesaler_Address/AddOrUpd', body, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

/** "Set as default" from the list: the address saved again with the flag. */
export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: Address) =>
      calls.post('Wholesaler_Address/AddOrUpd', {
        ...address,
        IsDefault: true,
      } satisfies AddressInput),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

/** The server refuses the default address (DEFAULT_ADDRESS_UNDELETABLE); the client toasts it. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressIdBody) => calls.delete('Wholesaler_Address/Del', body),
    onSuccess: (_data, { Id }) => {
      queryClient.setQueryData<Address[]>(addressKeys.list, (list) =>
        list?.filter((address) => address.Id !== Id),
      );
      return queryClient.invalidateQueries({ queryKey: addressKeys.all });
    },
  });
}
