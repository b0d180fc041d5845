import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { GemIllustration } from '../components/state-illustrations';
import { StatePanel } from '../components/state-panel';

/** A page that failed to load or to render: say so and offer the way out. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <StatePanel
      role="alert"
      image={<GemIllustration mark="alert" />}
      title={t('errors.pageFailed')}
      description={t('errors.pageFailedHint')}
    >
      <Button color="primary" shape="rounded" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </StatePanel>
  );
}
