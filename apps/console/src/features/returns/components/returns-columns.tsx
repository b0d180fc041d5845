import type { ReactNode } from 'react';
import { Button, Image, Space, Tag, Typography, type TableColumnsType } from 'antd';
import {
  AlertOutlined,
  CheckOutlined,
  CloseOutlined,
  DollarOutlined,
  ImportOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import {
  formatEastern,
  type AdminReturn,
  type Locale,
  type ReturnStaffAction,
  type ReturnStatus,
} from '@facet/contract';
import { formatUsd } from '../../../i18n/number-format';
import type { Translate } from '../../../i18n/use-i18n';
import { actionsOf } from '../return-view';

const ICONS: Record<ReturnStaffAction, ReactNode> = {
  authorise: <CheckOutlined />,
  decline: <CloseOutlined />,
  received: <ImportOutlined />,
  refund: <DollarOutlined />,
  escalate: <AlertOutlined />,
};

// Returns waiting for a clerk are gold, as orders waiting for confirmation.
const STATUS_COLORS: Record<ReturnStatus, string> = {
  requested: 'gold',
  authorised: 'blue',
  shipped: 'cyan',
  received: 'gold',
  refunded: 'green',
  declined: 'default',
};

/** The list's columns: the return and its order, the buyer, what and why, money, standing. */
export function returnsColumns(
  t: Translate,
  locale: Locale,
  onAnswer: (found: AdminReturn, action: ReturnStaffAction) => void,
): TableColumnsType<AdminReturn> {
  return [
    {
      title: t('returns.field.no'),
      key: 'no',
      render: (_, found) => (
        <span className="returns-stack">
          <strong className="returns-mono">{found.No}</strong>
          <Link
            to={`/orders/${found.OrderId}`}
            aria-label={t('returns.openOrder', { orderNo: found.OrderNo })}
          >
            {t('returns.orderNo', { orderNo: found.OrderNo })}
          </Link>
          <span className="returns-secondary">
            {t('returns.askedAt', { time: formatEastern(found.CreatedAt) })}
          </span>
        </span>
      ),
    },
    {
      title: t('returns.field.buyer'),
      key: 'buyer',
      render: (_, { Buyer: buyer }) => (
        <span className="returns-stack">
          <span>{buyer.Name || buyer.Email}</span>
          <span className="returns-secondary">{buyer.Email}</span>
        </span>
      ),
    },
    {
      title: t('returns.field.stones'),
      key: 'stones',
      render: (_, found) => (
        <ul className="returns-lines">
          {found.Lines.map((line) => (
            <li key={line.GoodsId}>
              <Link
                to={`/inventory?Keyword=${encodeURIComponent(line.StockNo)}`}
                className="returns-mono"
              >
                {line.StockNo}
              </Link>{' '}
              <span className="returns-secondary returns-number">
                {formatUsd(locale, line.Amount)}
              </span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      title: t('returns.field.reason'),
      key: 'reason',
      render: (_, found) => (
        <span className="returns-stack returns-reason">
          <span>{t(`returns.reason.${found.Reason}`)}</span>
          {found.Note && (
            <Typography.Paragraph
              className="returns-note"
              ellipsis={{ rows: 2, tooltip: found.Note }}
            >
              “{found.Note}”
            </Typography.Paragraph>
          )}
          {found.Pictures.length > 0 && (
            <span className="returns-pictures">
              <Image.PreviewGroup>
                {found.Pictures.map((picture, index) => (
                  <Image
                    key={picture.Id}
                    src={picture.Url}
                    width={40}
                    height={40}
                    alt={t('returns.picture', { n: index + 1, no: found.No })}
                    className="returns-picture"
                  />
                ))}
              </Image.PreviewGroup>
            </span>
          )}
        </span>
      ),
    },
    {
      title: t('returns.field.amount'),
      key: 'amount',
      align: 'end',
      render: (_, found) => (
        <span className="returns-stack returns-end">
          <span className="returns-number returns-strong">
            {formatUsd(locale, found.AmountUsd)}
          </span>
          {found.RefundUsd !== null && (
            <span className="returns-refund returns-number">
              {t('returns.refunded', { amount: formatUsd(locale, found.RefundUsd) })}
            </span>
          )}
        </span>
      ),
    },
    {
      title: t('returns.field.status'),
      key: 'status',
      render: (_, found) => (
        <span className="returns-stack returns-standing">
          <Tag color={STATUS_COLORS[found.Status]}>{t(`returns.status.${found.Status}`)}</Tag>
          {found.Rma && <span className="returns-mono">{found.Rma}</span>}
          {found.TrackingNo && (
            <span className="returns-secondary">
              {t('returns.trackingNo', { trackingNo: found.TrackingNo })}
            </span>
          )}
          {found.Restocked !== null && (
            <span className="returns-secondary">
              {t(found.Restocked ? 'returns.restocked' : 'returns.keptOff')}
            </span>
          )}
          {found.StaffNote && (
            <Typography.Text
              className="returns-note"
              ellipsis={{ tooltip: found.StaffNote }}
              aria-label={`${t('returns.field.staffNote')}: ${found.StaffNote}`}
            >
              {found.StaffNote}
            </Typography.Text>
          )}
        </span>
      ),
    },
    {
      title: <span className="visually-hidden">{t('returns.field.actions')}</span>,
      key: 'actions',
      align: 'end',
      fixed: 'end',
      render: (_, found) => (
        <Space size={4}>
          {actionsOf(found.Status).map((action) => (
            <Button
              key={action}
              size="small"
              type={action === 'decline' || action === 'escalate' ? 'default' : 'primary'}
              danger={action === 'decline' || action === 'escalate'}
              icon={ICONS[action]}
              onClick={() => onAnswer(found, action)}
            >
              {t(`returns.action.${action}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
}
