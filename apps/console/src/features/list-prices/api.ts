import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls, download } from '../../shared/transport/client';
import { fileForm } from '../../shared/transport/file-form';
import { inventoryKeys } from '../../shared/transport/query-keys';
import { saveFile } from '../../shared/transport/save-file';

/** The house list-price grid as a CSV, the form its import reads back. */
export function useExportListPrices() {
  return useMutation({
    mutationFn: () =>
      download('Admin/ListPrices/Export', undefined, { fallbackName: 'facet-list-prices.csv' }),
    onSuccess: saveFile,
  });
}

/** Replaces the house list-price grid (admins); stones sold by discount re-price with it. */
export function useReplaceListPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => calls.upload('Admin/ListPrices/Import', fileForm(file)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
