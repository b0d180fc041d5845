import { Button, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnType, TableColumnsType } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import {
  labelOf,
  type PricedGoods,
  type Locale,
  type SortField,
  type SortSpec,
} from '@facet/contract';
import type { Translate } from '../../../i18n/use-i18n';
import {
  formatCarats,
  formatCount,
  formatSignedPercent,
  formatUsd,
} from '../../../i18n/number-format';
import { MarketToggle } from './market-toggle';

const NONE = <span className="inventory-none">—</span>;

const orderOf = (
  sort: SortSpec | undefined,
  field: SortField,
): TableColumnType<PricedGoods>['sortOrder'] =>
  sort?.Field === field ? (sort.Order === 'asc' ? 'ascend' : 'descend') : null;

/** A fancy stone by its colour, with intensity and overtone beneath; a white one by its grade. */
function colourOf(goods: PricedGoods, locale: Locale) {
  if (!goods.FancyColor) return goods.Color ?? NONE;
  const details = [
    goods.Intensity && labelOf(locale, 'Intensity', goods.Intensity),
    goods.Overtone && goods.Overtone !== 'none' && labelOf(locale, 'Overtone', goods.Overtone),
  ].filter(Boolean);
  return (
    <span className="inventory-stack">
      <span>{labelOf(locale, 'FancyColor', goods.FancyColor)}</span>
      {details.length > 0 && <span className="inventory-secondary">{details.join(' · ')}</span>}
    </span>
  );
}

interface ColumnsOptions {
  t: Translate;
  locale: Locale;
  sort: SortSpec | undefined;
  onEdit: (goods: PricedGoods) => void;
}

/** The inventory table's columns: sortable ones carry the contract's sort field as their key. */
export function inventoryColumns({
  t,
  locale,
  sort,
  onEdit,
}: ColumnsOptions): TableColumnsType<PricedGoods> {
  const sortable = (field: SortField) => ({
    key: field,
    sorter: true,
    sortOrder: orderOf(sort, field),
  });
  return [
    {
      title: t('inventory.field.StockNo'),
      key: 'StockNo',
      fixed: 'start',
      width: 124,
      render: (_, goods) => (
        <span className="inventory-stack">
          <span className="inventory-mono inventory-stock-no">{goods.StockNo}</span>
          <span className="inventory-secondary">{labelOf(locale, 'Category', goods.Category)}</span>
        </span>
      ),
    },
    {
      title: t('inventory.field.Shape'),
      key: 'Shape',
      width: 76,
      render: (_, goods) =>
        goods.Shape
          ? labelOf(locale, 'Shape', goods.Shape)
          : goods.SeedShape
            ? labelOf(locale, 'SeedShape', goods.SeedShape)
            : NONE,
    },
    {
      title: t('inventory.field.Weight'),
      ...sortable('Weight'),
      width: 80,
      align: 'end',
      render: (_, goods) => (
        <span className="inventory-number">
          {formatCarats(locale, goods.Weight)} {t('inventory.unit.ct')}
        </span>
      ),
    },
    {
      title: t('inventory.field.Color'),
      ...sortable('Color'),
      width: 96,
      render: (_, goods) => colourOf(goods, locale),
    },
    {
      title: t('inventory.field.Clarity'),
      ...sortable('Clarity'),
      width: 68,
      render: (_, goods) => goods.Clarity ?? NONE,
    },
    {
      title: t('inventory.table.certificate'),
      key: 'Certificate',
      width: 116,
      render: (_, goods) =>
        goods.CertificateNo ? (
          <span className="inventory-stack">
            {goods.ReportUrl ? (
              <Typography.Link
                href={goods.ReportUrl}
                target="_blank"
                rel="noreferrer"
                className="inventory-mono"
              >
                {goods.CertificateNo}
              </Typography.Link>
            ) : (
              <span className="inventory-mono">{goods.CertificateNo}</span>
            )}
            <span className="inventory-secondary">{goods.Lab}</span>
          </span>
        ) : (
          (goods.Lab ?? NONE)
        ),
    },
    {
      title: t('inventory.table.pricePerCarat'),
      ...sortable('PricePerCarat'),
      width: 100,
      align: 'end',
      render: (_, goods) => (
        <span className="inventory-stack inventory-number">
          <span>{formatUsd(locale, goods.PricePerCarat)}</span>
          {goods.Discount != null && (
            <span className="inventory-secondary">
              {formatSignedPercent(locale, goods.Discount)}
            </span>
          )}
        </span>
      ),
    },
    {
      title: t('inventory.field.Price'),
      ...sortable('Price'),
      width: 104,
      align: 'end',
      render: (_, goods) => (
        <span className="inventory-number inventory-price">
          {formatUsd(locale, goods.Price)}
          {goods.StockUnit === 'carat' && (
            <span className="inventory-secondary"> {t('inventory.unit.perCt')}</span>
          )}
        </span>
      ),
    },
    {
      title: t('inventory.field.Stock'),
      key: 'Stock',
      width: 60,
      align: 'end',
      render: (_, goods) => (
        <span className="inventory-number">
          {formatCount(locale, goods.Stock)}
          {goods.StockUnit === 'carat' && ` ${t('inventory.unit.ct')}`}
        </span>
      ),
    },
    {
      title: t('inventory.table.status'),
      key: 'Status',
      width: 92,
      render: (_, goods) => (
        <span className="inventory-status">
          {goods.OnMarket ? (
            <Tag color="success">{t('inventory.market.on')}</Tag>
          ) : (
            <Tag>{t('inventory.market.off')}</Tag>
          )}
          {goods.OnMarket && !goods.Available && (
            <Tag color="warning">{t('inventory.table.soldOut')}</Tag>
          )}
        </span>
      ),
    },
    {
      title: t('inventory.table.actions'),
      key: 'Actions',
      fixed: 'end',
      width: 72,
      render: (_, goods) => (
        <span className="inventory-row-actions">
          <Tooltip title={t('inventory.edit')} placement="topRight">
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('inventory.edit')}
              onClick={() => onEdit(goods)}
            />
          </Tooltip>
          <MarketToggle goods={goods} />
        </span>
      ),
    },
  ];
}
