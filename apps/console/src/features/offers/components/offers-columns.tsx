import { Button, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { CheckOutlined, CloseOutlined, SwapOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { AdminOffer, Locale, OfferAnswer } from '@facet/contract';
import { formatPercent, formatUsd } from '../../../i18n/number-format';
import type { Translate } from '../../../i18n/use-i18n';
import { counterRangeOf, stoneWords } from '../offer-view';
import { OfferStanding } from './offer-status';

interface Actions {
  onAnswer: (offer: AdminOffer, action: OfferAnswer) => void;
  /** An offer's time ran out on screen: the list asks again. */
  onRanOut: () => void;
}

/** "$9,000.00/ct". */
const perCarat = (t: Translate, locale: Locale, price: number) =>
  t('offers.perCarat', { price: formatUsd(locale, price) });

/** The list's columns: the stone, who offers, what against what, where it stands, the answers. */
export function offersColumns(
  t: Translate,
  locale: Locale,
  { onAnswer, onRanOut }: Actions,
): TableColumnsType<AdminOffer> {
  return [
    {
      title: t('offers.field.stone'),
      key: 'stone',
      render: (_, { Goods: goods }) => (
        <span className="offers-stack">
          <strong>{stoneWords(locale, t, goods)}</strong>
          <Link
            to={`/inventory?Keyword=${encodeURIComponent(goods.StockNo)}`}
            className="offers-mono"
            aria-label={t('offers.findStone', { stockNo: goods.StockNo })}
          >
            {goods.StockNo}
          </Link>
        </span>
      ),
    },
    {
      title: t('offers.field.buyer'),
      key: 'buyer',
      render: (_, { Buyer: buyer }) => (
        <span className="offers-stack">
          <span>{buyer.Name || buyer.Email}</span>
          <span className="offers-secondary">{buyer.Email}</span>
          <span className="offers-buyer-record">
            <Tag className="offers-tier">{buyer.Tier ?? t('buyers.houseTier')}</Tag>
            <span className="offers-secondary">
              {t('offers.buyer.record', { count: buyer.Offers, accepted: buyer.Accepted })}
            </span>
          </span>
        </span>
      ),
    },
    {
      title: t('offers.field.offer'),
      key: 'offer',
      render: (_, offer) => (
        <span className="offers-stack">
          <span className="offers-number offers-price">
            {perCarat(t, locale, offer.PricePerCarat)}
          </span>
          <span className="offers-secondary offers-number">
            {t('offers.totalOf', { total: formatUsd(locale, offer.Total) })}
          </span>
          {offer.AgreedPricePerCarat !== null ? (
            <span className="offers-answer offers-number">
              {t('offers.agreedAt', { price: formatUsd(locale, offer.AgreedPricePerCarat) })}
            </span>
          ) : (
            offer.CounterPricePerCarat !== null && (
              <span className="offers-answer offers-number">
                {t('offers.counteredAt', { price: formatUsd(locale, offer.CounterPricePerCarat) })}
              </span>
            )
          )}
          {offer.Note && (
            <Typography.Text
              className="offers-note"
              ellipsis={{ tooltip: offer.Note }}
              aria-label={`${t('offers.field.note')}: ${offer.Note}`}
            >
              “{offer.Note}”
            </Typography.Text>
          )}
        </span>
      ),
    },
    {
      title: t('offers.field.price'),
      key: 'price',
      render: (_, { OfferedAgainstPricePerCarat: price, BelowPercent }) => (
        <span className="offers-stack">
          <span className="offers-number">{perCarat(t, locale, price)}</span>
          <span className="offers-below offers-number">
            {t('offers.belowPrice', { percent: formatPercent(locale, BelowPercent) })}
          </span>
        </span>
      ),
    },
    {
      title: t('offers.field.status'),
      key: 'status',
      render: (_, offer) => <OfferStanding offer={offer} onRanOut={onRanOut} />,
    },
    {
      title: <span className="visually-hidden">{t('offers.field.actions')}</span>,
      key: 'actions',
      align: 'end',
      fixed: 'end',
      render: (_, offer) =>
        offer.Status === 'open' && (
          <Space size={4}>
            <Button
              size="small"
              type="primary"
              icon={<CheckOutlined />}
              onClick={() => onAnswer(offer, 'accept')}
            >
              {t('offers.accept')}
            </Button>
            <CounterButton offer={offer} t={t} onClick={() => onAnswer(offer, 'counter')} />
            <Button
              size="small"
              danger
              icon={<CloseOutlined />}
              onClick={() => onAnswer(offer, 'decline')}
            >
              {t('offers.decline')}
            </Button>
          </Space>
        ),
    },
  ];
}

/** Counter, or why not: the stone's price has come down to the offer. */
function CounterButton({
  offer,
  t,
  onClick,
}: {
  offer: AdminOffer;
  t: Translate;
  onClick: () => void;
}) {
  const possible = counterRangeOf(offer) !== null;
  const button = (
    <Button size="small" icon={<SwapOutlined />} disabled={!possible} onClick={onClick}>
      {t('offers.counter')}
    </Button>
  );
  return possible ? button : <Tooltip title={t('offers.counterNone')}>{button}</Tooltip>;
}
