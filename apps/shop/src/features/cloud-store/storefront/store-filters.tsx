import {
  CLARITIES,
  COLORS,
  FANCY_COLORS,
  INTENSITIES,
  labelOf,
  SHAPES,
  type StoreCategory,
} from '@facet/contract';
import { useTranslation } from 'react-i18next';
import {
  toggleChoice,
  ChoiceChips,
  FilterGroup,
  GradeRangePicker,
  useGradeSummary,
  RangeField,
} from '../../catalogue';
import { useLocale } from '../../../i18n/i18n';
import type { StoreFilters } from './storefront-api';

const WEIGHT_STOPS = [0, 0.3, 0.5, 0.7, 0.9, 1, 1.5, 2, 3, 5, 10];
const isWhite = (category: StoreCategory) =>
  category === 'natural-white' || category === 'lab-white';

/**
 * The store's filters: the shop's chips and ranges. Loaded when a customer opens them (the
 * range slider weighs more than the rest of the first screen's own code).
 */
export default function StoreFilterPanel({
  category,
  filters,
  update,
}: {
  category: StoreCategory;
  filters: StoreFilters;
  update: (next: Partial<StoreFilters>) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const gradeSummary = useGradeSummary();
  /** A group of chips for one field: shapes, fancy colours (with their swatch), intensities. */
  const chips = (
    field: 'Shape' | 'FancyColor' | 'Intensity',
    values: readonly string[],
    title: string,
    className?: string,
  ) => {
    const id = `store-${field}`;
    const picked = filters[field];
    return (
      <FilterGroup
        id={id}
        title={title}
        summary={picked?.length ? t('filters.picked', { count: picked.length }) : t('filters.any')}
      >
        <ChoiceChips
          labelledBy={id}
          className={className}
          selected={picked}
          onToggle={(value) => update({ [field]: toggleChoice(picked, value) })}
          options={values.map((value) => ({
            value,
            label: labelOf(locale, field, value),
            // A swatch, as in the shop: pink is found faster than read.
            ...(field === 'FancyColor' && {
              icon: <span className={`fancy-dot fancy-dot-${value}`} />,
            }),
          }))}
        />
      </FilterGroup>
    );
  };
  return (
    <>
      {chips('Shape', SHAPES, t('filters.shape'), 'shape-chips')}
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
      {!isWhite(category) && chips('FancyColor', FANCY_COLORS, t('filters.choices.FancyColor'))}
      {!isWhite(category) && chips('Intensity', INTENSITIES, t('filters.choices.Intensity'))}
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
    </>
  );
}
