import { shownKey, type ApiKey } from '@facet/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevokeApiKey } from '../api';
import { scopesInOrder } from '../api-key-rules';
import { useEasternMoment } from '../../../i18n/use-eastern-moment';
import { Sheet, SheetDangerActions } from '../../../shared/ui/sheet';
import { toast } from '../../../shared/ui/toast';
import './api-key-card.css';

/** One key: its name, its first characters, its scopes, when it was made and last used. */
export function ApiKeyCard({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation();
  const moment = useEasternMoment();
  const [revoking, setRevoking] = useState(false);
  const revoked = apiKey.RevokedAt !== null;
  const titleId = `api-key-${apiKey.Id}`;

  return (
    <article className={revoked ? 'api-key api-key-revoked' : 'api-key'} aria-labelledby={titleId}>
      <div className="api-key-head">
        <div className="api-key-identity">
          <h3 id={titleId} className="api-key-name">
            {apiKey.Name}
          </h3>
          <code className="api-key-prefix">{shownKey(apiKey.Prefix)}</code>
        </div>
        {revoked ? (
          <span className="api-key-badge">{t('apiKeys.revoked')}</span>
        ) : (
          <Button
            size="mini"
            shape="rounded"
            fill="outline"
            color="danger"
            aria-label={t('apiKeys.revokeKey', { name: apiKey.Name })}
            onClick={() => setRevoking(true)}
          >
            {t('apiKeys.revoke')}
          </Button>
        )}
      </div>
      <ul className="api-key-scopes" aria-label={t('apiKeys.scopesOf', { name: apiKey.Name })}>
        {scopesInOrder(apiKey.Scopes).map((scope) => (
          <li key={scope} className={`api-key-scope api-key-scope-${scope}`}>
            {t(`apiKeys.scope.${scope}`)}
          </li>
        ))}
      </ul>
      <ul className="api-key-facts">
        <li className="api-key-uses">{t('apiKeys.uses30', { count: apiKey.Uses30Days })}</li>
        <li>
          {apiKey.LastUsedAt
            ? t('apiKeys.lastUsed', { time: moment(apiKey.LastUsedAt) })
            : t('apiKeys.neverUsed')}
        </li>
        <li>{t('apiKeys.created', { time: moment(apiKey.CreatedAt) })}</li>
        {apiKey.RevokedAt && (
          <li className="api-key-revoked-at">
            {t('apiKeys.revokedAt', { time: moment(apiKey.RevokedAt) })}
          </li>
        )}
      </ul>
      <RevokeSheet apiKey={apiKey} visible={revoking} onClose={() => setRevoking(false)} />
    </article>
  );
}

/** Asks before revoking, naming the key: its programs are refused from the next call. */
function RevokeSheet({
  apiKey,
  visible,
  onClose,
}: {
  apiKey: ApiKey;
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const revoke = useRevokeApiKey();
  const titleId = `api-key-revoke-${apiKey.Id}`;
  const confirm = () =>
    revoke.mutate(apiKey.Id, {
      onSuccess: () => {
        onClose();
        void toast({ icon: 'success', content: t('apiKeys.revokeDone', { name: apiKey.Name }) });
      },
    });
  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      titleId={titleId}
      title={t('apiKeys.revokeTitle', { name: apiKey.Name })}
    >
      <p className="sheet-text">{t('apiKeys.revokeText', { prefix: shownKey(apiKey.Prefix) })}</p>
      <SheetDangerActions
        backOut={t('common.cancel')}
        goAhead={t('apiKeys.revokeConfirm')}
        pending={revoke.isPending}
        onBackOut={onClose}
        onGoAhead={confirm}
      />
    </Sheet>
  );
}
