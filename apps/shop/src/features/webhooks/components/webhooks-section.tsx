import { WEBHOOKS_MAX, type Webhook } from '@facet/contract';
import { Button, Skeleton } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebhooks } from '../api';
import { webhooksLeft } from '../webhook-rules';
import { WebhookCard } from './webhook-card';
import { WebhookSheet } from './webhook-sheet';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { StatePanel } from '../../../shared/ui/state-panel';
import './webhooks.css';

/**
 * The buyer's webhook endpoints (docs/integrations.md#webhooks): what they are, the endpoints
 * with their events and how their deliveries go, adding and changing one in a sheet.
 */
export function WebhooksSection({ docsHref }: { docsHref: string }) {
  const { t } = useTranslation();
  const webhooks = useWebhooks();
  // null: closed; 'new': adding one; an endpoint: changing it.
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const left = webhooks.data ? webhooksLeft(webhooks.data) : 0;

  let body;
  if (webhooks.isError && !webhooks.data) {
    body = (
      <LoadFailedPanel title={t('webhooks.loadFailed')} onRetry={() => void webhooks.refetch()} />
    );
  } else if (!webhooks.data) {
    body = (
      <div className="api-keys-loading" role="status" aria-label={t('common.loading')}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  } else if (webhooks.data.length === 0) {
    body = (
      <StatePanel
        image={<GemIllustration mark="question" />}
        title={t('webhooks.empty')}
        description={t('webhooks.emptyHint')}
      >
        <Button color="primary" shape="rounded" onClick={() => setEditing('new')}>
          {t('webhooks.add')}
        </Button>
      </StatePanel>
    );
  } else {
    body = (
      <section className="api-keys-section" aria-labelledby="webhooks-title">
        <div className="api-keys-section-head">
          <div>
            <h2 id="webhooks-title">{t('webhooks.endpoints')}</h2>
            <p className="api-keys-count">
              {t('webhooks.countOf', { count: WEBHOOKS_MAX - left, max: WEBHOOKS_MAX })}
            </p>
          </div>
          <Button
            color="primary"
            shape="rounded"
            size="small"
            className="api-keys-new"
            disabled={left === 0}
            onClick={() => setEditing('new')}
          >
            <AddOutline aria-hidden="true" /> {t('webhooks.add')}
          </Button>
        </div>
        {left === 0 && <p className="api-keys-full">{t('webhooks.full', { max: WEBHOOKS_MAX })}</p>}
        <ul className="api-keys-list">
          {webhooks.data.map((webhook) => (
            <li key={webhook.Id}>
              <WebhookCard webhook={webhook} onEdit={() => setEditing(webhook)} />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <>
      <section className="webhooks-intro" aria-labelledby="webhooks-intro-title">
        <h2 id="webhooks-intro-title">{t('webhooks.introTitle')}</h2>
        <p>{t('webhooks.intro')}</p>
        <a className="api-keys-docs" href={docsHref} target="_blank" rel="noopener">
          {t('webhooks.docs')}
        </a>
      </section>
      {body}
      <WebhookSheet
        editing={editing === 'new' ? null : editing}
        visible={editing !== null}
        onClose={() => setEditing(null)}
        docsHref={docsHref}
      />
    </>
  );
}
