import { useEffect, useRef } from 'react';
import { Button, Card, Col, Form, Input, InputNumber, Row, Segmented, Select, Space } from 'antd';
import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import {
  CATEGORIES,
  CLARITIES,
  COLORS,
  InventoryQueryBody,
  KEYWORD_MAX,
  SHAPES,
  labelOf,
} from '@facet/contract';
import { zodFieldRule } from '../../../shared/forms/zod-rule';
import { useI18n } from '../../../i18n/use-i18n';
import {
  EMPTY_FILTERS,
  MARKETS,
  addressChanges,
  formValuesOf,
  normalFilters,
  type FilterFormValues,
  type InventoryFilters,
} from '../inventory-view';

/** Pickers filter at once; typed text and numbers wait for Enter or the search button. */
const INSTANT = new Set<string>(['Category', 'Shape', 'Color', 'Clarity', 'Market']);

export function InventoryFilterBar({
  filters,
  onChange,
}: {
  filters: InventoryFilters;
  onChange: (filters: InventoryFilters) => void;
}) {
  const { t, locale } = useI18n();
  const [form] = Form.useForm<FilterFormValues>();

  // The address can change under the form (the back button, "clear filters"): follow it, field
  // by field, so that a keyword typed while the change is drawn is not wiped by it.
  const shown = useRef(filters);
  useEffect(() => {
    form.setFieldsValue(addressChanges(shown.current, filters));
    shown.current = filters;
  }, [form, filters]);

  const apply = (values: FilterFormValues) => onChange(normalFilters(values));
  const options = <T extends string>(values: readonly T[], group?: 'Category' | 'Shape') =>
    values.map((value) => ({
      value,
      label: group ? labelOf(locale, group, value) : value,
    }));
  const weightRule = zodFieldRule(
    InventoryQueryBody,
    (values: FilterFormValues) => normalFilters(values),
    'WeightMax',
    t,
  );

  return (
    <Card className="inventory-filters" variant="borderless">
      <Form<FilterFormValues>
        form={form}
        name="inventory-filter"
        layout="vertical"
        initialValues={formValuesOf(filters)}
        onFinish={apply}
        onValuesChange={(changed: FilterFormValues) => {
          const keys = Object.keys(changed);
          if (keys.some((key) => INSTANT.has(key)) || changed.Keyword === '') form.submit();
        }}
      >
        <Row gutter={[16, 0]}>
          <Col xs={24} md={12} xl={6}>
            <Form.Item name="Keyword" label={t('inventory.filter.keyword')}>
              <Input
                allowClear
                maxLength={KEYWORD_MAX}
                prefix={<SearchOutlined />}
                placeholder={t('inventory.filter.keywordPlaceholder')}
                className="inventory-mono-input"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item name="Category" label={t('inventory.field.Category')}>
              <Select
                mode="multiple"
                allowClear
                maxTagCount="responsive"
                placeholder={t('inventory.filter.anyCategory')}
                options={options(CATEGORIES, 'Category')}
                showSearch={{ optionFilterProp: 'label' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8} xl={4}>
            <Form.Item name="Shape" label={t('inventory.field.Shape')}>
              <Select
                mode="multiple"
                allowClear
                maxTagCount="responsive"
                placeholder={t('inventory.filter.any')}
                options={options(SHAPES, 'Shape')}
                showSearch={{ optionFilterProp: 'label' }}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8} xl={4}>
            <Form.Item name="Color" label={t('inventory.field.Color')}>
              <Select
                mode="multiple"
                allowClear
                maxTagCount="responsive"
                placeholder={t('inventory.filter.any')}
                options={options(COLORS)}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8} xl={4}>
            <Form.Item name="Clarity" label={t('inventory.field.Clarity')}>
              <Select
                mode="multiple"
                allowClear
                maxTagCount="responsive"
                placeholder={t('inventory.filter.any')}
                options={options(CLARITIES)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item label={t('inventory.filter.weight')} required={false}>
              <Space.Compact block>
                <Form.Item name="WeightMin" noStyle>
                  <InputNumber
                    min={0}
                    step={0.1}
                    placeholder={t('inventory.filter.from')}
                    aria-label={t('inventory.filter.weightFrom')}
                    className="inventory-range-input"
                  />
                </Form.Item>
                <span className="inventory-range-dash" aria-hidden="true">
                  –
                </span>
                <Form.Item
                  name="WeightMax"
                  noStyle
                  rules={[weightRule]}
                  dependencies={['WeightMin']}
                >
                  <InputNumber
                    min={0}
                    step={0.1}
                    placeholder={t('inventory.filter.to')}
                    aria-label={t('inventory.filter.weightTo')}
                    suffix={t('inventory.unit.ct')}
                    className="inventory-range-input"
                  />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item name="Market" label={t('inventory.filter.market')}>
              <Segmented
                options={MARKETS.map((market) => ({
                  value: market,
                  label: t(`inventory.market.${market}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} xl={10} className="inventory-filter-actions">
            <Form.Item
              label={<span className="visually-hidden">{t('inventory.filter.actions')}</span>}
            >
              <Space>
                <Button
                  icon={<UndoOutlined />}
                  onClick={() => {
                    // Straight away: the address may not have reached the page yet.
                    form.setFieldsValue(formValuesOf(EMPTY_FILTERS));
                    onChange(EMPTY_FILTERS);
                  }}
                >
                  {t('inventory.filter.reset')}
                </Button>
                <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                  {t('inventory.filter.search')}
                </Button>
              </Space>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
