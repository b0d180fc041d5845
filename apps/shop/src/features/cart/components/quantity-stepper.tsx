import { useTranslation } from 'react-i18next';
import type { QuantityRule } from '../cart-lines';
import { LabelledStepper } from '../../../shared/ui/labelled-stepper';
import './quantity-stepper.css';

type Props = {
  rule: QuantityRule;
  value: number;
  onChange: (value: number | null | undefined) => void;
  /** What the number is the quantity of, for assistive technology. */
  label: string;
  disabled?: boolean;
};

/**
 * The number box of a cart line or an add-to-cart, on the good's grid: hundredths of a carat
 * for parcels, whole pieces otherwise, with its unit after it.
 */
export function QuantityStepper({ rule, value, onChange, label, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <span className="quantity-stepper">
      <LabelledStepper
        label={label}
        value={value}
        min={rule.min}
        max={rule.max}
        step={rule.step}
        digits={rule.digits}
        disabled={disabled}
        onChange={onChange}
      />
      <span className="quantity-stepper-unit">{rule.unit === 'carat' ? 'ct' : t('cart.pcs')}</span>
    </span>
  );
}
