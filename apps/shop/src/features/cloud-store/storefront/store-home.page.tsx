import type { StoreCategory } from '@facet/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../shared/format/format';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { StatePanel } from '../../../shared/ui/state-panel';
import { useLocale } from '../../../i18n/i18n';
import {
  stoneTitle,
  STORE_SORTS,
  storeQueries,
  type StoreFilters,
  type StoreSortName,
} from './storefront-api';
import { useStore } from './store-context';
import { Link, navigate, useRoute } from './hash-route';

/** Cards a phone shows before any scrolling. */
const FIRST_SCREEN_CARDS = 6;

const StoreFilterPanel = lazy(() => import('./store-filters'));

/** The store's first page: its categories, the filters, and the stones at retail prices. */
export function StoreHomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { slug, info } = useStore();
  const { params } = useRoute();
  const asked = params.get('category') as StoreCategory | null;
  const category = asked && info.Categories.includes(asked) ? asked : info.Categories[0];
  const [filters, setFilters] = useState<StoreFilters>({});
  const [filtersOpen, setFiltersOpen] = useState(false);
  const list = useInfiniteQuery({
    ...storeQueries.list(slug, category!, filters),
    enabled: Boolean(category),
  });
  const stones = list.data?.pages.flatMap((page) => page.List) ?? [];
  const total = list.data?.pages[0]?.Total ?? 0;

  const sortName =
    (Object.keys(STORE_SORTS) as StoreSortName[]).find(
      (name) =>
        STORE_SORTS[name].Field === filters.Sort?.Field &&
        STORE_SORTS[name].Order === filters.Sort?.Order,
    ) ?? 'newest';

  const update = (next: Partial<StoreFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
  };

  if (!category) {
    return <StatePanel image={<GemIllustration mark="question" />} title={t('storefront.empty')} />;
  }

  return (
    <>
      {(info.Intro || info.Phone || info.Email) && (
        <section className="storefront-intro">
          {info.Intro && <p>{info.Intro}</p>}
          <p className="storefront-contact">
            {info.Phone && <a href={`tel:${info.Phone.replace(/[^\d+]/g, '')}`}>{info.Phone}</a>}
            {info.Email && <a href={`mailto:${info.Email}`}>{info.Email}</a>}
          </p>
        </section>
      )}
      {info.Categories.length > 1 && (
        <nav className="storefront-tabs" aria-label={t('storefront.categories')}>
          {info.Categories.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === category}
              onClick={() => {
                navigate(`/?category=${option}`, { replace: true });
                setFilters(({ Sort }) => (Sort ? { Sort } : {}));
              }}
            >
              {t(`categories.${option}`)}
            </button>
          ))}
        </nav>
      )}
      <details
        className="storefront-filters"
        onToggle={(event) => setFiltersOpen(event.currentTarget.open)}
      >
        <summary>{t('storefront.filters')}</summary>
        {filtersOpen && (
          <Suspense
            fallback={<p className="storefront-filters-loading">{t('storefront.loading')}</p>}
          >
            <StoreFilterPanel category={category} filters={filters} update={update} />
          </Suspense>
        )}
      </details>

      <div className="storefront-list-head">
        <p className="storefront-count" aria-live="polite">
          {list.isSuccess && stones.length > 0 ? t('storefront.found', { count: total }) : ''}
        </p>
        <label className="storefront-sort">
          <span>{t('storefront.sortBy')}</span>
          <select
            value={sortName}
            onChange={(event) => update({ Sort: STORE_SORTS[event.target.value as StoreSortName] })}
          >
            {(Object.keys(STORE_SORTS) as StoreSortName[]).map((name) => (
              <option key={name} value={name}>
                {t(`storefront.sorts.${name}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      <section aria-busy={list.isPending}>
        {list.isPending && (
          <ul className="storefront-list" aria-label={t('storefront.loading')}>
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="storefront-card storefront-card-skeleton" />
            ))}
          </ul>
        )}
        {list.isError && (
          <StatePanel
            role="alert"
            image={<GemIllustration mark="alert" />}
            title={t('storefront.failed')}
          >
            <button type="button" className="storefront-button" onClick={() => void list.refetch()}>
              {t('storefront.retry')}
            </button>
          </StatePanel>
        )}
        {list.isSuccess && stones.length === 0 && (
          <StatePanel
            image={<GemIllustration mark="question" />}
            title={t('storefront.none')}
            description={t('storefront.noneHint')}
          />
        )}
        {list.isSuccess && stones.length > 0 && (
          <>
            <ul className="storefront-list">
              {stones.map((stone, index) => (
                <li key={stone.Ref}>
                  <Link to={`/stone/${stone.Ref}`} className="storefront-card">
                    {stone.Images[0] ? (
                      <img
                        src={stone.Images[0]}
                        alt=""
                        // The first screen's pictures at once; the rest as they scroll near.
                        loading={index < FIRST_SCREEN_CARDS ? 'eager' : 'lazy'}
                        width={72}
                        height={72}
                      />
                    ) : (
                      <img
                        src={`/media/stones/${stone.Shape ?? 'round'}.svg`}
                        alt=""
                        width={72}
                        height={72}
                      />
                    )}
                    <span className="storefront-card-text">
                      <span className="storefront-card-title">{stoneTitle(stone, locale)}</span>
                      <span className="storefront-card-grades">
                        {[stone.Cut, stone.Polish, stone.Symmetry, stone.Lab]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                      <span className="storefront-price" data-testid="retail-price">
                        {formatUsd(locale, stone.Price)}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {list.hasNextPage && (
              <button
                type="button"
                className="storefront-button storefront-more"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {t('storefront.more')}
              </button>
            )}
          </>
        )}
      </section>
    </>
  );
}
