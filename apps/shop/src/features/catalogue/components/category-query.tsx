import { labelOf, translate, type LabelGroup } from '@facet/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useGoodsCount } from '../api';
import { paths } from '../../../shared/routing/paths';
import { ShapeDrawing } from '../../../shared/ui/shape-drawing';
import {
  CATEGORY_CONFIG,
  FANCY_ORIGIN_VALUES,
  FINISH_CHOICES,
  SHAPE_CHOICES,
  TRIPLE_EXCELLENT,
  QUALITY_FILTERS,
  isQueryCategory,
  type CatalogueFilters,
  type FilterSection,
  type QueryCategory,
} from '../category-filters';
import { readStoredFilters, storeFilters } from '../filter-memory';
import { activeFilterCount, defaultFilters, rangeKeys, toggleChoice } from '../filter-state';
import { decodeFilters, encodeFilters, rangeErrors, resultListPath } from '../filter-url';
import { formatChipCount, formatNumber } from '../../../shared/format/format';
import { toast } from '../../../shared/ui/toast';
import { useLocale } from '../../../i18n/i18n';
import { useSeesPrices } from '../../accounts';
import NotFoundPage from '../../../shared/ui/not-found.page';
import {
  ChoiceChips,
  FilterGroup,
  GradeRangePicker,
  useGradeSummary,
  type ChipOption,
  type ChipCounts,
} from './filter-controls';
import { RangeField } from './range-field';
import './category-query.css';

/** The live count waits for a pause in typing or sliding before it asks. */
const COUNT_DELAY_MS = 300;

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** `?category=` of the diamond search and rough-diamond routes; without one, their usual page. */
export default function CategoryQueryPage() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const requested = search.get('category');
  const category = requested ?? (pathname === paths.roughDiamonds ? 'rough' : 'natural-white');
  if (category === 'custom') return <Navigate to={paths.demandOrder} replace />;
  if (!isQueryCategory(category)) return <NotFoundPage />;
  return <CategoryQuery key={category} category={category} />;
}

/** A shared link's filters first, then the ones this buyer last used here, then none. */
function initialFilters(category: QueryCategory, linked: string | null): CatalogueFilters {
  return decodeFilters(linked) ?? readStoredFilters(category) ?? defaultFilters(category);
}

const sectionId = (section: FilterSection) =>
  `filter-${
    section.kind === 'range'
      ? section.name
      : section.kind === 'grades' || section.kind === 'choices'
        ? section.field
        : section.kind
  }`;

function CategoryQuery({ category }: { category: QueryCategory }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [filters, setFilters] = useState(() => initialFilters(category, search.get('q')));
  const config = CATEGORY_CONFIG[category];
  // Before approval (BUYER_APPROVAL=browse) there is no price to filter by.
  const seesPrices = useSeesPrices();

  // Filters from a link are taken over once; from then on this device remembers them.
  useEffect(() => {
    if (search.has('q')) setSearch({ category }, { replace: true });
  }, [search, setSearch, category]);
  useEffect(() => storeFilters(category, filters), [category, filters]);

  const errors = rangeErrors(filters);
  const valid = Object.keys(errors).length === 0;
  // Debounced as text: equal filters make an equal string, so a settled value stays settled.
  const settledText = useDebounced(encodeFilters(filters), COUNT_DELAY_MS);
  const settled = useMemo(() => decodeFilters(settledText), [settledText]);
  const count = useGoodsCount(category, settled ?? {}, valid && settled !== null);
  const counted = count.data?.total;
  // Beside each colour, clarity and shape: what choosing it would find ("F 1,204").
  const facets = count.data?.facets;
  const chipCounts = (of: Record<string, number> | undefined): ChipCounts => ({
    of,
    format: (n) => formatChipCount(locale, n),
    describe: (amount) => t('filters.found', { amount }),
  });

  const update = (patch: Partial<CatalogueFilters>) =>
    setFilters((current) => ({ ...current, ...patch }));

  const submit = () => {
    if (counted === 0) {
      toast({ content: translate(locale, 'SEARCH_EMPTY') });
      return;
    }
    void navigate(resultListPath(category, filters), { state: { fromQuery: true } });
  };

  const options = <T extends string>(values: readonly T[], group?: LabelGroup): ChipOption<T>[] =>
    values.map((value) => ({ value, label: group ? labelOf(locale, group, value) : value }));

  const gradeSummary = useGradeSummary();
  const countSummary = (picked?: number) =>
    picked ? t('filters.picked', { count: picked }) : t('filters.any');

  const renderSection = (section: FilterSection) => {
    const id = sectionId(section);
    switch (section.kind) {
      case 'shape':
        return (
          <FilterGroup
            key={id}
            id={id}
            title={t('filters.shape')}
            summary={countSummary(filters.Shape?.length)}
          >
            <ChoiceChips
              labelledBy={id}
              className="shape-chips"
              counts={chipCounts(facets?.Shape)}
              selected={filters.Shape}
              onToggle={(shape) => update({ Shape: toggleChoice(filters.Shape, shape) })}
              options={SHAPE_CHOICES.map((shape) => ({
                value: shape,
                label: labelOf(locale, 'Shape', shape),
                icon: <ShapeDrawing className="shape-chip-picture" shape={shape} size={30} />,
              }))}
            />
          </FilterGroup>
        );
      case 'range': {
        const [minKey, maxKey] = rangeKeys(section.name);
        const title = t(`filters.ranges.${section.name}`);
        const error = errors[section.name];
        return (
          <FilterGroup key={id} id={id} title={title}>
            <RangeField
              name={t(`filters.rangeNames.${section.name}`)}
              unit={section.unit}
              stops={section.stops}
              min={filters[minKey]}
              max={filters[maxKey]}
              onChange={(min, max) => update({ [minKey]: min, [maxKey]: max })}
              error={error && translate(locale, error)}
              errorId={`${id}-error`}
            />
          </FilterGroup>
        );
      }
      case 'grades':
        return (
          <FilterGroup
            key={id}
            id={id}
            title={t(`filters.${section.field === 'Color' ? 'color' : 'clarity'}`)}
            summary={gradeSummary(filters[section.field])}
          >
            <GradeRangePicker
              labelledBy={id}
              grades={section.grades}
              columns={section.grades.length > 12 ? 8 : 6}
              counts={chipCounts(facets?.[section.field])}
              selected={filters[section.field]}
              onChange={(grades) => update({ [section.field]: grades })}
            />
          </FilterGroup>
        );
      case 'finish': {
        const tripleExcellent = (['Cut', 'Polish', 'Symmetry'] as const).every(
          (field) =>
            filters[field]?.length === TRIPLE_EXCELLENT.length &&
            TRIPLE_EXCELLENT.every((grade) => filters[field]?.includes(grade)),
        );
        const setAll = (grades: string[]) =>
          update({ Cut: grades, Polish: grades, Symmetry: grades } as Partial<CatalogueFilters>);
        return (
          <FilterGroup
            key={id}
            id={id}
            title={t('filters.finish')}
            action={
              <button
                type="button"
                className="chip chip-small"
                aria-pressed={tripleExcellent}
                onClick={() => setAll(tripleExcellent ? [] : [...TRIPLE_EXCELLENT])}
              >
                {t('filters.tripleExcellent')}
              </button>
            }
          >
            {(['Cut', 'Polish', 'Symmetry'] as const).map((field) => (
              <div key={field} className="finish-row">
                <span id={`${id}-${field}`} className="finish-row-label">
                  {t(`filters.finishes.${field}`)}
                </span>
                <ChoiceChips
                  labelledBy={`${id}-${field}`}
                  className="finish-chips"
                  selected={filters[field]}
                  onToggle={(grade) => update({ [field]: toggleChoice(filters[field], grade) })}
                  options={FINISH_CHOICES.map((grade) => ({
                    value: grade,
                    label: grade,
                    name: `${grade}, ${labelOf(locale, 'Finish', grade)}`,
                  }))}
                />
              </div>
            ))}
          </FilterGroup>
        );
      }
      case 'choices': {
        // Fancy colours carry a swatch: a buyer looks for pink faster than reads it.
        const chips = options(section.values, section.labels).map((option) =>
          section.field === 'FancyColor'
            ? { ...option, icon: <span className={`fancy-dot fancy-dot-${option.value}`} /> }
            : option,
        );
        const selected = filters[section.field] as string[] | undefined;
        return (
          <FilterGroup
            key={id}
            id={id}
            title={t(`filters.choices.${section.field}`)}
            summary={countSummary(selected?.length)}
          >
            <ChoiceChips
              labelledBy={id}
              selected={selected}
              onToggle={(value) => update({ [section.field]: toggleChoice(selected, value) })}
              options={chips}
            />
          </FilterGroup>
        );
      }
      case 'origin': {
        const current = filters.Origin;
        return (
          <FilterGroup key={id} id={id} title={t('filters.origin')}>
            <div role="radiogroup" aria-labelledby={id} className="chip-set">
              {[...FANCY_ORIGIN_VALUES, undefined].map((origin) => (
                <button
                  key={origin ?? 'both'}
                  type="button"
                  role="radio"
                  className="chip"
                  aria-checked={current === origin}
                  onClick={() => update({ Origin: origin })}
                >
                  <span className="chip-label">{t(`filters.origins.${origin ?? 'both'}`)}</span>
                </button>
              ))}
            </div>
          </FilterGroup>
        );
      }
      case 'quality':
        return (
          <FilterGroup key={id} id={id} title={t('filters.quality')}>
            <div role="group" aria-labelledby={id} className="chip-set">
              {QUALITY_FILTERS.map((field) => (
                <button
                  key={field}
                  type="button"
                  className="chip"
                  aria-pressed={filters[field] === true}
                  onClick={() => update({ [field]: filters[field] ? undefined : true })}
                >
                  <span className="chip-label">{t(`filters.qualities.${field}`)}</span>
                </button>
              ))}
            </div>
          </FilterGroup>
        );
      case 'media':
        return (
          <FilterGroup key={id} id={id} title={t('filters.media')}>
            <div role="group" aria-labelledby={id} className="chip-set">
              {(['HasImage', 'HasVideo'] as const).map((field) => (
                <button
                  key={field}
                  type="button"
                  className="chip"
                  aria-pressed={filters[field] === true}
                  onClick={() => update({ [field]: filters[field] ? undefined : true })}
                >
                  <span className="chip-label">
                    {t(`filters.${field === 'HasImage' ? 'withImage' : 'withVideo'}`)}
                  </span>
                </button>
              ))}
            </div>
          </FilterGroup>
        );
    }
  };

  const active = activeFilterCount(category, filters);

  return (
    <div className="category-query">
      <div className="filter-sheet">
        {config.sections
          .filter(
            (section) => seesPrices || !(section.kind === 'range' && section.name === 'Price'),
          )
          .map(renderSection)}
      </div>
      <div className="query-actions">
        <button
          type="button"
          className="query-reset"
          onClick={() => setFilters(defaultFilters(category))}
          disabled={active === 0}
        >
          {t('filters.reset')}
          {active > 0 && <span className="query-reset-count">{active}</span>}
        </button>
        <button
          type="button"
          className="query-submit"
          onClick={submit}
          disabled={!valid}
          aria-busy={count.isFetching}
        >
          {!valid
            ? t('filters.fixRanges')
            : counted == null
              ? t('filters.counting')
              : t('filters.showResults', { count: counted, total: formatNumber(locale, counted) })}
        </button>
      </div>
    </div>
  );
}
