import type { Order } from '@facet/contract';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrderReturns } from '../api';
import { claimedGoods, returnOpenUntil } from '../return-terms';
import { ReturnCard } from './return-card';
import { useEasternMoment } from '../../../i18n/use-eastern-moment';
import { paths } from '../../../shared/routing/paths';
import { serverNow } from '../../../shared/transport/server-clock';
import './return-card.css';

/**
 * On a received (or completed) order's details: its returns, each with where it stands, and
 * "Return stones" while the window is open and some stone is not yet in a return.
 */
export function OrderReturns({ order }: { order: Order }) {
  const { t } = useTranslation();
  const moment = useEasternMoment();
  const returnable = order.Status === 'Received' || order.Status === 'Completed';
  const returns = useOrderReturns(order.Id, returnable);
  if (!returnable || !returns.data) return null;
  const until = returnOpenUntil(order, serverNow());
  const claimed = claimedGoods(returns.data);
  const more = until !== null && order.Lines.some((line) => !claimed.has(line.GoodsId));
  if (returns.data.length === 0 && !more) return null;
  return (
    <section className="order-returns" aria-labelledby="order-returns-title">
      <h2 id="order-returns-title" className="order-returns-title">
        {t('returns.title')}
      </h2>
      {returns.data.map((item) => (
        <ReturnCard key={item.ReturnId} item={item} />
      ))}
      {more && until && (
        <Link className="order-returns-ask" to={`${paths.returnRequest}?id=${order.Id}`}>
          <span>
            <strong>{t('returns.action')}</strong>
            <span className="order-returns-until">
              {t('returns.actionHint', { time: moment(until) })}
            </span>
          </span>
          <RightOutline aria-hidden />
        </Link>
      )}
    </section>
  );
}
