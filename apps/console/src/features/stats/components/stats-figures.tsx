import { Col, Empty, Row } from 'antd';
import { FUNNEL_STEPS, type Locale, type Stats } from '@facet/contract';
import { formatCount, formatUsd } from '../../../i18n/number-format';
import type { Translate } from '../../../i18n/use-i18n';
import { Figure, StatsCard } from './stats-card';
import { FunnelChart, SeriesChart, StockChart } from './stats-charts';
import { SlowMoversTable, TopBuyersTable } from './stats-tables';
import { TradeFigures } from './trade-figures';

/** Minutes as a clerk reads a wait: "45 min", "2 h 5 min", "3 d 4 h". */
function formatMinutes(t: Translate, minutes: number | null) {
  if (minutes === null) return '—';
  if (minutes < 60) return t('stats.duration.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('stats.duration.hours', { hours, minutes: minutes % 60 });
  return t('stats.duration.days', { days: Math.floor(hours / 24), hours: hours % 24 });
}

/** A period's figures: the headline numbers, then each chart and table with its CSV. */
export function Figures({
  stats,
  t,
  locale,
  file,
}: {
  stats: Stats;
  t: Translate;
  locale: Locale;
  /** The CSV file's name for one of the period's figures. */
  file: (what: string) => string;
}) {
  const orders = stats.Series.reduce((sum, point) => sum + point.Orders, 0);
  const revenue = stats.Series.reduce((sum, point) => sum + point.Revenue, 0);
  const noOrders = orders === 0;
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stats.empty')} />;
  const chats = stats.OpenChats;

  return (
    <>
      <Row gutter={[16, 16]} className="stats-figures">
        <Col xs={12} lg={6}>
          <Figure label={t('stats.totalOrders')} value={formatCount(locale, orders)} />
        </Col>
        <Col xs={12} lg={6}>
          <Figure label={t('stats.totalRevenue')} value={formatUsd(locale, revenue)} />
        </Col>
        <Col xs={12} lg={4}>
          <Figure
            label={t('stats.confirmMedian')}
            value={formatMinutes(t, stats.ConfirmMinutesP50)}
          />
        </Col>
        <Col xs={12} lg={4}>
          <Figure label={t('stats.paidMedian')} value={formatMinutes(t, stats.PaidMinutesP50)} />
        </Col>
        <Col xs={24} lg={4}>
          <Figure
            label={t('stats.openChats')}
            value={formatCount(locale, chats.Count)}
            note={
              chats.LongestWaitMinutes === null
                ? t('stats.noWait')
                : t('stats.longestWait', { time: formatMinutes(t, chats.LongestWaitMinutes) })
            }
          />
        </Col>
      </Row>
      <TradeFigures stats={stats} t={t} locale={locale} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <StatsCard
            title={t('stats.series.title')}
            csv={{
              name: file('orders'),
              header: ['Date', 'Orders', 'Revenue'],
              rows: () => stats.Series.map((p) => [p.Date, p.Orders, p.Revenue]),
            }}
          >
            {noOrders ? empty : <SeriesChart series={stats.Series} t={t} locale={locale} />}
          </StatsCard>
        </Col>
        <Col xs={24} xl={9}>
          <StatsCard
            title={t('stats.funnel.title')}
            csv={{
              name: file('funnel'),
              header: ['Step', 'Buyers'],
              rows: () => FUNNEL_STEPS.map((step) => [step, stats.Funnel[step]]),
            }}
          >
            {stats.Funnel.Carted === 0 && stats.Funnel.Ordered === 0 ? (
              empty
            ) : (
              <FunnelChart funnel={stats.Funnel} t={t} locale={locale} />
            )}
          </StatsCard>
        </Col>
        <Col xs={24} xl={12}>
          <StatsCard
            title={t('stats.stock.title')}
            csv={{
              name: file('stock'),
              header: ['Category', 'Count', 'Value'],
              rows: () => stats.StockByCategory.map((row) => [row.Category, row.Count, row.Value]),
            }}
          >
            <StockChart stock={stats.StockByCategory} t={t} locale={locale} />
          </StatsCard>
        </Col>
        <Col xs={24} xl={12}>
          <StatsCard
            title={t('stats.top.title')}
            table
            csv={{
              name: file('top-buyers'),
              header: ['UserId', 'Name', 'Email', 'Orders', 'Revenue'],
              rows: () =>
                stats.TopBuyers.map((b) => [b.UserId, b.Name, b.Email, b.Orders, b.Revenue]),
            }}
          >
            <TopBuyersTable buyers={stats.TopBuyers} t={t} locale={locale} empty={empty} />
          </StatsCard>
        </Col>
        <Col xs={24}>
          <StatsCard
            title={t('stats.slow.title')}
            table
            csv={{
              name: file('slow-movers'),
              header: [
                'GoodsId',
                'StockNo',
                'Category',
                'Shape',
                'Weight',
                'CertificateNo',
                'Price',
                'Since',
                'DaysInStock',
              ],
              rows: () =>
                stats.SlowMovers.map((s) => [
                  s.GoodsId,
                  s.StockNo,
                  s.Category,
                  s.Shape,
                  s.Weight,
                  s.CertificateNo,
                  s.Price,
                  s.Since,
                  s.DaysInStock,
                ]),
            }}
          >
            <SlowMoversTable
              stones={stats.SlowMovers}
              t={t}
              locale={locale}
              empty={
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stats.noStock')} />
              }
            />
          </StatsCard>
        </Col>
      </Row>
    </>
  );
}
