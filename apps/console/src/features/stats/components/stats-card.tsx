import type { ReactNode } from 'react';
import { Button, Card, Tooltip } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useI18n } from '../../../i18n/use-i18n';
import { downloadCsv, toCsv, type CsvCell } from '../csv';

/** The figures behind a card's chart or table, as the CSV file its button saves. */
export interface CardCsv {
  name: string;
  header: string[];
  rows: () => CsvCell[][];
}

/** A card's CSV button: the figures behind the chart or table, as a file. */
function CsvButton({ name, header, rows }: CardCsv) {
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

/** A chart or table of the dashboard, with its title and the CSV button of its figures. */
export function StatsCard({
  title,
  csv,
  table = false,
  children,
}: {
  title: string;
  csv: CardCsv;
  /** A table reaches the card's sides. */
  table?: boolean;
  children: ReactNode;
}) {
  return (
    <Card
      className={table ? 'stats-card stats-table-card' : 'stats-card'}
      variant="borderless"
      title={title}
      extra={<CsvButton {...csv} />}
    >
      {children}
    </Card>
  );
}

/** One headline figure of the period: its label, its value, a note under it. */
export function Figure({
  label,
  value,
  note,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
}) {
  return (
    <Card className="stats-figure" variant="borderless">
      <div className="stats-figure-label">{label}</div>
      <div className="stats-figure-value">{value}</div>
      {note && <div className="stats-figure-note">{note}</div>}
    </Card>
  );
}
