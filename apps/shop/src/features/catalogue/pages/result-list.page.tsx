import { labelOf, translate, type SortField } from '@facet/contract';
import { Button } from 'antd-mobile';
import { DownOutline, FilterOutline, UpOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useGoodsList, useToggleFavourite } from '../api';
import { CATEGORY_CONFIG, isQueryCategory, type QueryCategory } from '../category-filters';
import { PRICE_SORTS, defaultFilters, nextSort, withoutPriceQuestions } from '../filter-state';
import { filterSummary } from '../filter-summary';
import { decodeFilters, decodeSort, encodeSort, queryPagePath } from '../filter-url';
import { formatNumber } from '../../../shared/format/format';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { StatePanel } from '../../../shared/ui/state-panel';
import { useSummaryWords } from '../use-summary-words';
import { useLocale } from '../../../i18n/i18n';
import { useSeesPrices } from '../../accounts';
import NotFoundPage from '../../../shared/ui/not-found.page';
import { GoodsInfiniteList } from '../components/goods-list';
import { SaveSearchButton } from '../../saved-searches';
import { GoodsRowMenu } from '../../offers';
import './result-list.css';

/** `/pages/diamondSearch/resultList?category=…&q=<filters>&sort=<field.order>`. */
export default function ResultListPage() {
  const [search] = useSearchParams();
  const category = search.get('category');
  if (!isQueryCategory(category)) return <NotFoundPage />;
  return <ResultList category={category} />;
}

type FromQuery = { fromQuery?: boolean } | null;

function ResultList({ category }: { category: QueryCategory }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const seesPrices = useSeesPrices();
  const linked = decodeFilters(search.get('q')) ?? defaultFilters(category);
  const linkedSort = decodeSort(search.get('sort'));
  // Before approval (BUYER_APPROVAL=browse) a link's price range and price sort are set aside:
  // the list, its summary and a search saved from it go without them.
  const { filters, sort } = seesPrices
    ? { filters: linked, sort: linkedSort }
    : withoutPriceQuestions(linked, linkedSort);
  const query = useGoodsList(category, filters, sort);
  const toggleFavourite = useToggleFavourite();

  const goods = query.data?.pages.flatMap((page) => page.List) ?? [];
  const total = query.data?.pages[0]?.Total;
  const summary = filterSummary(category, filters, locale, useSummaryWords());

  // Back to the query page the buyer came from, or to a fresh one on these filters.
  const changeFilters = () =>
    (location.state as FromQuery)?.fromQuery
      ? navigate(-1)
      : navigate(queryPagePath(category, filters));

  const sortBy = (field: SortField) => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('sort', encodeSort(nextSort(sort, field)));
        return next;
      },
      { replace: true, state: location.state },
    );
    document.querySelector('.app-body')?.scrollTo({ top: 0 });
  };

  return (
    <div className="result-list">
      <div className="results-toolbar">
        <div className="results-heading">
          <h2 className="results-total" aria-live="polite">
            {total == null
              ? ''
              : t('results.total', { count: total, total: formatNumber(locale, total) })}
          </h2>
          <SaveSearchButton category={category} filters={filters} sort={sort} summary={summary} />
          <button type="button" className="results-filters" onClick={() => void changeFilters()}>
            <FilterOutline aria-hidden="true" />
            {t('results.filters')}
          </button>
        </div>
        <div className="sort-bar" role="group" aria-label={t('results.sortBy')}>
          {CATEGORY_CONFIG[category].sorts
            .filter((field) => seesPrices || !PRICE_SORTS.includes(field))
            .map((field) => {
              const active = sort.Field === field;
              const name = t(`results.sorts.${field}`);
              return (
                <button
                  key={field}
                  type="button"
                  className="sort-chip"
                  aria-pressed={active}
                  aria-label={
                    active
                      ? t(sort.Order === 'asc' ? 'results.ascending' : 'results.descending', {
                          field: name,
                        })
                      : undefined
                  }
                  onClick={() => sortBy(field)}
                >
                  {name}
                  {active &&
                    (sort.Order === 'asc' ? (
                      <UpOutline className="sort-chip-arrow" aria-hidden="true" />
                    ) : (
                      <DownOutline className="sort-chip-arrow" aria-hidden="true" />
                    ))}
                </button>
              );
            })}
        </div>
        <p className="results-summary">
          {[labelOf(locale, 'Category', category), ...summary].join(' · ')}
        </p>
      </div>

      <GoodsInfiniteList
        rowMenu={GoodsRowMenu}
        query={query}
        goods={goods}
        comparable
        onToggleFavourite={(item) =>
          toggleFavourite.mutate({ goods: item, collect: !item.IsCollected })
        }
        empty={
          <StatePanel
            image={<GemIllustration mark="question" />}
            title={translate(locale, 'SEARCH_EMPTY')}
          >
            <Button
              color="primary"
              fill="outline"
              shape="rounded"
              onClick={() => void changeFilters()}
            >
              {t('results.changeFilters')}
            </Button>
          </StatePanel>
        }
      />
    </div>
  );
}
