import { Input, Select, Tag, type TableColumnsType } from 'antd';
import { formatEastern, type AuditEntry, type AuditListBody } from '@facet/contract';
import { useTiers } from '../../tiers';
import { useAuditTrail } from '../api';
import type { ConsoleKey } from '../../../i18n/catalogue';
import { useI18n } from '../../../i18n/use-i18n';
import { PageHeading } from '../../../shared/ui/page-heading';
import { PagedTable, useListFilters } from '../../../shared/ui/paged-table';
import { listTexts, QueryCard } from '../../../shared/ui/query-card';
import { changesOf, kindKey, targetOf, type Reading } from '../audit-view';
import './audit.css';

const FAMILIES = [
  'buyer',
  'order',
  'stock',
  'price',
  'notice',
  'hold',
  'offer',
  'memo',
  'return',
  'tier',
  'staff',
  'currency',
  'contact',
  'store',
  'feedback',
] as const;
const PAGE_SIZE = 50;

/** The audit trail: every staff action, newest first, filtered by kind and Eastern days. */
export function AuditPage() {
  const { t, locale } = useI18n();
  const { filters, setFilters, paging } = useListFilters(
    { kind: undefined as string | undefined, from: '', to: '' },
    PAGE_SIZE,
  );
  const { kind, from, to } = filters;
  const body: AuditListBody = {
    PageIndex: paging.page,
    PageSize: PAGE_SIZE,
    ...(kind ? { Kind: kind } : {}),
    ...(from ? { From: from } : {}),
    ...(to ? { To: to } : {}),
  };
  const inverted = Boolean(from && to && from > to);
  const result = useAuditTrail(inverted ? { ...body, To: from } : body);
  const tiers = useTiers();
  const reading: Reading = {
    t,
    locale,
    tierName: (id) => tiers.data?.find((tier) => tier.Id === id)?.Name,
  };

  return (
    <div className="audit">
      <PageHeading title={t('nav.audit')} />
      <QueryCard
        className="audit-card"
        result={result}
        texts={listTexts(t, 'audit')}
        filters={
          <>
            <Select
              allowClear
              className="audit-kind"
              placeholder={t('audit.allKinds')}
              aria-label={t('audit.kind')}
              value={kind}
              onChange={(value?: string) => setFilters({ kind: value })}
              options={FAMILIES.map((family) => ({
                value: family,
                label: t(`audit.family.${family}`),
              }))}
            />
            <label className="audit-day">
              <span>{t('audit.from')}</span>
              <Input
                type="date"
                value={from}
                onChange={(event) => setFilters({ from: event.target.value })}
              />
            </label>
            <label className="audit-day">
              <span>{t('audit.to')}</span>
              <Input
                type="date"
                value={to}
                status={inverted ? 'error' : undefined}
                onChange={(event) => setFilters({ to: event.target.value })}
              />
            </label>
            {inverted && <span className="audit-error">{t('DATE_ORDER')}</span>}
          </>
        }
      >
        <PagedTable<AuditEntry>
          rowKey="Id"
          columns={auditColumns(reading)}
          result={result}
          scroll={{ x: 900 }}
          paging={paging}
          totalText={({ total }) => t('audit.total', { count: total })}
          empty={t('audit.empty')}
        />
      </QueryCard>
    </div>
  );
}

function auditColumns(reading: Reading): TableColumnsType<AuditEntry> {
  const { t } = reading;
  return [
    {
      title: t('audit.field.at'),
      key: 'at',
      width: 160,
      render: (_, entry) => <span className="audit-number">{formatEastern(entry.At)}</span>,
    },
    {
      title: t('audit.field.actor'),
      key: 'actor',
      width: 160,
      render: (_, entry) => entry.ActorName || '—',
    },
    {
      title: t('audit.field.action'),
      key: 'action',
      width: 200,
      render: (_, entry) => {
        const key = kindKey(entry.Kind);
        return <Tag>{key ? t(key as ConsoleKey) : entry.Kind}</Tag>;
      },
    },
    {
      title: t('audit.field.target'),
      key: 'target',
      width: 180,
      render: (_, entry) => {
        const name = targetOf(entry, reading);
        return (
          <span className="audit-target">
            <span className="audit-field">
              {t(`audit.target.${entry.TargetType}` as ConsoleKey)}
            </span>
            {name && <> {name}</>}
          </span>
        );
      },
    },
    {
      title: t('audit.field.change'),
      key: 'change',
      render: (_, entry) => (
        <ul className="audit-changes">
          {changesOf(entry, reading).map((change) => (
            <li key={change.field}>
              <span className="audit-field">{change.label}</span>{' '}
              <span className="audit-before">{change.before}</span>
              {' → '}
              <span className="audit-after">{change.after}</span>
            </li>
          ))}
        </ul>
      ),
    },
  ];
}
