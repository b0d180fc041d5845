import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  LabelList,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  FUNNEL_STEPS,
  labelOf,
  type Locale,
  type StatsFunnel,
  type StatsSeriesPoint,
  type StockByCategory,
} from '@facet/contract';
import { formatCount, formatUsd } from '../../../i18n/number-format';
import type { Translate } from '../../../i18n/use-i18n';

const INK = '#1b2540';
const GOLD = '#c79a3b';
const MIST = '#8e9bbd';
const GRID = '#e7e9f0';
const AXIS = { fontSize: 12, fill: '#646b7d' };
const HEIGHT = 280;
/** Seven categories, two bars each, with room for both value axes and the legend. */
const STOCK_HEIGHT = 340;
/** The longest category name ("Lab-grown white") in the axis's 12 px type. */
const CATEGORY_WIDTH = 116;
/** A category's two thin bars, rounded at their ends. */
const STOCK_BAR: { radius: [number, number, number, number]; maxBarSize: number } = {
  radius: [0, 4, 4, 0],
  maxBarSize: 14,
};

/** Dollars on an axis: "$12K", "$1.2M". */
const compactUsd = (locale: Locale, amount: number) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amount);

/** An axis drawn quietly: its figures small and grey, no tick marks, no line. */
const QUIET_AXIS = { tick: AXIS, tickLine: false, axisLine: false } as const;
/** The legend of a chart of two series. */
const LEGEND = { iconType: 'circle', wrapperStyle: { fontSize: 13 } } as const;
/** The band behind the bar under the pointer. */
const CURSOR = { fill: '#f3f4f7' };

/** A tooltip's figure: dollars for the series named `dollars`, a count for the other. */
const dollarsOr =
  (locale: Locale, dollars: string) =>
  (value: unknown, name: unknown): string =>
    name === dollars ? formatUsd(locale, Number(value)) : formatCount(locale, Number(value));

/** "03-09" for a day of the period: the year is in the period picker. */
const shortDate = (date: string) => date.slice(5);

/** Orders as bars, sales as a line on its own axis, one point per day or week. */
export function SeriesChart({
  series,
  t,
  locale,
}: {
  series: StatsSeriesPoint[];
  t: Translate;
  locale: Locale;
}) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <ComposedChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis
          dataKey="Date"
          tickFormatter={shortDate}
          tick={AXIS}
          tickLine={false}
          minTickGap={16}
        />
        <YAxis yAxisId="orders" allowDecimals={false} {...QUIET_AXIS} width={40} />
        <YAxis
          yAxisId="revenue"
          orientation="right"
          tickFormatter={(value: number) => compactUsd(locale, value)}
          {...QUIET_AXIS}
          width={64}
        />
        <Tooltip formatter={dollarsOr(locale, t('stats.revenue'))} />
        <Legend {...LEGEND} />
        <Bar
          yAxisId="orders"
          dataKey="Orders"
          name={t('stats.orders')}
          fill={MIST}
          radius={[4, 4, 0, 0]}
          maxBarSize={36}
        />
        <Line
          yAxisId="revenue"
          dataKey="Revenue"
          name={t('stats.revenue')}
          stroke={GOLD}
          strokeWidth={2.5}
          dot={series.length <= 31 ? { r: 3, fill: GOLD } : false}
          type="monotone"
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** Buyers at each step, from cart to shipped, the bars narrowing as buyers drop out. */
export function FunnelChart({
  funnel,
  t,
  locale,
}: {
  funnel: StatsFunnel;
  t: Translate;
  locale: Locale;
}) {
  const steps = FUNNEL_STEPS.map((step) => ({
    step: t(`stats.funnel.${step}`),
    buyers: funnel[step],
  }));
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={steps} layout="vertical" margin={{ top: 8, right: 48, bottom: 0, left: 8 }}>
        <XAxis type="number" hide allowDecimals={false} />
        <YAxis type="category" dataKey="step" {...QUIET_AXIS} width={84} />
        <Tooltip formatter={(value) => formatCount(locale, Number(value))} cursor={CURSOR} />
        <Bar
          dataKey="buyers"
          name={t('stats.funnel.buyers')}
          radius={[0, 4, 4, 0]}
          maxBarSize={30}
          isAnimationActive={false}
        >
          {steps.map((step, i) => (
            <Cell key={step.step} fill={INK} fillOpacity={1 - i * 0.15} />
          ))}
          <LabelList
            dataKey="buyers"
            position="right"
            formatter={(value) => formatCount(locale, Number(value))}
            style={AXIS}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/**
 * Records in stock and their wholesale value per category, each on its own axis. The
 * categories run down the side, where their names have room in every language (seven names
 * side by side under columns ran into each other at desktop widths).
 */
export function StockChart({
  stock,
  t,
  locale,
}: {
  stock: StockByCategory[];
  t: Translate;
  locale: Locale;
}) {
  const rows = stock.map((row) => ({ ...row, label: labelOf(locale, 'Category', row.Category) }));
  return (
    <ResponsiveContainer width="100%" height={STOCK_HEIGHT}>
      <BarChart
        data={rows}
        layout="vertical"
        barGap={2}
        margin={{ top: 0, right: 24, bottom: 0, left: 8 }}
      >
        <YAxis
          type="category"
          dataKey="label"
          {...QUIET_AXIS}
          width={CATEGORY_WIDTH}
          interval={0}
        />
        <XAxis
          xAxisId="count"
          type="number"
          orientation="bottom"
          allowDecimals={false}
          {...QUIET_AXIS}
          minTickGap={24}
          tickFormatter={(value: number) => formatCount(locale, value)}
        />
        <XAxis
          xAxisId="value"
          type="number"
          orientation="top"
          {...QUIET_AXIS}
          minTickGap={24}
          tickFormatter={(value: number) => compactUsd(locale, value)}
        />
        <Tooltip formatter={dollarsOr(locale, t('stats.stock.value'))} cursor={CURSOR} />
        <Legend {...LEGEND} />
        <Bar
          xAxisId="count"
          dataKey="Count"
          name={t('stats.stock.count')}
          fill={MIST}
          {...STOCK_BAR}
        />
        <Bar
          xAxisId="value"
          dataKey="Value"
          name={t('stats.stock.value')}
          fill={INK}
          {...STOCK_BAR}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
