import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Category,
  InventoryQueryBody,
  PricedGoodsPage,
  SetMarketBody,
  StockSaveBody,
  StoneMediaBody,
} from '@facet/contract';
import { calls, download } from '../../shared/transport/client';
import { fileForm } from '../../shared/transport/file-form';
import { inventoryKeys } from '../../shared/transport/query-keys';
import { usePageQuery } from '../../shared/transport/page-query';
import { saveFile } from '../../shared/transport/save-file';

/** One page of stock for the inventory table; the previous page stays up while the next loads. */
export const useInventoryPage = (query: InventoryQueryBody) =>
  usePageQuery(inventoryKeys, 'Admin/Inventory/Query', query);

/** The record behind the edit form; nothing is fetched for a new one. */
export function useStockRecord(id: number | undefined) {
  return useQuery({
    queryKey: inventoryKeys.detail(id ?? 'new'),
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) => calls.post('Admin/Inventory/Record', { Id: id }, { signal }),
    // Never kept once the form closes: a form opened on stale data would write it back.
    gcTime: 0,
  });
}

export function useSaveStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockSaveBody) => calls.post('Admin/Inventory/Save', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}

export function useSetMarket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetMarketBody) => calls.post('Admin/Inventory/SetMarket', body),
    onSuccess: (goods) => {
      // The row changes at once; the refetch then drops it from a page filtered by market.
      queryClient.setQueriesData<PricedGoodsPage>(
        { queryKey: inventoryKeys.lists() },
        (page) =>
          page && { ...page, List: page.List.map((row) => (row.Id === goods.Id ? goods : row)) },
      );
      return queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
    },
  });
}

export interface StockImport {
  category: Category;
  file: File;
  /** A check: the server reads and judges every line, then saves nothing. */
  dryRun: boolean;
}

export function useImportStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, file, dryRun }: StockImport) =>
      calls.upload('Admin/Inventory/Import', fileForm(file), {
        Category: category,
        DryRun: dryRun ? 'true' : 'false',
      }),
    onSuccess: async (report) => {
      if (!report.DryRun) await queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
    },
  });
}

/** Downloads every line the filter finds (paging aside) as a CSV the import reads back. */
export function useExportStock() {
  return useMutation({
    mutationFn: (query: InventoryQueryBody) =>
      download('Admin/Inventory/Export', query, { fallbackName: 'facet-stock.csv' }),
    onSuccess: saveFile,
  });
}

/** A picture for a stone (public: every buyer sees it on the stone's details). */
export const uploadStonePicture = (file: File) =>
  calls.upload('Upload/Image', fileForm(file), { Purpose: 'stone' });

/** A stone's video: MP4 or WebM up to 50 MB. */
export const uploadStoneVideo = (file: File) => calls.upload('Admin/Upload/Video', fileForm(file));

/** Adds uploaded pictures to a stone and sets its video. */
export function useAttachStoneMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoneMediaBody) => calls.post('Admin/Inventory/Media', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
