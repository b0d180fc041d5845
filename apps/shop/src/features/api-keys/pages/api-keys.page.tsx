import { API_KEYS_MAX } from '@facet/contract';
import { Button, Skeleton } from 'antd-mobile';
import { AddOutline, LinkOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiKeys } from '../api';
import { keysInOrder, keysLeft } from '../api-key-rules';
import { ApiKeyCard } from '../components/api-key-card';
import { KeyIcon } from '../components/key-icon';
import { KeyUses } from '../components/key-uses';
import { NewKeySheet } from '../components/new-key-sheet';
import { WebhooksSection } from '../../webhooks';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { StatePanel } from '../../../shared/ui/state-panel';
import './api-keys.css';

/** Where the server publishes its API reference (the OpenAPI's pages). */
const API_REFERENCE = '/docs';

type Tab = 'keys' | 'webhooks';

/**
 * `/pages/apiKeys/index`: the buyer's API keys for their own programs (docs/integrations.md) —
 * what a key is, the keys with their scopes and use, a new key shown once, revoking, and the
 * audit of the calls the keys made — and, on its second tab (`?tab=webhooks`, kept on reload),
 * the webhook endpoints Facet sends events to.
 */
export default function ApiKeysPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'webhooks' ? 'webhooks' : 'keys';
  const tabs = (
    <div className="api-access-tabs" role="tablist" aria-label={t('webhooks.tabs')}>
      {(['keys', 'webhooks'] as const).map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={`api-access-tab-${id}`}
          aria-controls="api-access-panel"
          aria-selected={tab === id}
          className="api-access-tab"
          onClick={() => setSearch(id === 'keys' ? {} : { tab: id }, { replace: true })}
        >
          {t(`webhooks.tab.${id}`)}
        </button>
      ))}
    </div>
  );
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const listed = keys.data ? keysInOrder(keys.data) : [];
  const left = keys.data ? keysLeft(keys.data) : 0;
  if (tab === 'webhooks') {
    return (
      <div className="api-keys-page">
        {tabs}
        <div
          id="api-access-panel"
          role="tabpanel"
          aria-labelledby="api-access-tab-webhooks"
          className="api-access-panel"
        >
          <WebhooksSection docsHref={API_REFERENCE} />
        </div>
      </div>
    );
  }

  const newKey = (
    <Button
      color="primary"
      shape="rounded"
      size="small"
      className="api-keys-new"
      disabled={left === 0}
      onClick={() => setCreating(true)}
    >
      <AddOutline aria-hidden="true" /> {t('apiKeys.newKey')}
    </Button>
  );

  let body;
  if (keys.isError && !keys.data) {
    body = <LoadFailedPanel title={t('apiKeys.loadFailed')} onRetry={() => void keys.refetch()} />;
  } else if (!keys.data) {
    body = (
      <div className="api-keys-loading" role="status" aria-label={t('common.loading')}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  } else if (listed.length === 0) {
    body = (
      <StatePanel
        image={<GemIllustration mark="question" />}
        title={t('apiKeys.empty')}
        description={t('apiKeys.emptyHint')}
      >
        <Button color="primary" shape="rounded" onClick={() => setCreating(true)}>
          {t('apiKeys.newKey')}
        </Button>
      </StatePanel>
    );
  } else {
    body = (
      <>
        <section className="api-keys-section" aria-labelledby="api-keys-title">
          <div className="api-keys-section-head">
            <div>
              <h2 id="api-keys-title">{t('apiKeys.keys')}</h2>
              <p className="api-keys-count">
                {t('apiKeys.liveOf', { live: API_KEYS_MAX - left, max: API_KEYS_MAX })}
              </p>
            </div>
            {newKey}
          </div>
          {left === 0 && (
            <p className="api-keys-full">{t('apiKeys.full', { max: API_KEYS_MAX })}</p>
          )}
          <ul className="api-keys-list">
            {listed.map((key) => (
              <li key={key.Id}>
                <ApiKeyCard apiKey={key} />
              </li>
            ))}
          </ul>
        </section>
        <KeyUses keys={listed} />
      </>
    );
  }

  return (
    <div className="api-keys-page">
      {tabs}
      <div
        id="api-access-panel"
        role="tabpanel"
        aria-labelledby="api-access-tab-keys"
        className="api-access-panel"
      >
        <section className="api-keys-intro" aria-labelledby="api-keys-intro-title">
          <span className="api-keys-intro-icon" aria-hidden="true">
            <KeyIcon />
          </span>
          <h2 id="api-keys-intro-title">{t('apiKeys.introTitle')}</h2>
          <p>{t('apiKeys.intro')}</p>
          <a className="api-keys-docs" href={API_REFERENCE} target="_blank" rel="noopener">
            <LinkOutline aria-hidden="true" />
            {t('apiKeys.docs')}
          </a>
        </section>
        {body}
        <NewKeySheet visible={creating} onClose={() => setCreating(false)} />
      </div>
    </div>
  );
}
