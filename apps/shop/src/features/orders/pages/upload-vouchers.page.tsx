import { UploadVouchersBody, VOUCHERS_MAX, translate, type Order } from '@facet/contract';
import { Button, ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/transport/client';
import { useChangeOrder } from '../api';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { StatePanel } from '../../../shared/ui/state-panel';
import { toast } from '../../../shared/ui/toast';
import { contractText } from '../../../shared/forms/contract-text';
import { usePrivateUploads } from '../../../shared/transport/use-private-uploads';
import { useLocale } from '../../../i18n/i18n';
import { OrderCard, orderDetailsPath } from '../components/order-parts';
import { Thumbnails } from '../components/thumbnails';
import { WithOrder } from '../components/order-states';
import './order.css';
import './order-details.css';

/** `/pages/order/uploadList?id=`: pictures of the bank transfer, from the album (§4). */
export default function UploadVouchersPage() {
  return <WithOrder>{(order) => <Vouchers order={order} />}</WithOrder>;
}

function Vouchers({ order }: { order: Order }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!order.Actions.includes('uploadVouchers')) {
    return (
      <StatePanel image={<GemIllustration mark="question" />} title={t('vouchers.notNow')}>
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          onClick={() => void navigate(orderDetailsPath(order.Id), { replace: true })}
        >
          {t('vouchers.backToOrder')}
        </Button>
      </StatePanel>
    );
  }
  return <VoucherForm order={order} />;
}

type Failure = { id: number; name: string; message: string };

function VoucherForm({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const submit = useChangeOrder('uploadVouchers');
  const [items, setItems] = useState<ImageUploadItem[]>([]);
  const [failures, setFailures] = useState<Failure[]>([]);
  // Vouchers are private: each tile previews the local file (usePrivateUploads).
  const { upload, uploading } = usePrivateUploads('voucher', (file, error) => {
    const message = error instanceof ApiError ? error.Message : translate(locale, 'UNKNOWN');
    setFailures((list) => [...list, { id: Date.now() + list.length, name: file.name, message }]);
  });

  const send = () => {
    if (uploading > 0) {
      toast({ content: t('vouchers.waitUploads') });
      return;
    }
    const body = UploadVouchersBody.safeParse({
      OrderId: order.Id,
      FileIds: items.map((item) => item.extra as string),
    });
    if (!body.success) {
      toast({ content: contractText(locale, body.error.issues[0]?.message) });
      return;
    }
    submit.mutate(body.data, {
      onSuccess: () => {
        toast({ icon: 'success', content: t('vouchers.submitted') });
        // Back to the order that sent the buyer here; its cache already holds the new vouchers.
        if (location.key === 'default')
          void navigate(orderDetailsPath(order.Id), { replace: true });
        else void navigate(-1);
      },
      onError: (error) => {
        if (error instanceof ApiError && !error.reported) toast({ content: error.Message });
      },
    });
  };

  return (
    <div className="order-page upload-vouchers">
      <OrderCard title={t('vouchers.heading')} titleId="vouchers-heading">
        <p className="order-muted">{t('orderDetails.payHint')}</p>
        <p className="order-muted order-hint">{t('vouchers.hint', { count: VOUCHERS_MAX })}</p>
        <ImageUploader
          value={items}
          onChange={setItems}
          upload={upload}
          accept="image/*"
          multiple
          maxCount={VOUCHERS_MAX}
          onCountExceed={() => toast({ content: t('vouchers.tooMany', { count: VOUCHERS_MAX }) })}
          className="voucher-uploader"
        />
        <p className="order-upload-status" role="status" aria-live="polite">
          {uploading > 0 ? t('vouchers.uploading', { count: uploading }) : ''}
        </p>
        {failures.length > 0 && (
          <ul className="order-upload-failures" aria-label={t('vouchers.notUploaded')}>
            {failures.map((failure) => (
              <li key={failure.id}>
                <strong>{failure.name}</strong> {failure.message}
              </li>
            ))}
          </ul>
        )}
      </OrderCard>

      {order.Vouchers.length > 0 && (
        <OrderCard title={t('vouchers.earlier')} titleId="vouchers-earlier">
          <Thumbnails
            urls={order.Vouchers.map((voucher) => voucher.Url)}
            alt={(index) => t('orderDetails.voucherAlt', { index })}
          />
        </OrderCard>
      )}

      <div className="order-submit-bar">
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={submit.isPending}
          disabled={uploading > 0}
          onClick={send}
        >
          {uploading > 0 ? t('vouchers.uploading', { count: uploading }) : t('vouchers.submit')}
        </Button>
      </div>
    </div>
  );
}
