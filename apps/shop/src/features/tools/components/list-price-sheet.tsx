import {
  CLARITIES,
  COLORS,
  ListPriceBody,
  SHAPES,
  type Clarity,
  type Color,
  type Shape,
} from '@facet/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/transport/client';
import { useListPriceLookup } from '../../catalogue';
import { formatCarats } from '../../../shared/format/format';
import { Sheet } from '../../../shared/ui/sheet';
import { useLocale } from '../../../i18n/i18n';
import { ToolChips, useShapeOptions } from '../../../shared/ui/tool-controls';
import type { GridPicks } from '../calculator-storage';

type Props = {
  visible: boolean;
  onClose: () => void;
  /** Carats, or null while the calculator has no usable weight. */
  weight: number | null;
  picks: GridPicks;
  onFound: (listPrice: number, picks: GridPicks) => void;
};

/**
 * The house grid's list price per carat for a shape, colour, clarity and weight, looked up so
 * the buyer need not carry a price list: found, it fills the calculator's list price.
 */
export function ListPriceSheet({ visible, onClose, weight, picks: initial, onFound }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const shapeOptions = useShapeOptions(SHAPES);
  const lookup = useListPriceLookup();
  const [picks, setPicks] = useState(initial);
  const [problem, setProblem] = useState<string>();

  const pick = (patch: Partial<GridPicks>) => {
    setPicks((current) => ({ ...current, ...patch }));
    setProblem(undefined);
  };

  const find = () => {
    const parsed = ListPriceBody.safeParse({ ...picks, Weight: weight });
    if (!parsed.success) {
      setProblem(t('calculator.weightFirst'));
      return;
    }
    lookup.mutate(parsed.data, {
      onSuccess: ({ ListPrice }) => {
        if (ListPrice === null) {
          setProblem(t('calculator.noListPrice'));
          return;
        }
        onFound(ListPrice, picks);
      },
      onError: (error) => {
        if (error instanceof ApiError && !error.reported) {
          setProblem(error.Fields[0]?.Message ?? error.Message);
        }
      },
    });
  };

  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      titleId="list-price-title"
      title={t('calculator.lookUpTitle')}
      tall
    >
      <p className="sheet-text">
        {weight === null
          ? t('calculator.weightFirst')
          : t('calculator.lookUpFor', { weight: formatCarats(locale, weight) })}
      </p>
      <h3 id="list-price-shape" className="tool-subtitle">
        {t('calculator.shape')}
      </h3>
      <ToolChips
        mode="one"
        labelledBy="list-price-shape"
        className="tool-chips-shapes"
        options={shapeOptions}
        selected={picks.Shape}
        onSelect={(Shape: Shape) => pick({ Shape })}
      />
      <h3 id="list-price-color" className="tool-subtitle">
        {t('calculator.color')}
      </h3>
      <ToolChips
        mode="one"
        labelledBy="list-price-color"
        className="tool-chips-grades calculator-colors"
        options={COLORS.map((color) => ({ value: color, label: color }))}
        selected={picks.Color}
        onSelect={(Color: Color) => pick({ Color })}
      />
      <h3 id="list-price-clarity" className="tool-subtitle">
        {t('calculator.clarity')}
      </h3>
      <ToolChips
        mode="one"
        labelledBy="list-price-clarity"
        className="tool-chips-grades"
        options={CLARITIES.map((clarity) => ({ value: clarity, label: clarity }))}
        selected={picks.Clarity}
        onSelect={(Clarity: Clarity) => pick({ Clarity })}
      />
      {problem && (
        <p className="tool-field-error calculator-sheet-problem" role="alert">
          {problem}
        </p>
      )}
      <button
        type="button"
        className="tool-submit"
        onClick={find}
        disabled={lookup.isPending || weight === null}
        aria-busy={lookup.isPending}
      >
        {t('calculator.lookUpAction')}
      </button>
    </Sheet>
  );
}
