import { Button } from 'antd-mobile';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GemIllustration } from './state-illustrations';
import { StatePanel } from './state-panel';
import { useServiceUnavailable } from '../transport/service-status';

/** While the server says it is briefly unavailable, the page asks again this often. */
const RETRY_EVERY_MS = 5_000;

type Props = {
  /** What could not be loaded; "The page could not be loaded" unless said. */
  title?: ReactNode;
  onRetry: () => void;
  /** An outlined button, where the page around it has a solid one already. */
  outline?: boolean;
};

/**
 * A page's content that could not be loaded: the reason to check the connection, and Retry.
 * It tries again by itself as soon as the phone is back online, and — when the server said it
 * is briefly unavailable, which it then says instead — every few seconds until the page loads.
 */
export function LoadFailedPanel({ title, onRetry, outline = false }: Props) {
  const { t } = useTranslation();
  const unavailable = useServiceUnavailable();
  useEffect(() => {
    if (!unavailable) return;
    const timer = setInterval(onRetry, RETRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [unavailable, onRetry]);
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <StatePanel
      role="alert"
      image={<GemIllustration mark="alert" />}
      title={unavailable ? t('errors.unavailable') : (title ?? t('errors.loadFailed'))}
      description={unavailable ? t('errors.unavailableHint') : t('errors.loadFailedHint')}
    >
      <Button
        color="primary"
        fill={outline ? 'outline' : 'solid'}
        shape="rounded"
        onClick={onRetry}
      >
        {t('common.retry')}
      </Button>
    </StatePanel>
  );
}
