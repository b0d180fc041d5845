import { Tag } from 'antd';
import { Link } from 'react-router';
import { formatEastern, type AdminMemo, type MemoOutcome } from '@facet/contract';
import { formatUsd } from '../../../i18n/number-format';
import { useI18n } from '../../../i18n/use-i18n';
import { stoneWords } from '../memo-view';

const OUTCOME_COLORS: Record<MemoOutcome, string> = {
  out: 'blue',
  bought: 'green',
  returned: 'default',
};

/** A memo's stones, each with its price and what became of it: the expanded row. */
export function MemoLines({ memo }: { memo: AdminMemo }) {
  const { t, locale } = useI18n();
  return (
    <div className="memo-lines">
      <h3 className="memo-legend">{t('memo.lines.title', { no: memo.No })}</h3>
      <table className="memo-lines-table">
        <thead>
          <tr>
            <th scope="col">{t('memo.field.stockNo')}</th>
            <th scope="col">{t('memo.field.stone')}</th>
            <th scope="col" className="memo-end">
              {t('memo.field.price')}
            </th>
            <th scope="col">{t('memo.field.outcome')}</th>
            <th scope="col">{t('memo.field.returnTracking')}</th>
            <th scope="col">{t('memo.field.receivedAt')}</th>
          </tr>
        </thead>
        <tbody>
          {memo.Lines.map((line) => (
            <tr key={line.GoodsId}>
              <td>
                <Link
                  to={`/inventory?Keyword=${encodeURIComponent(line.Goods.StockNo)}`}
                  className="memo-mono"
                >
                  {line.Goods.StockNo}
                </Link>
              </td>
              <td>
                {stoneWords(locale, t, line.Goods)}
                {line.Goods.CertificateNo && (
                  <span className="memo-secondary">
                    {' · '}
                    {line.Goods.Lab} {line.Goods.CertificateNo}
                  </span>
                )}
              </td>
              <td className="memo-end memo-number">{formatUsd(locale, line.PriceUsd)}</td>
              <td>
                <Tag color={OUTCOME_COLORS[line.Outcome]}>{t(`memo.outcome.${line.Outcome}`)}</Tag>
                {line.OrderId !== null && (
                  <Link to={`/orders/${line.OrderId}`} className="memo-secondary">
                    {t('memo.order')}
                  </Link>
                )}
              </td>
              <td>
                {line.ReturnTrackingNo ? (
                  <span className="memo-mono">{line.ReturnTrackingNo}</span>
                ) : (
                  '—'
                )}
              </td>
              <td className="memo-number">
                {line.ReceivedAt
                  ? formatEastern(line.ReceivedAt)
                  : line.Outcome === 'returned'
                    ? t('memo.onItsWay')
                    : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
