import { ORDER_TAB_NAMES, type OrderSummary, type OrderTab } from '@facet/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useOrderList } from '../api';
import { useEasternMoment } from '../../../i18n/use-eastern-moment';
import { useLocale } from '../../../i18n/i18n';
import { PagedList } from '../../catalogue';
import { FIRST_SCREEN_ORDERS } from '../order-call';
import { parseOrderTab } from '../order-format';
import { LinePicture, StatusTag, formatMoney, orderDetailsPath } from '../components/order-parts';
import { NothingHerePanel } from '../../../shared/ui/nothing-here-panel';
import { LineTabs } from '../../../shared/ui/line-tabs';
import '../../../shared/ui/pinned-tabs.css';
import './order.css';
import './order-list.css';

/** `/pages/order/index?tab=: the buyer's orders, by the tabs of §4. */
export default function OrderListPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = parseOrderTab(search.get('tab'));

  return (
    <div className="order-list-page tabbed-page">
      <LineTabs
        className="order-tabs pinned-tabs"
        label={t('titles.order')}
        active={tab}
        onChange={(key) => setSearch(key === 'all' ? {} : { tab: key }, { replace: true })}
        tabs={ORDER_TAB_NAMES.map((name) => ({ key: name, title: t(`orders.tabs.${name}`) }))}
      />
      <Orders key={tab} tab={tab} />
    </div>
  );
}

function Orders({ tab }: { tab: OrderTab }) {
  const { t } = useTranslation();
  const query = useOrderList(tab);
  const orders = query.data?.pages.flatMap((page) => page.List) ?? [];

  return (
    <PagedList
      query={query}
      items={orders}
      itemKey={(order) => order.Id}
      renderItem={(order, index) => (
        <OrderCardRow order={order} onFirstScreen={index < FIRST_SCREEN_ORDERS} />
      )}
      empty={
        <NothingHerePanel
          title={t('orders.emptyTitle')}
          description={t('orders.emptyHint')}
          action={t('orders.browse')}
        />
      }
    />
  );
}

/** An order in the list: number and status, its first line, how many items, what it costs. */
function OrderCardRow({ order, onFirstScreen }: { order: OrderSummary; onFirstScreen: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const moment = useEasternMoment();
  return (
    <article className="order-summary">
      <header className="order-summary-header">
        <span className="order-stock-no">{t('orders.orderNo', { orderNo: order.OrderNo })}</span>
        <StatusTag status={order.Status} />
      </header>
      <div className="order-summary-body">
        <LinePicture src={order.Image} onFirstScreen={onFirstScreen} />
        <div className="order-summary-main">
          <h3 className="order-summary-title">
            <Link to={orderDetailsPath(order.Id)} className="order-summary-link">
              {order.Title}
            </Link>
          </h3>
          <p className="order-muted">
            {order.Kind === 'demand' && (
              <span className="order-kind">{t('orders.demandKind')}</span>
            )}
            {t('orders.itemCount', { count: order.ItemCount })}
          </p>
          <p className="order-muted">
            <time dateTime={order.CreatedAt}>{moment(order.CreatedAt)}</time>
          </p>
        </div>
      </div>
      <footer className="order-summary-footer">
        <span>{t('orders.total')}</span>
        <strong>
          {order.Kind === 'demand' && order.Total === 0
            ? t('orders.toBeQuoted')
            : formatMoney(locale, order.Total)}
        </strong>
      </footer>
    </article>
  );
}
