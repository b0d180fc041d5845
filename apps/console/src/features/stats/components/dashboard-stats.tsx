import { useState, type ReactNode } from 'react';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Empty,
  Row,
  Segmented,
  Skeleton,
  Table,
  Tooltip,
} from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import {
  FUNNEL_STEPS,
  formatEastern,
  labelOf,
  presetPeriod,
  STATS_PERIOD_MAX_DAYS,
  type Locale,
  type SlowMover,
  type Stats,
  type StatsInterval,
  type StatsPreset,
  type TopBuyer,
} from '@facet/contract';
import { useStats } from '../api';
import { formatCarats, formatCount, formatUsd } from '../../../i18n/number-format';
import { useI18n, type Translate } from '../../../i18n/use-i18n';
import { QueryBody, RefreshButton } from '../../../shared/ui/query-states';
import { downloadCsv, toCsv, type CsvCell } from '../csv';
import { FunnelChart, SeriesChart, StockChart } from './stats-charts';
import './dashboard-stats.css';

type Choice = StatsPreset | 'custom';
const CHOICES: Choice[] = ['today', '7d', '30d', 'custom'];
const DAY = 'YYYY-MM-DD';

/** Minutes as a clerk reads a wait: "45 min", "2 h 5 min", "3 d 4 h". */
function formatMinutes(t: Translate, minutes: number | null) {
  if (minutes === null) return '—';
  if (minutes < 60) return t('stats.duration.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('stats.duration.hours', { hours, minutes: minutes % 60 });
  return t('stats.duration.days', { days: Math.floor(hours / 24), hours: hours % 24 });
}

/** A card's CSV button: the figures behind the chart or table, as a file. */
function CsvButton({
  name,
  header,
  rows,
}: {
  name: string;
  header: string[];
  rows: () => CsvCell[][];
}) {
  const { t } = useI18n();
  return (
    <Tooltip title={t('stats.csvHint')}>
      <Button
        size="small"
        icon={<DownloadOutlined />}
        onClick={() => downloadCsv(name, toCsv(header, rows()))}
      >
        {t('stats.csv')}
      </Button>
    </Tooltip>
  );
}

function Figure({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <Card className="stats-figure" variant="borderless">
      <div className="stats-figure-label">{label}</div>
      <div className="stats-figure-value">{value}</div>
      {note && <div className="stats-figure-note">{note}</div>}
    </Card>
  );
}

/**
 * The manager's view below the queues: a period (US Eastern days) and its orders, sales,
 * funnel and response times, with the stock, slow movers, top buyers and waiting chats.
 */
export default function DashboardStats() {
  const { t, locale } = useI18n();
  const [choice, setChoice] = useState<Choice>('7d');
  const [custom, setCustom] = useState<[Dayjs, Dayjs] | null>(null);
  const [interval, setInterval] = useState<StatsInterval>('day');
  const period =
    choice === 'custom' && custom
      ? { From: custom[0].format(DAY), To: custom[1].format(DAY) }
      : presetPeriod(choice === 'custom' ? '30d' : choice, new Date());
  const result = useStats({ ...period, Interval: interval });
  const stats = result.data;
  const file = (what: string) => `facet-${what}-${period.From}-${period.To}.csv`;

  return (
    <section className="stats" aria-label={t('stats.title')}>
      <div className="stats-toolbar">
        <div>
          <h2 className="stats-title">{t('stats.title')}</h2>
          <span className="stats-period">
            {period.From === period.To ? period.From : `${period.From} – ${period.To}`} ·{' '}
            {t('stats.timeZone')}
          </span>
        </div>
        <div className="stats-controls">
          <Segmented<Choice>
            aria-label={t('stats.period.label')}
            value={choice}
            onChange={setChoice}
            options={CHOICES.map((value) => ({ value, label: t(`stats.period.${value}`) }))}
          />
          {choice === 'custom' && (
            <DatePicker.RangePicker
              aria-label={t('stats.period.custom')}
              value={custom}
              allowClear={false}
              disabledDate={(day, info) =>
                day.isAfter(dayjs(), 'day') ||
                Boolean(info.from && Math.abs(day.diff(info.from, 'day')) >= STATS_PERIOD_MAX_DAYS)
              }
              onChange={(range) => range?.[0] && range[1] && setCustom([range[0], range[1]])}
            />
          )}
          <Segmented<StatsInterval>
            aria-label={t('stats.interval.label')}
            value={interval}
            onChange={setInterval}
            options={[
              { value: 'day', label: t('stats.interval.day') },
              { value: 'week', label: t('stats.interval.week') },
            ]}
          />
          <RefreshButton result={result} label={t('stats.refresh')} />
        </div>
      </div>
      <QueryBody
        result={result}
        loaded={stats !== undefined}
        texts={{
          loadFailed: t('stats.error.load'),
          refreshFailed: t('stats.error.refresh'),
          retry: t('stats.retry'),
        }}
      >
        {stats ? (
          <Figures stats={stats} t={t} locale={locale} file={file} />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </QueryBody>
    </section>
  );
}

function Figures({
  stats,
  t,
  locale,
  file,
}: {
  stats: Stats;
  t: Translate;
  locale: Locale;
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
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Card
            className="stats-card"
            variant="borderless"
            title={t('stats.series.title')}
            extra={
              <CsvButton
                name={file('orders')}
                header={['Date', 'Orders', 'Revenue']}
                rows={() => stats.Series.map((p) => [p.Date, p.Orders, p.Revenue])}
              />
            }
          >
            {noOrders ? empty : <SeriesChart series={stats.Series} t={t} locale={locale} />}
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Card
            className="stats-card"
            variant="borderless"
            title={t('stats.funnel.title')}
            extra={
              <CsvButton
                name={file('funnel')}
                header={['Step', 'Buyers']}
                rows={() => FUNNEL_STEPS.map((step) => [step, stats.Funnel[step]])}
              />
            }
          >
            {stats.Funnel.Carted === 0 && stats.Funnel.Ordered === 0 ? (
              empty
            ) : (
              <FunnelChart funnel={stats.Funnel} t={t} locale={locale} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card
            className="stats-card"
            variant="borderless"
            title={t('stats.stock.title')}
            extra={
              <CsvButton
                name={file('stock')}
                header={['Category', 'Count', 'Value']}
                rows={() =>
                  stats.StockByCategory.map((row) => [row.Category, row.Count, row.Value])
                }
              />
            }
          >
            <StockChart stock={stats.StockByCategory} t={t} locale={locale} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card
            className="stats-card stats-table-card"
            variant="borderless"
            title={t('stats.top.title')}
            extra={
              <CsvButton
                name={file('top-buyers')}
                header={['UserId', 'Name', 'Email', 'Orders', 'Revenue']}
                rows={() =>
                  stats.TopBuyers.map((b) => [b.UserId, b.Name, b.Email, b.Orders, b.Revenue])
                }
              />
            }
          >
            <Table<TopBuyer>
              rowKey="UserId"
              size="small"
              pagination={false}
              dataSource={stats.TopBuyers}
              locale={{ emptyText: empty }}
              columns={topBuyerColumns(t, locale)}
            />
          </Card>
        </Col>
        <Col xs={24}>
          <Card
            className="stats-card stats-table-card"
            variant="borderless"
            title={t('stats.slow.title')}
            extra={
              <CsvButton
                name={file('slow-movers')}
                header={[
                  'GoodsId',
                  'StockNo',
                  'Category',
                  'Shape',
                  'Weight',
                  'CertificateNo',
                  'Price',
                  'Since',
                  'DaysInStock',
                ]}
                rows={() =>
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
                  ])
                }
              />
            }
          >
            <Table<SlowMover>
              rowKey="GoodsId"
              size="small"
              pagination={false}
              dataSource={stats.SlowMovers}
              scroll={{ x: 720 }}
              locale={{
                emptyText: (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stats.noStock')} />
                ),
              }}
              columns={slowMoverColumns(t, locale)}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}

const topBuyerColumns = (t: Translate, locale: Locale) => [
  {
    title: t('stats.top.buyer'),
    key: 'buyer',
    render: (_: unknown, buyer: TopBuyer) => (
      <span className="stats-two-lines">
        <span>{buyer.Name || buyer.Email}</span>
        <span className="stats-secondary">{buyer.Email}</span>
      </span>
    ),
  },
  {
    title: t('stats.top.orders'),
    dataIndex: 'Orders',
    align: 'end' as const,
    render: (value: number) => formatCount(locale, value),
  },
  {
    title: t('stats.top.revenue'),
    dataIndex: 'Revenue',
    align: 'end' as const,
    render: (value: number) => <span className="stats-number">{formatUsd(locale, value)}</span>,
  },
];

const slowMoverColumns = (t: Translate, locale: Locale) => [
  {
    title: t('stats.slow.stone'),
    key: 'stone',
    render: (_: unknown, stone: SlowMover) => (
      <span className="stats-two-lines">
        <strong>
          {[
            stone.Shape && labelOf(locale, 'Shape', stone.Shape),
            `${formatCarats(locale, stone.Weight)} ${t('inventory.unit.ct')}`,
          ]
            .filter(Boolean)
            .join(' ')}
        </strong>
        <span className="stats-secondary">
          {stone.StockNo}
          {stone.CertificateNo ? ` · ${stone.CertificateNo}` : ''}
        </span>
      </span>
    ),
  },
  {
    title: t('stats.slow.category'),
    dataIndex: 'Category',
    render: (category: SlowMover['Category']) => labelOf(locale, 'Category', category),
  },
  {
    title: t('stats.slow.price'),
    dataIndex: 'Price',
    align: 'end' as const,
    render: (value: number) => <span className="stats-number">{formatUsd(locale, value)}</span>,
  },
  {
    title: t('stats.slow.since'),
    dataIndex: 'Since',
    render: (value: string) => (
      <span className="stats-number">{formatEastern(value, 'YYYY-MM-DD')}</span>
    ),
  },
  {
    title: t('stats.slow.days'),
    dataIndex: 'DaysInStock',
    align: 'end' as const,
    render: (value: number) => (
      <strong className="stats-number">{formatCount(locale, value)}</strong>
    ),
  },
];
