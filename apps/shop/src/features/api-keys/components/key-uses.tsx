import type { ApiKey, ApiKeyUse } from '@facet/contract';
import { Button, DotLoading, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiKeyUses } from '../api';
import { callOutcome } from '../api-key-rules';
import { useEasternMoment } from '../../../i18n/use-eastern-moment';
import './key-uses.css';

/**
 * The audit of key use: the latest calls of every key or of one, newest first, with "Load
 * more". A call the server did not answer with 2xx is marked, with what became of it.
 */
export function KeyUses({ keys }: { keys: readonly ApiKey[] }) {
  const { t } = useTranslation();
  const [keyId, setKeyId] = useState<number | 'all'>('all');
  const uses = useApiKeyUses(keyId);
  const list = uses.data?.pages.flatMap((page) => page.List) ?? [];
  const choices: { id: number | 'all'; label: string }[] = [
    { id: 'all', label: t('apiKeys.allKeys') },
    ...keys.map((key) => ({ id: key.Id, label: key.Name })),
  ];

  return (
    <section className="key-uses" aria-labelledby="key-uses-title">
      <h2 id="key-uses-title">{t('apiKeys.uses')}</h2>
      <p className="key-uses-hint">{t('apiKeys.usesHint')}</p>
      {keys.length > 1 && (
        <div className="key-uses-filter" role="group" aria-label={t('apiKeys.usesOf')}>
          {choices.map((choice) => (
            <button
              key={choice.id}
              type="button"
              className="key-uses-chip"
              aria-pressed={choice.id === keyId}
              onClick={() => setKeyId(choice.id)}
            >
              {choice.label}
            </button>
          ))}
        </div>
      )}

      {uses.isError && !uses.data ? (
        <p className="key-uses-note" role="alert">
          {t('apiKeys.usesFailed')}
          <Button size="mini" shape="rounded" fill="outline" onClick={() => void uses.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : !uses.data ? (
        <div className="key-uses-loading" role="status" aria-label={t('common.loading')}>
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      ) : list.length === 0 ? (
        <div className="key-uses-empty">
          <strong>{t('apiKeys.usesEmpty')}</strong>
          <span>{t('apiKeys.usesEmptyHint')}</span>
        </div>
      ) : (
        <>
          <ol className="key-uses-list">
            {list.map((use) => (
              <KeyUseRow key={use.Id} use={use} />
            ))}
          </ol>
          {uses.hasNextPage ? (
            <Button
              block
              fill="none"
              className="key-uses-more"
              loading={uses.isFetchingNextPage}
              loadingIcon={<DotLoading />}
              onClick={() => void uses.fetchNextPage()}
            >
              {t('apiKeys.loadMore')}
            </Button>
          ) : (
            <p className="key-uses-end">{t('apiKeys.usesEnd')}</p>
          )}
        </>
      )}
    </section>
  );
}

function KeyUseRow({ use }: { use: ApiKeyUse }) {
  const { t } = useTranslation();
  const moment = useEasternMoment();
  const outcome = callOutcome(use.Status);
  return (
    <li className={`key-use key-use-${outcome}`}>
      <span className="key-use-status">
        <strong>{use.Status}</strong>
        <span>{t(`apiKeys.outcome.${outcome}`)}</span>
      </span>
      <span className="key-use-text">
        <code className="key-use-call">
          <span className="key-use-method">{use.Method}</span> {use.Call}
        </code>
        <span className="key-use-meta">
          {t('apiKeys.callBy', { key: use.KeyName, time: moment(use.At) })}
        </span>
        <span className="key-use-meta">{t('apiKeys.from', { ip: use.Ip })}</span>
      </span>
    </li>
  );
}
