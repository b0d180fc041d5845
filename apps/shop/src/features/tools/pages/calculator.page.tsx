import {
  fromCents,
  fromMilliCarats,
  labelOf,
  translate,
  type Locale,
  type PricingBasis,
} from '@facet/contract';
import { SearchOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCarats, formatNumber } from '../../../shared/format/format';
import { dollarSign } from '../../../shared/format/number-text';
import { useLocale } from '../../../i18n/i18n';
import { NumberField, ToolCard, ToolChips } from '../../../shared/ui/tool-controls';
import {
  calculate,
  edit,
  initialCalculatorState,
  PRIMARY_FIELD,
  priceValue,
  switchBasis,
  toggleDiscountSign,
  type CalculatorField,
  type CalculatorIssue,
  type PriceField,
} from '../calculator-math';
import { readCalculator, storeCalculator, type GridPicks } from '../calculator-storage';
import { ListPriceSheet } from '../components/list-price-sheet';
import './calculator.css';

/** Bases in the order a trader reaches for them: stones by discount first. */
const BASES: readonly PricingBasis[] = ['discount', 'weight', 'grain', 'piece'];

const signedFormats = new Map<Locale, Intl.NumberFormat>();
/** −30 → "-30.00", 5 → "+5.00": a discount always shows which side of the list it is. */
function formatSigned(locale: Locale, value: number) {
  let format = signedFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    });
    signedFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * `/pages/calculator/index`: a stone's price from its weight and one price the buyer states —
 * a discount off the list, a price per carat, per grain or per piece — in either direction:
 * typing the total (or the price per carat) finds the discount it means.
 */
export default function CalculatorPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [stored] = useState(() => readCalculator());
  const [state, setState] = useState(stored.state);
  const [grid, setGrid] = useState(stored.grid);
  const [lookedUp, setLookedUp] = useState(stored.lookedUp);
  const [sheetOpen, setSheetOpen] = useState(false);
  const result = calculate(state);

  useEffect(() => storeCalculator({ state, grid, lookedUp }), [state, grid, lookedUp]);

  const change = (field: CalculatorField) => (text: string) => {
    setState((current) => edit(current, field, text));
    if (field === 'listPrice') setLookedUp(null);
  };

  const issue = (field: CalculatorField) => {
    const key: CalculatorIssue | undefined = result.issues[field];
    if (!key) return undefined;
    return key === 'QUANTITY_INVALID' ? translate(locale, key) : t(`calculator.issues.${key}`);
  };

  /** A price field: what the buyer typed while it leads, else the figure it follows to. */
  const priceProps = (field: PriceField) => {
    const value = priceValue(result, field);
    const leads = state.driver === field;
    const shown =
      value === null
        ? ''
        : field === 'discount'
          ? formatSigned(locale, value)
          : formatNumber(locale, value, 2, 2);
    return {
      id: `calculator-${field}`,
      value: leads ? state.driverText : shown,
      onChange: change(field),
      // What the buyer typed is shown as the calculator reads it once they move on.
      onBlur: () => leads && shown && setState((current) => ({ ...current, driverText: shown })),
      computed: !leads && value !== null,
      error: issue(field),
    };
  };

  const weightCarats = result.weightMct === null ? null : fromMilliCarats(result.weightMct);
  const unitLabel = state.basis === 'grain' || state.basis === 'piece' ? state.basis : 'stone';
  // Prices read as the lists write them: "US$ … /克拉" in Chinese, "$ … /ct" in English.
  const usd = <span aria-hidden="true">{dollarSign(locale)}</span>;
  const perCarat = t('calculator.perCarat');

  const pricePerCarat = (
    <NumberField
      key="pricePerCarat"
      {...priceProps('pricePerCarat')}
      label={t('calculator.pricePerCarat')}
      prefix={usd}
      suffix={perCarat}
      placeholder="0.00"
    />
  );
  const unitPrice = (
    <NumberField
      key="unitPrice"
      {...priceProps('unitPrice')}
      label={t(`calculator.unitPrice.${unitLabel}`)}
      prefix={usd}
      placeholder="0.00"
    />
  );

  return (
    <div className="tool-page calculator-page">
      <section aria-labelledby="calculator-basis">
        <h2 id="calculator-basis" className="visually-hidden">
          {t('calculator.basis')}
        </h2>
        <ToolChips
          mode="one"
          labelledBy="calculator-basis"
          className="calculator-bases"
          options={BASES.map((basis) => ({
            value: basis,
            label: labelOf(locale, 'PricingBasis', basis),
          }))}
          selected={state.basis}
          onSelect={(basis: PricingBasis) => setState((current) => switchBasis(current, basis))}
        />
      </section>

      <ToolCard
        id="calculator-stone"
        title={t('calculator.stone')}
        action={
          <button
            type="button"
            className="tool-link-button"
            onClick={() => {
              setState((current) => ({
                ...initialCalculatorState(),
                basis: current.basis,
                driver: PRIMARY_FIELD[current.basis],
              }));
              setLookedUp(null);
            }}
          >
            {t('calculator.clear')}
          </button>
        }
      >
        <div className="tool-field-pair">
          <NumberField
            id="calculator-weight"
            label={t('calculator.weight')}
            value={state.weight}
            onChange={change('weight')}
            suffix="ct"
            placeholder="1.00"
            error={issue('weight')}
          />
          <NumberField
            id="calculator-quantity"
            label={t('calculator.quantity')}
            value={state.quantity}
            onChange={change('quantity')}
            suffix={t('calculator.pieces')}
            placeholder="1"
            inputMode="numeric"
            error={issue('quantity')}
          />
        </div>
      </ToolCard>

      <ToolCard id="calculator-price" title={t('calculator.price')}>
        {state.basis === 'discount' ? (
          <>
            <NumberField
              id="calculator-listPrice"
              label={t('calculator.listPrice')}
              value={state.listPrice}
              onChange={change('listPrice')}
              onBlur={() =>
                result.listCents !== null &&
                setState((current) => ({
                  ...current,
                  listPrice: formatNumber(locale, fromCents(result.listCents!), 2, 2),
                }))
              }
              prefix={usd}
              suffix={perCarat}
              placeholder="0.00"
              error={issue('listPrice')}
              hint={
                lookedUp &&
                t('calculator.fromGrid', {
                  stone: [
                    labelOf(locale, 'Shape', lookedUp.Shape),
                    weightCarats === null ? '' : formatCarats(locale, weightCarats),
                    lookedUp.Color,
                    lookedUp.Clarity,
                  ]
                    .filter(Boolean)
                    .join(' '),
                })
              }
              after={
                <button
                  type="button"
                  className="tool-side-button calculator-look-up"
                  onClick={() => setSheetOpen(true)}
                >
                  <SearchOutline aria-hidden="true" />
                  {t('calculator.lookUp')}
                </button>
              }
            />
            <NumberField
              {...priceProps('discount')}
              label={t('calculator.discount')}
              suffix="%"
              placeholder="-30.00"
              hint={t('calculator.discountHint')}
              before={
                <button
                  type="button"
                  className="tool-side-button calculator-sign"
                  aria-label={t('calculator.toggleSign')}
                  onClick={() => setState(toggleDiscountSign)}
                  disabled={result.discountBp === null || result.discountBp === 0}
                >
                  ±
                </button>
              }
            />
            <div className="tool-field-pair">
              {pricePerCarat}
              {unitPrice}
            </div>
          </>
        ) : (
          <div className="tool-field-pair">
            {state.basis === 'weight' ? [pricePerCarat, unitPrice] : [unitPrice, pricePerCarat]}
          </div>
        )}
      </ToolCard>

      <section className="calculator-result" aria-labelledby="calculator-result-title">
        <h2 id="calculator-result-title" className="calculator-result-title">
          {t('calculator.result')}
        </h2>
        <NumberField
          {...priceProps('total')}
          label={t('calculator.total')}
          prefix={usd}
          placeholder="0.00"
          large
        />
        <p className="calculator-result-line" aria-live="polite">
          {result.quantity !== null && weightCarats !== null
            ? t('calculator.totalWeight', {
                count: result.quantity,
                pieces: formatNumber(locale, result.quantity),
                weight: formatCarats(locale, weightCarats),
                total: formatCarats(locale, fromMilliCarats(result.weightMct! * result.quantity)),
              })
            : t('calculator.enterWeight')}
        </p>
        <p className="calculator-result-hint">{t('calculator.totalHint')}</p>
      </section>

      {sheetOpen && (
        <ListPriceSheet
          visible
          onClose={() => setSheetOpen(false)}
          weight={weightCarats}
          picks={grid}
          onFound={(listPrice, picks: GridPicks) => {
            setState((current) =>
              edit(current, 'listPrice', formatNumber(locale, listPrice, 2, 2)),
            );
            setGrid(picks);
            setLookedUp(picks);
            setSheetOpen(false);
          }}
        />
      )}
    </div>
  );
}
