import {
  keepPreviousData,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  PricedGoods,
  PricedGoodsPage,
  ImportReport,
  ListPricesReport,
  StockInput,
  StockRecord,
  Uploaded,
  type Category,
  type InventoryQueryBody,
  type SetMarketBody,
  type StockSaveBody,
  type StoneMediaBody,
} from '@facet/contract';
import { download, request } from './client';
import { queryKeysFactory } from '@facet/web-client';
import { saveFile } from './save-file';

export const inventoryKeys = queryKeysFactory('inventory');

/**
 * A stored record as the edit form reads it: the fields of `StockInput` without its
 * cross-field rules (those judge what the clerk submits, not what is on file).
 */
export const StockRecordValues = StockRecord.extend(StockInput.shape);
export type StockRecordValues = ReturnType<typeof StockRecordValues.parse>;

/** One page of stock for the inventory table; the previous page stays up while the next loads. */
export function useInventoryPage(query: InventoryQueryBody) {
  return useQuery({
    queryKey: inventoryKeys.list(query),
    queryFn: ({ signal }) =>
      request('Admin/Inventory/Query', {
        method: 'POST',
        body: query,
        schema: PricedGoodsPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The record behind the edit form; nothing is fetched for a new one. */
export function useStockRecord(id: number | undefined) {
  return useQuery({
    queryKey: inventoryKeys.detail(id ?? 'new'),
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) =>
            request('Admin/Inventory/Record', {
              method: 'POST',
              body: { Id: id },
              schema: StockRecordValues,
              signal,
            }),
    // Never kept once the form closes: a form opened on stale data would write it back.
    gcTime: 0,
  });
}

export function useSaveStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockSaveBody) =>
      request('Admin/Inventory/Save', { method: 'POST', body, schema: PricedGoods }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}

export function useSetMarket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetMarketBody) =>
      request('Admin/Inventory/SetMarket', { method: 'POST', body, schema: PricedGoods }),
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

const csvForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

export function useImportStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, file, dryRun }: StockImport) =>
      request(
        `Admin/Inventory/Import?${new URLSearchParams({ Category: category, DryRun: String(dryRun) })}`,
        { method: 'POST', body: csvForm(file), schema: ImportReport },
      ),
    onSuccess: async (report) => {
      if (!report.DryRun) await queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
    },
  });
}

/** Downloads every line the filter finds (paging aside) as a CSV the import reads back. */
export function useExportStock() {
  return useMutation({
    mutationFn: (query: InventoryQueryBody) =>
      download('Admin/Inventory/Export', {
        method: 'POST',
        body: query,
        fallbackName: 'facet-stock.csv',
      }),
    onSuccess: saveFile,
  });
}

export function useExportListPrices() {
  return useMutation({
    mutationFn: () =>
      download('Admin/ListPrices/Export', { fallbackName: 'facet-list-prices.csv' }),
    onSuccess: saveFile,
  });
}

/** Replaces the house list-price grid (admins); stones sold by discount re-price with it. */
export function useReplaceListPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      request('Admin/ListPrices/Import', {
        method: 'POST',
        body: csvForm(file),
        schema: ListPricesReport,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}

/** A picture for a stone (public: every buyer sees it on the stone's details). */
export function uploadStonePicture(file: File) {
  const form = new FormData();
  form.append('file', file);
  return request('Upload/Image?Purpose=stone', { method: 'POST', body: form, schema: Uploaded });
}

/** A stone's video: MP4 or WebM up to 50 MB. */
export function uploadStoneVideo(file: File) {
  const form = new FormData();
  form.append('file', file);
  return request('Admin/Upload/Video', { method: 'POST', body: form, schema: Uploaded });
}

/** Adds uploaded pictures to a stone and sets its video. */
export function useAttachStoneMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoneMediaBody) =>
      request('Admin/Inventory/Media', { method: 'POST', body, schema: PricedGoods }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
