import type { Webhook, WebhookDelivery } from '@facet/contract';
import { Button, DotLoading, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useRedeliver, useWebhookDeliveries } from '../api';
import { shownUrl } from '../webhook-rules';
import { useEasternMoment } from '../../../i18n/use-eastern-moment';
import { Sheet } from '../../../shared/ui/sheet';
import { toast } from '../../../shared/ui/toast';

/** An endpoint's delivery log, newest first, each delivery with "Send again". */
export function DeliveryLogSheet({
  webhook,
  visible,
  onClose,
}: {
  webhook: Webhook;
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const deliveries = useWebhookDeliveries(webhook.Id, visible);
  const list = deliveries.data?.pages.flatMap((page) => page.List) ?? [];

  let body;
  if (deliveries.isError && !deliveries.data) {
    body = (
      <p className="key-uses-note" role="alert">
        {t('webhooks.logFailed')}
        <Button
          size="mini"
          shape="rounded"
          fill="outline"
          onClick={() => void deliveries.refetch()}
        >
          {t('common.retry')}
        </Button>
      </p>
    );
  } else if (!deliveries.data) {
    body = (
      <div role="status" aria-label={t('common.loading')}>
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    );
  } else if (list.length === 0) {
    body = (
      <div className="key-uses-empty">
        <strong>{t('webhooks.logEmpty')}</strong>
        <span>{t('webhooks.logEmptyHint')}</span>
      </div>
    );
  } else {
    body = (
      <>
        <ol className="webhook-log" aria-label={t('webhooks.deliveries')}>
          {list.map((delivery) => (
            <DeliveryRow key={delivery.Id} webhookId={webhook.Id} delivery={delivery} />
          ))}
        </ol>
        {deliveries.hasNextPage && (
          <Button
            block
            fill="none"
            loading={deliveries.isFetchingNextPage}
            loadingIcon={<DotLoading />}
            onClick={() => void deliveries.fetchNextPage()}
          >
            {t('apiKeys.loadMore')}
          </Button>
        )}
      </>
    );
  }

  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      titleId={`webhook-log-${webhook.Id}`}
      title={t('webhooks.logTitle')}
      tall
    >
      <p className="webhook-log-for">{shownUrl(webhook.Url)}</p>
      {body}
    </Sheet>
  );
}

function DeliveryRow({ webhookId, delivery }: { webhookId: number; delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const moment = useEasternMoment();
  const redeliver = useRedeliver(webhookId);
  const sendAgain = () =>
    redeliver.mutate(delivery.Id, {
      onSuccess: () => void toast({ icon: 'success', content: t('webhooks.sentAgain') }),
    });
  return (
    <li className={`webhook-log-row webhook-log-${delivery.Status}`}>
      <div className="webhook-log-text">
        <code className="webhook-log-event">{delivery.Event}</code>
        <span className="webhook-log-meta">{moment(delivery.At)}</span>
        <span className="webhook-log-meta">
          <span className={`webhook-delivery-status webhook-delivery-${delivery.Status}`}>
            {t(`webhooks.status.${delivery.Status}`)}
          </span>
          {' · '}
          {delivery.ResponseCode === null
            ? t('webhooks.noAnswer')
            : t('webhooks.code', { code: delivery.ResponseCode })}
          {' · '}
          {t('webhooks.attempts', { count: delivery.Attempts })}
        </span>
      </div>
      <Button
        size="mini"
        shape="rounded"
        fill="outline"
        loading={redeliver.isPending}
        onClick={sendAgain}
      >
        {t('webhooks.sendAgain')}
      </Button>
    </li>
  );
}
