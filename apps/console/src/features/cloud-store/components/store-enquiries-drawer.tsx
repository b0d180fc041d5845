import { useState } from 'react';
import { Drawer, Empty, List, Pagination, Skeleton, Tag, Typography } from 'antd';
import { formatEastern, type AdminStore } from '@facet/contract';
import { ENQUIRY_PAGE_SIZE, useCloudStoreEnquiries } from '../api';
import { formatUsd } from '../../../i18n/number-format';
import { useI18n } from '../../../i18n/use-i18n';
import { pagerOf } from '../../../shared/ui/paged-table';

/** A store's enquiries as its owner reads them: customer, stones, both totals and the status. */
export function StoreEnquiriesDrawer({
  store,
  onClose,
}: {
  store: AdminStore | null;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const [page, setPage] = useState(1);
  const result = useCloudStoreEnquiries(store?.Id ?? null, page);
  const pager = pagerOf(
    { page, pageSize: ENQUIRY_PAGE_SIZE, onChange: setPage },
    result.data?.Total ?? 0,
  );

  return (
    <Drawer
      open={store !== null}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      size="large"
      title={store ? t('cloudStores.drawer.title', { name: store.Name }) : ''}
    >
      {result.isPending ? (
        <Skeleton active />
      ) : result.isError ? (
        <Typography.Text type="danger">{t('cloudStores.error.enquiries')}</Typography.Text>
      ) : result.data.List.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cloudStores.drawer.empty')} />
      ) : (
        <>
          <List
            itemLayout="vertical"
            dataSource={result.data.List}
            renderItem={(order) => (
              <List.Item key={order.Id}>
                <div className="cloud-stores-enquiry-head">
                  <strong>{order.No}</strong>
                  <Tag>{t(`CLOUD_ORDER_STATUS_${order.Status}`)}</Tag>
                  <span className="cloud-stores-secondary">{formatEastern(order.CreatedAt)}</span>
                </div>
                <div>
                  {order.CustomerName}
                  {order.CustomerPhone && ` · ${order.CustomerPhone}`}
                  {order.CustomerEmail && ` · ${order.CustomerEmail}`}
                </div>
                {order.Message && (
                  <Typography.Paragraph className="cloud-stores-message">
                    {order.Message}
                  </Typography.Paragraph>
                )}
                <ul className="cloud-stores-lines">
                  {order.Lines.map((line) => (
                    <li key={line.GoodsId}>
                      {line.Title} ({line.Ref}) — {formatUsd(locale, line.RetailPrice)} /{' '}
                      {formatUsd(locale, line.WholesalePrice)}
                    </li>
                  ))}
                </ul>
                <div className="cloud-stores-secondary">
                  {t('cloudStores.drawer.totals', {
                    retail: formatUsd(locale, order.RetailTotal),
                    wholesale: formatUsd(locale, order.WholesaleTotal),
                    margin: formatUsd(locale, order.RetailTotal - order.WholesaleTotal),
                  })}
                  {order.OrderNo && ` · ${t('cloudStores.drawer.order', { no: order.OrderNo })}`}
                </div>
              </List.Item>
            )}
          />
          {pager && <Pagination {...pager} />}
        </>
      )}
    </Drawer>
  );
}
