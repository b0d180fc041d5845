import type { Address, AddressIdBody, AddressInput } from '@facet/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/transport/http';
import { queryKeysFactory } from '@facet/web-client';

const ADDRESS = '/api/Wholesaler_Address';

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
    queryFn: ({ signal }) => http.post<Address[]>(`${ADDRESS}/List`, undefined, { signal }),
  });
}

export function useDefaultAddress() {
  return useQuery({
    queryKey: addressKeys.default,
    queryFn: ({ signal }) => http.get<Address | null>(`${ADDRESS}/GetDefault`, { signal }),
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
      http.post<Address>(`${ADDRESS}/AddOrUpd`, body, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

/** "Set as default" from the list: the address saved again with the flag. */
export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: Address) =>
      http.post<Address>(`${ADDRESS}/AddOrUpd`, {
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
    mutationFn: (body: AddressIdBody) => http.delete<null>(`${ADDRESS}/Del`, body),
    onSuccess: (_data, { Id }) => {
      queryClient.setQueryData<Address[]>(addressKeys.list, (list) =>
        list?.filter((address) => address.Id !== Id),
      );
      return queryClient.invalidateQueries({ queryKey: addressKeys.all });
    },
  });
}
