export { useFavourites, useToggleFavourite } from './api';
export { CATEGORY_IDS, categoryPath, isCategoryId } from './categories';
export type { CategoryId } from './categories';
export { isQueryCategory } from './category-filters';
export type { CatalogueFilters, QueryCategory } from './category-filters';
export {
  ChoiceChips,
  FilterGroup,
  GradeRangePicker,
  useGradeSummary,
} from './components/filter-controls';
export { GoodsRow, goodsDetailsPath } from './components/goods-row';
export { GoodsRowSkeleton } from './components/paged-list';
export { PagedList } from './components/paged-list';
export { GoodsInfiniteList, type RowMenuProps } from './components/goods-list';
export { RangeField } from './components/range-field';
export { useDisplayPrice } from './display-price';
export { compactFilters, toggleChoice } from './filter-state';
export type { GoodsSort } from './filter-state';
export { filterSummary } from './filter-summary';
export { resultListPath } from './filter-url';
export { goodsAttributes } from './goods-attributes';
export type { AttributeKey } from './goods-attributes';
export { goodsDetailQuery, goodsScope, prefetchGoodsDetail } from './goods-detail';
export { availabilityOf, goodsTitle } from './goods-text';
export { stoneIdOf } from './detail-call';
export { useListPriceLookup } from './tools-api';
export { useSummaryWords } from './use-summary-words';
