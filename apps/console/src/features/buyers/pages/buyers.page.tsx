import { useState } from 'react';
import { Badge, Segmented, Tag, type TableColumnsType } from 'antd';
import {
  formatEastern,
  type BuyerSummary,
  type BuyersListBody,
  type Locale,
  type VerificationStatus,
} from '@facet/contract';
import { useBuyerList } from '../api';
import { formatCount } from '../../../i18n/number-format';
import { useI18n, type Translate } from '../../../i18n/use-i18n';
import { PageHeading } from '../../../shared/ui/page-heading';
import { ListSearch } from '../../../shared/ui/list-search';
import { PagedTable, useListFilters } from '../../../shared/ui/paged-table';
import { listTexts, QueryCard } from '../../../shared/ui/query-card';
import { BuyerDrawer } from '../components/buyer-drawer';
import { countryName } from '../../../i18n/region-name';
import { VerificationTag } from '../components/verification-tag';
import './buyers.css';

type StatusFilter = 'all' | VerificationStatus;
const FILTERS: readonly StatusFilter[] = ['all', 'pending', 'approved', 'rejected', 'none'];
const PAGE_SIZE = 20;

/** Buyers: find one by name, email, company or country; verify their company; open their page. */
export function BuyersPage() {
  const { t, locale } = useI18n();
  const { filters, setFilters, paging } = useListFilters(
    { keyword: '', status: 'all' as StatusFilter },
    PAGE_SIZE,
  );
  const { keyword, status } = filters;
  const [open, setOpen] = useState<number | null>(null);
  const body: BuyersListBody = {
    PageIndex: paging.page,
    PageSize: PAGE_SIZE,
    ...(keyword ? { Keyword: keyword } : {}),
    ...(status === 'all' ? {} : { Verification: status }),
  };
  const result = useBuyerList(body);
  const pending = result.data?.Pending ?? 0;

  return (
    <div className="buyers">
      <PageHeading title={t('nav.buyers')} />
      <QueryCard
        className="buyers-card"
        result={result}
        texts={listTexts(t, 'buyers')}
        filters={
          <>
            <ListSearch
              className="buyers-search"
              label={t('buyers.search')}
              onSearch={(value) => setFilters({ keyword: value })}
            />
            <Segmented<StatusFilter>
              value={status}
              onChange={(value) => setFilters({ status: value })}
              options={FILTERS.map((value) => ({
                value,
                label:
                  value === 'pending' && pending > 0 ? (
                    <span className="buyers-filter-waiting">
                      {t('buyers.filter.pending')}
                      <Badge count={pending} size="small" color="#c8891a" />
                    </span>
                  ) : (
                    t(`buyers.filter.${value}`)
                  ),
              }))}
            />
          </>
        }
      >
        <PagedTable<BuyerSummary>
          rowKey="UserId"
          columns={buyerColumns(t, locale)}
          result={result}
          scroll={{ x: 900 }}
          onRow={(buyer) => ({
            onClick: () => setOpen(buyer.UserId),
            className: 'buyers-row',
          })}
          paging={paging}
          totalText={({ total }) => t('buyers.total', { count: total })}
          empty={t('buyers.empty')}
        />
      </QueryCard>
      <BuyerDrawer userId={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function buyerColumns(t: Translate, locale: Locale): TableColumnsType<BuyerSummary> {
  return [
    {
      title: t('buyers.field.buyer'),
      key: 'buyer',
      render: (_, buyer) => (
        <span className="buyers-stack">
          <button type="button" className="buyers-name">
            {buyer.Name || buyer.Email}
          </button>
          <span className="buyers-secondary">{buyer.Email}</span>
        </span>
      ),
    },
    {
      title: t('buyers.field.company'),
      key: 'company',
      render: (_, buyer) =>
        buyer.CompanyName ? (
          <span className="buyers-stack">
            <span>{buyer.CompanyName}</span>
            <span className="buyers-secondary">{countryName(locale, buyer.Country)}</span>
          </span>
        ) : (
          <span className="buyers-secondary">—</span>
        ),
    },
    {
      title: t('buyers.field.verification'),
      key: 'verification',
      width: 170,
      render: (_, buyer) => (
        <span className="buyers-stack">
          <VerificationTag status={buyer.Verification} />
          {buyer.Verification === 'pending' && buyer.SubmittedAt && (
            <span className="buyers-secondary">{formatEastern(buyer.SubmittedAt)} ET</span>
          )}
        </span>
      ),
    },
    {
      title: t('buyers.field.tier'),
      key: 'tier',
      width: 130,
      render: (_, buyer) => buyer.TierName ?? <span className="buyers-secondary">{t('buyers.houseTier')}</span>, // prettier-ignore
    },
    {
      title: t('buyers.field.orders'),
      key: 'orders',
      width: 90,
      align: 'end',
      render: (_, buyer) => <span className="buyers-number">{formatCount(locale, buyer.Orders)}</span>, // prettier-ignore
    },
    {
      title: t('buyers.field.registered'),
      key: 'registered',
      width: 150,
      render: (_, buyer) => (
        <span className="buyers-stack">
          <span className="buyers-number">{formatEastern(buyer.RegisteredAt, 'YYYY-MM-DD')}</span>
          {buyer.Disabled && <Tag color="default">{t('buyers.disabled')}</Tag>}
        </span>
      ),
    },
  ];
}
