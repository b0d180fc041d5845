import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GemIllustration } from './state-illustrations';
import { StatePanel } from './state-panel';

type Props = {
  /** What could not be loaded; "The page could not be loaded" unless said. */
  title?: ReactNode;
  onRetry: () => void;
  /** An outlined button, where the page around it has a solid one already. */
  outline?: boolean;
};

/** A page's content that could not be loaded: the reason to check the connection, and Retry. */
export function LoadFailedPanel({ title, onRetry, outline = false }: Props) {
  const { t } = useTranslation();
  return (
    <StatePanel
      role="alert"
      image={<GemIllustration mark="alert" />}
      title={title ?? t('errors.loadFailed')}
      description={t('errors.loadFailedHint')}
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
