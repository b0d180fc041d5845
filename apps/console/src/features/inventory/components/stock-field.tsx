import { Col, Form, Input, InputNumber, Radio, Select, Switch, type FormRule } from 'antd';
import { PRICING_BASES, StockInput, labelOf, type Category, type Locale } from '@facet/contract';
import { zodFieldRule } from '../../../shared/forms/zod-rule';
import { useI18n, type Translate } from '../../../i18n/use-i18n';
import type { FieldControl, FieldSpec, NumberUnit } from '../stock-fields';
import { recordOf, type StockField, type StockFormValues } from '../stock-form';

/** Fields whose value changes what another field may hold (category needs, basis needs, stock). */
const CROSS_FIELD: readonly StockField[] = [
  'Category',
  'PricingBasis',
  'Stock',
  'MinBuy',
  'MadeToOrder',
];

const unitText = (unit: NumberUnit | undefined, t: Translate) => {
  switch (unit) {
    case 'ct':
      return t('inventory.unit.ct');
    case 'mm':
      return 'mm';
    case 'percent':
      return '%';
    case 'usd':
      return 'USD';
    case 'usdPerCt':
      return t('inventory.unit.usdPerCt');
    case undefined:
      return undefined;
  }
};

const upperCase = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/**
 * The control for a field, returned as the element itself: Form.Item hands its value,
 * onChange and id to its direct child, so no wrapper component may sit between them.
 */
function controlOf(
  control: FieldControl,
  {
    category,
    required,
    t,
    locale,
  }: { category: Category; required: boolean; t: Translate; locale: Locale },
) {
  switch (control.kind) {
    case 'select':
      return (
        <Select
          allowClear={!required}
          placeholder={t('inventory.placeholder.choose')}
          showSearch={control.values.length > 8 ? { optionFilterProp: 'label' } : false}
          options={control.values.map((value) => ({
            value,
            label: control.group ? labelOf(locale, control.group, value) : value,
          }))}
        />
      );
    case 'basis':
      return (
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={PRICING_BASES.map((basis) => ({
            value: basis,
            label: labelOf(locale, 'PricingBasis', basis),
          }))}
        />
      );
    case 'text':
      return (
        <Input
          className={control.mono ? 'inventory-mono-input' : undefined}
          placeholder={control.placeholder && t(control.placeholder)}
        />
      );
    case 'number':
      return (
        <InputNumber
          className="stock-number-input"
          step={control.step}
          suffix={unitText(control.unit, t)}
        />
      );
    case 'quantity':
      return category === 'parcel' ? (
        <InputNumber className="stock-number-input" step={0.01} suffix={t('inventory.unit.ct')} />
      ) : (
        <InputNumber className="stock-number-input" step={1} suffix={t('inventory.unit.pcs')} />
      );
    case 'switch':
      return <Switch />;
    case 'textarea':
      return <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />;
    case 'lines':
      return (
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={t('inventory.placeholder.images')}
        />
      );
  }
}

/** One field of the stock form: its label, the contract's rules for it and its control. */
export function StockFieldItem({
  spec,
  category,
  required,
}: {
  spec: FieldSpec;
  category: Category;
  required: boolean;
}) {
  const { t, locale } = useI18n();
  const rules: FormRule[] = [
    zodFieldRule(StockInput, (values: StockFormValues) => recordOf(values), spec.name, t),
  ];
  if (required) rules.unshift({ required: true, message: t('FIELD_REQUIRED') });

  const lines = spec.kind === 'lines';
  const mono = spec.kind === 'text' && spec.mono;
  return (
    <Col xs={24} sm={spec.wide ? 24 : 12} lg={spec.wide ? 24 : 8}>
      <Form.Item
        name={spec.name}
        label={t(`inventory.field.${spec.name}`)}
        required={required}
        rules={rules}
        validateFirst
        dependencies={CROSS_FIELD.filter((field) => field !== spec.name)}
        extra={spec.help && t(spec.help)}
        valuePropName={spec.kind === 'switch' ? 'checked' : 'value'}
        // Image URLs are a list on the record and one a line in the text box.
        getValueProps={
          lines ? (urls?: string[] | null) => ({ value: (urls ?? []).join('\n') }) : undefined
        }
        normalize={lines ? (text: string) => text.split('\n') : mono ? upperCase : undefined}
      >
        {controlOf(spec, { category, required, t, locale })}
      </Form.Item>
    </Col>
  );
}
