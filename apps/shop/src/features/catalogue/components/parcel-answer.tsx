import {
  fromCents,
  pricePerCaratOf,
  toCents,
  toMilliCarats,
  translate,
  type ParcelMatchResult,
} from '@facet/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { DotLoading } from 'antd-mobile';
import { CheckCircleFill, ExclamationCircleFill, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/transport/client';
import { goodsDetailsPath } from './goods-row';
import { formatCarats, formatUsd } from '../../../shared/format/format';
import { useLocale } from '../../../i18n/i18n';
import { ToolState } from '../../../shared/ui/tool-controls';

type Props = { match: UseQueryResult<ParcelMatchResult>; wanted: number };

/**
 * The parcels a match takes from, line by line, with the carats and amount in all, and whether
 * the wanted quantity could be filled.
 */
export function ParcelAnswer({ match, wanted }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();

  if (match.isFetching && !match.data) {
    return (
      <div className="tool-card tool-loading" role="status">
        <DotLoading color="primary" />
        {t('parcel.matching')}
      </div>
    );
  }
  if (match.isError && !match.isFetching) {
    const none = match.error instanceof ApiError && match.error.Code === 'SEARCH_EMPTY';
    return none ? (
      <ToolState
        mark="question"
        title={translate(locale, 'SEARCH_EMPTY')}
        text={t('parcel.emptyHint')}
      />
    ) : (
      <ToolState
        mark="alert"
        title={match.error.message}
        action={
          <button type="button" className="tool-link-button" onClick={() => void match.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  const result = match.data;
  if (!result) return null;

  return (
    <section
      className={`tool-card parcel-answer${match.isPlaceholderData ? ' parcel-answer-stale' : ''}`}
      aria-labelledby="parcel-answer-title"
      aria-busy={match.isFetching}
    >
      <div className="tool-card-header">
        <h2 id="parcel-answer-title" className="tool-card-title">
          {t('parcel.answerTitle', { count: result.Lines.length })}
        </h2>
      </div>
      <p
        className={`parcel-fill ${result.Complete ? 'parcel-fill-complete' : 'parcel-fill-partial'}`}
        role="status"
      >
        {result.Complete ? (
          <CheckCircleFill aria-hidden="true" />
        ) : (
          <ExclamationCircleFill aria-hidden="true" />
        )}
        {result.Complete
          ? t('parcel.complete', { wanted: formatCarats(locale, wanted) })
          : t('parcel.partial', {
              filled: formatCarats(locale, result.Quantity),
              wanted: formatCarats(locale, wanted),
            })}
      </p>

      <ul className="parcel-lines">
        {result.Lines.map(({ Goods: parcel, Quantity, Amount }) => (
          <li key={parcel.Id}>
            <Link to={goodsDetailsPath(parcel)} className="parcel-line">
              <span className="parcel-line-main">
                <span className="parcel-line-stock-no">{parcel.StockNo}</span>
                <span className="parcel-line-grades">
                  {[
                    t('parcel.perStone', { size: formatCarats(locale, parcel.Weight) }),
                    parcel.Color,
                    parcel.Clarity,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              <span className="parcel-line-side">
                <strong className="parcel-line-amount">{formatUsd(locale, Amount)}</strong>
                <span className="parcel-line-taken">
                  {t('parcel.taken', {
                    carats: formatCarats(locale, Quantity),
                    price: formatUsd(locale, parcel.PricePerCarat),
                  })}
                </span>
              </span>
              <RightOutline className="parcel-line-arrow" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>

      <dl className="parcel-totals">
        <div>
          <dt>{t('parcel.totalCarats')}</dt>
          <dd>{formatCarats(locale, result.Quantity)}</dd>
        </div>
        <div>
          <dt>{t('parcel.averagePrice')}</dt>
          <dd>
            {t('parcel.pricePerCarat', {
              price: formatUsd(
                locale,
                fromCents(pricePerCaratOf(toCents(result.Amount), toMilliCarats(result.Quantity))),
              ),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('parcel.totalAmount')}</dt>
          <dd className="parcel-totals-amount">{formatUsd(locale, result.Amount)}</dd>
        </div>
      </dl>
    </section>
  );
}
