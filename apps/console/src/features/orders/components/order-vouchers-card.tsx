import { Card, Empty } from 'antd';
import type { AdminOrder } from '@facet/contract';
import { useI18n } from '../../../i18n/use-i18n';
import { OrderPictures } from './order-pictures';

/** The payment vouchers the buyer uploaded, to hold against the bank statement. */
export function OrderVouchers({ vouchers }: { vouchers: AdminOrder['Vouchers'] }) {
  const { t } = useI18n();
  return vouchers.length > 0 ? (
    <OrderPictures pictures={vouchers} label={t('orders.vouchers.picture')} />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.vouchers.none')} />
  );
}

export function OrderVouchersCard({ vouchers }: { vouchers: AdminOrder['Vouchers'] }) {
  const { t } = useI18n();
  return (
    <Card variant="borderless" className="order-card" title={t('orders.section.vouchers')}>
      <OrderVouchers vouchers={vouchers} />
    </Card>
  );
}
