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
import { toggleChoice } from '../catalogue/filter-state';
import { useLocale } from '../i18n/i18n';
import {
  ChoiceChips,
  FilterGroup,
  GradeRangePicker,
  useGradeSummary,
} from '../pages/catalogue/filter-controls';
import { RangeField } from '../pages/catalogue/range-field';
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
  const countSummary = (picked: string[] | undefined) =>
    picked?.length ? t('filters.picked', { count: picked.length }) : t('filters.any');
  return (
    <>
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
      {!isWhite(category) && (
        <>
          <FilterGroup
            id="store-fancy-color"
            title={t('filters.choices.FancyColor')}
            summary={countSummary(filters.FancyColor)}
          >
            <ChoiceChips
              labelledBy="store-fancy-color"
              selected={filters.FancyColor}
              onToggle={(value) => update({ FancyColor: toggleChoice(filters.FancyColor, value) })}
              options={FANCY_COLORS.map((value) => ({
                value,
                label: labelOf(locale, 'FancyColor', value),
                // A swatch, as in the shop: pink is found faster than read.
                icon: <span className={`fancy-dot fancy-dot-${value}`} />,
              }))}
            />
          </FilterGroup>
          <FilterGroup
            id="store-intensity"
            title={t('filters.choices.Intensity')}
            summary={countSummary(filters.Intensity)}
          >
            <ChoiceChips
              labelledBy="store-intensity"
              selected={filters.Intensity}
              onToggle={(value) => update({ Intensity: toggleChoice(filters.Intensity, value) })}
              options={INTENSITIES.map((value) => ({
                value,
                label: labelOf(locale, 'Intensity', value),
              }))}
            />
          </FilterGroup>
        </>
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
    </>
  );
}
