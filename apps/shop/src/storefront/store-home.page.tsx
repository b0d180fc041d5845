import { CLARITIES, COLORS, labelOf, SHAPES, type StoreCategory } from '@facet/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toggleChoice } from '../catalogue/filter-state';
import { formatUsd } from '../catalogue/format';
import { GemIllustration } from '../components/state-illustrations';
import { StatePanel } from '../components/state-panel';
import { useLocale } from '../i18n/i18n';
import {
  ChoiceChips,
  FilterGroup,
  GradeRangePicker,
  useGradeSummary,
} from '../pages/catalogue/filter-controls';
import { RangeField } from '../pages/catalogue/range-field';
import { storeApi, stoneTitle, type StoreFilters } from './storefront-api';
import { useStore } from './storefront-app';

const WEIGHT_STOPS = [0, 0.3, 0.5, 0.7, 0.9, 1, 1.5, 2, 3, 5, 10];
const isWhite = (category: StoreCategory) =>
  category === 'natural-white' || category === 'lab-white';

/** The store's first page: its categories, the filters, and the stones at retail prices. */
export function StoreHomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const gradeSummary = useGradeSummary();
  const { slug, info } = useStore();
  const [params, setParams] = useSearchParams();
  const asked = params.get('category') as StoreCategory | null;
  const category = asked && info.Categories.includes(asked) ? asked : info.Categories[0];
  const [filters, setFilters] = useState<StoreFilters>({});
  const list = useInfiniteQuery({
    queryKey: ['store', slug, 'query', category, filters],
    queryFn: ({ pageParam, signal }) => storeApi.query(slug, category!, filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((shown, page) => shown + page.List.length, 0) < last.Total
        ? pages.length + 1
        : undefined,
    enabled: Boolean(category),
  });
  const stones = list.data?.pages.flatMap((page) => page.List) ?? [];
  const total = list.data?.pages[0]?.Total ?? 0;

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
                setParams({ category: option }, { replace: true });
                setFilters({});
              }}
            >
              {t(`categories.${option}`)}
            </button>
          ))}
        </nav>
      )}
      <details className="storefront-filters">
        <summary>{t('storefront.filters')}</summary>
        <FilterGroup id="store-shape" title={t('filters.shape')}>
          <ChoiceChips
            labelledBy="store-shape"
            className="shape-chips"
            selected={filters.Shape}
            onToggle={(shape) => update({ Shape: toggleChoice(filters.Shape, shape) })}
            options={SHAPES.map((shape) => ({
              value: shape,
              label: labelOf(locale, 'Shape', shape),
            }))}
          />
        </FilterGroup>
        <FilterGroup id="store-weight" title={t('filters.ranges.Weight')}>
          <RangeField
            name={t('filters.rangeNames.Weight')}
            unit="ct"
            stops={WEIGHT_STOPS}
            min={filters.WeightMin}
            max={filters.WeightMax}
            onChange={(min, max) => update({ WeightMin: min, WeightMax: max })}
            errorId="store-weight-error"
          />
        </FilterGroup>
        {isWhite(category) && (
          <FilterGroup
            id="store-color"
            title={t('filters.color')}
            summary={gradeSummary(filters.Color)}
          >
            <GradeRangePicker
              labelledBy="store-color"
              grades={COLORS}
              columns={5}
              selected={filters.Color}
              onChange={(Color) => update({ Color })}
            />
          </FilterGroup>
        )}
        <FilterGroup
          id="store-clarity"
          title={t('filters.clarity')}
          summary={gradeSummary(filters.Clarity)}
        >
          <GradeRangePicker
            labelledBy="store-clarity"
            grades={CLARITIES}
            columns={4}
            selected={filters.Clarity}
            onChange={(Clarity) => update({ Clarity })}
          />
        </FilterGroup>
      </details>

      <section aria-live="polite" aria-busy={list.isPending}>
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
            <p className="storefront-count">{t('storefront.found', { count: total })}</p>
            <ul className="storefront-list">
              {stones.map((stone) => (
                <li key={stone.Ref}>
                  <Link to={`/stone/${stone.Ref}`} className="storefront-card">
                    {stone.Images[0] ? (
                      <img src={stone.Images[0]} alt="" loading="lazy" width={72} height={72} />
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
