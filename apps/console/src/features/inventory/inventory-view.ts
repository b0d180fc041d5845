import {
  InventoryQueryBody,
  SortSpec,
  type Category,
  type Clarity,
  type Color,
  type Shape,
} from '@facet/contract';

export const MARKETS = ['all', 'on', 'off'] as const;
export type Market = (typeof MARKETS)[number];

export const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

/** What the filter bar sets; the names are the query body's. */
export interface InventoryFilters {
  Keyword?: string;
  Category?: Category[];
  Market: Market;
  Shape?: Shape[];
  Color?: Color[];
  Clarity?: Clarity[];
  WeightMin?: number;
  WeightMax?: number;
}

/** The table as the clerk set it up; it lives in the address, so a link or a reload keeps it. */
export interface InventoryView {
  filters: InventoryFilters;
  page: number;
  pageSize: number;
  sort?: SortSpec;
}

const LIST_FILTERS = ['Category', 'Shape', 'Color', 'Clarity'] as const;
const NUMBER_FILTERS = ['WeightMin', 'WeightMax'] as const;
const fields = InventoryQueryBody.shape;

/** A value from the address if the contract accepts it; anything else is left out. */
function accepted<T>(
  schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
  value: unknown,
) {
  if (value == null) return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function viewFromParams(params: URLSearchParams): InventoryView {
  const list = (name: string) => params.get(name)?.split(',').filter(Boolean);
  const number = (name: string) => {
    const raw = params.get(name);
    return raw === null || raw.trim() === '' ? undefined : Number(raw);
  };
  const filters: InventoryFilters = {
    Keyword: accepted(fields.Keyword, params.get('Keyword')),
    Market: accepted(fields.Market, params.get('Market')) ?? 'all',
    Category: accepted(fields.Category, list('Category')),
    Shape: accepted(fields.Shape, list('Shape')),
    Color: accepted(fields.Color, list('Color')),
    Clarity: accepted(fields.Clarity, list('Clarity')),
    WeightMin: accepted(fields.WeightMin, number('WeightMin')),
    WeightMax: accepted(fields.WeightMax, number('WeightMax')),
  };
  const [sortField, sortOrder] = params.get('Sort')?.split('.') ?? [];
  const size = positiveInt(params.get('Size'));
  return {
    filters: normalFilters(filters),
    page: positiveInt(params.get('Page')) ?? 1,
    pageSize: PAGE_SIZES.find((s) => s === size) ?? DEFAULT_PAGE_SIZE,
    sort: accepted(SortSpec, sortField ? { Field: sortField, Order: sortOrder } : undefined),
  };
}

export function paramsOf({ filters, page, pageSize, sort }: InventoryView): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.Keyword) params.set('Keyword', filters.Keyword);
  if (filters.Market !== 'all') params.set('Market', filters.Market);
  for (const name of LIST_FILTERS) {
    const values = filters[name];
    if (values?.length) params.set(name, values.join(','));
  }
  for (const name of NUMBER_FILTERS) {
    const value = filters[name];
    if (value != null) params.set(name, String(value));
  }
  if (sort) params.set('Sort', `${sort.Field}.${sort.Order}`);
  if (page > 1) params.set('Page', String(page));
  if (pageSize !== DEFAULT_PAGE_SIZE) params.set('Size', String(pageSize));
  return params;
}

/** The filter bar's form: a cleared number is null there. */
export type FilterFormValues = Partial<{
  [K in keyof InventoryFilters]: InventoryFilters[K] | null;
}>;

/** The filter bar's form showing these filters: blank text, empty lists, cleared numbers. */
export const formValuesOf = (filters: InventoryFilters): FilterFormValues => ({
  Keyword: filters.Keyword ?? '',
  Category: filters.Category ?? [],
  Market: filters.Market,
  Shape: filters.Shape ?? [],
  Color: filters.Color ?? [],
  Clarity: filters.Clarity ?? [],
  WeightMin: filters.WeightMin ?? null,
  WeightMax: filters.WeightMax ?? null,
});

/**
 * The form fields the address changed from `before` to `after` (the back button, "clear
 * filters"). Only these are written into the form: text typed meanwhile into a field the address
 * left alone stays where the clerk typed it.
 */
export function addressChanges(
  before: InventoryFilters,
  after: InventoryFilters,
): FilterFormValues {
  const was = formValuesOf(before);
  const now = formValuesOf(after);
  return Object.fromEntries(
    Object.entries(now).filter(
      ([name, value]) => JSON.stringify(value) !== JSON.stringify(was[name as keyof typeof was]),
    ),
  );
}

/** Filters as the form gives them (blank text, empty lists, cleared numbers) → only what filters. */
export function normalFilters(filters: FilterFormValues): InventoryFilters {
  const list = <T>(items: T[] | null | undefined) => (items?.length ? items : undefined);
  const number = (n: number | null | undefined) => (typeof n === 'number' ? n : undefined);
  return {
    Keyword: filters.Keyword?.trim() || undefined,
    Market: filters.Market ?? 'all',
    Category: list(filters.Category),
    Shape: list(filters.Shape),
    Color: list(filters.Color),
    Clarity: list(filters.Clarity),
    WeightMin: number(filters.WeightMin),
    WeightMax: number(filters.WeightMax),
  };
}

export const hasFilters = ({ Market, ...rest }: InventoryFilters) =>
  Market !== 'all' || Object.values(rest).some((value) => value !== undefined);

export const EMPTY_FILTERS: InventoryFilters = { Market: 'all' };

/** The query body of a view; undefined filters are simply not sent. */
export const queryBodyOf = ({
  filters,
  page,
  pageSize,
  sort,
}: InventoryView): InventoryQueryBody => ({
  ...filters,
  PageIndex: page,
  PageSize: pageSize,
  Sort: sort,
});
