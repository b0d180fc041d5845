import { useState } from 'react';
import { DatePicker, Segmented, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  presetPeriod,
  STATS_PERIOD_MAX_DAYS,
  type StatsInterval,
  type StatsPreset,
} from '@facet/contract';
import { useStats } from '../api';
import { useI18n } from '../../../i18n/use-i18n';
import { listTexts } from '../../../shared/ui/query-card';
import { QueryBody, RefreshButton } from '../../../shared/ui/query-states';
import { Figures } from './stats-figures';
import './dashboard-stats.css';

type Choice = StatsPreset | 'custom';
const CHOICES: Choice[] = ['today', '7d', '30d', 'custom'];
const DAY = 'YYYY-MM-DD';

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
      <QueryBody result={result} loaded={stats !== undefined} texts={listTexts(t, 'stats')}>
        {stats ? (
          <Figures stats={stats} t={t} locale={locale} file={file} />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </QueryBody>
    </section>
  );
}
