import { useState } from 'react';
import { Badge, Card, Input, Segmented, Table, Tag, type TableColumnsType } from 'antd';
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
import { emptyTable, QueryBody, RefreshButton } from '../../../shared/ui/query-states';
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
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const body: BuyersListBody = {
    PageIndex: page,
    PageSize: PAGE_SIZE,
    ...(keyword ? { Keyword: keyword } : {}),
    ...(status === 'all' ? {} : { Verification: status }),
  };
  const result = useBuyerList(body);
  const pending = result.data?.Pending ?? 0;

  return (
    <div className="buyers">
      <PageHeading title={t('nav.buyers')} />
      <Card
        className="buyers-card"
        variant="borderless"
        title={
          <div className="buyers-filters">
            <Input.Search
              allowClear
              className="buyers-search"
              placeholder={t('buyers.search')}
              aria-label={t('buyers.search')}
              maxLength={100}
              onSearch={(value) => {
                setKeyword(value.trim());
                setPage(1);
              }}
            />
            <Segmented<StatusFilter>
              value={status}
              onChange={(value) => {
                setStatus(value);
                setPage(1);
              }}
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
          </div>
        }
        extra={<RefreshButton result={result} label={t('buyers.refresh')} />}
      >
        <QueryBody
          result={result}
          loaded={result.data !== undefined}
          texts={{
            loadFailed: t('buyers.error.load'),
            refreshFailed: t('buyers.error.refresh'),
            retry: t('buyers.retry'),
          }}
        >
          <Table<BuyerSummary>
            rowKey="UserId"
            size="middle"
            columns={buyerColumns(t, locale)}
            dataSource={result.data?.List}
            loading={result.isPending || result.isPlaceholderData}
            scroll={{ x: 900 }}
            onRow={(buyer) => ({
              onClick: () => setOpen(buyer.UserId),
              className: 'buyers-row',
            })}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: result.data?.Total ?? 0,
              showSizeChanger: false,
              onChange: setPage,
              showTotal: (total) => t('buyers.total', { count: formatCount(locale, total) }),
            }}
            locale={emptyTable(result.isPending, t('buyers.empty'))}
          />
        </QueryBody>
      </Card>
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
