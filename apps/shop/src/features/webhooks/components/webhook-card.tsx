import { webhookState, webhookEventsInOrder, WEBHOOK_EVENTS_UNSENT } from '@facet/contract';
import type { Webhook } from '@facet/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteWebhook } from '../api';
import { shownUrl } from '../webhook-rules';
import { DeliveryLogSheet } from './delivery-log-sheet';
import { useEasternMoment } from '../../../i18n/use-eastern-moment';
import { Sheet, SheetDangerActions } from '../../../shared/ui/sheet';
import { toast } from '../../../shared/ui/toast';

/** One endpoint: its address, whether it is on, its events, its last delivery, what can be done. */
export function WebhookCard({ webhook, onEdit }: { webhook: Webhook; onEdit: () => void }) {
  const { t } = useTranslation();
  const moment = useEasternMoment();
  const [deleting, setDeleting] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const state = webhookState(webhook);
  const titleId = `webhook-${webhook.Id}`;
  const address = shownUrl(webhook.Url);
  const last = webhook.LastDelivery;

  return (
    <article className={`webhook webhook-${state}`} aria-labelledby={titleId}>
      <div className="webhook-head">
        <h3 id={titleId} className="webhook-url" title={webhook.Url}>
          {address}
        </h3>
        <span className={`webhook-state webhook-state-${state}`}>
          {t(`webhooks.state.${state}`)}
        </span>
      </div>
      {state === 'off' && webhook.DisabledReason && (
        <p className="webhook-alert" role="note">
          {webhook.DisabledReason}
        </p>
      )}
      {state === 'failing' && webhook.FailingSince && (
        <p className="webhook-alert" role="note">
          {t('webhooks.failingSince', { time: moment(webhook.FailingSince) })}
        </p>
      )}
      <ul className="webhook-events" aria-label={t('webhooks.eventsOf', { url: address })}>
        {webhookEventsInOrder(webhook.Events).map((event) => (
          <li key={event} className="webhook-event">
            <code>{event}</code>
            {WEBHOOK_EVENTS_UNSENT.includes(event) && ` · ${t('webhooks.notSentYet')}`}
          </li>
        ))}
      </ul>
      <p className="webhook-last">
        {last ? (
          <>
            <span className={`webhook-delivery-status webhook-delivery-${last.Status}`}>
              {t(`webhooks.status.${last.Status}`)}
              {last.ResponseCode !== null && ` · ${last.ResponseCode}`}
            </span>{' '}
            {t('webhooks.lastDelivery', { time: moment(last.At) })}
          </>
        ) : (
          t('webhooks.noDelivery')
        )}
      </p>
      <div className="webhook-actions">
        <Button
          size="mini"
          shape="rounded"
          fill="outline"
          aria-label={t('webhooks.deliveriesOf', { url: address })}
          onClick={() => setLogOpen(true)}
        >
          {t('webhooks.deliveries')}
        </Button>
        <Button
          size="mini"
          shape="rounded"
          fill="outline"
          aria-label={t('webhooks.editOf', { url: address })}
          onClick={onEdit}
        >
          {t('webhooks.edit')}
        </Button>
        <Button
          size="mini"
          shape="rounded"
          fill="outline"
          color="danger"
          aria-label={t('webhooks.deleteOf', { url: address })}
          onClick={() => setDeleting(true)}
        >
          {t('webhooks.delete')}
        </Button>
      </div>
      <DeliveryLogSheet webhook={webhook} visible={logOpen} onClose={() => setLogOpen(false)} />
      <DeleteSheet webhook={webhook} visible={deleting} onClose={() => setDeleting(false)} />
    </article>
  );
}

/** Asks before deleting, naming the address: its delivery log goes with it. */
function DeleteSheet({
  webhook,
  visible,
  onClose,
}: {
  webhook: Webhook;
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteWebhook();
  const address = shownUrl(webhook.Url);
  const confirm = () =>
    remove.mutate(webhook.Id, {
      onSuccess: () => {
        onClose();
        void toast({ icon: 'success', content: t('webhooks.deleteDone') });
      },
    });
  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      titleId={`webhook-delete-${webhook.Id}`}
      title={t('webhooks.deleteTitle')}
    >
      <p className="sheet-text">{t('webhooks.deleteText', { url: address })}</p>
      <SheetDangerActions
        backOut={t('common.cancel')}
        goAhead={t('webhooks.deleteConfirm')}
        pending={remove.isPending}
        onBackOut={onClose}
        onGoAhead={confirm}
      />
    </Sheet>
  );
}
