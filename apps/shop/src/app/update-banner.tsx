import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { dismissUpdate, reloadWithUpdate, useUpdateReady } from './service-worker';

/** "A new version of Facet is ready" — above the tab bar, until reloaded or put off. */
export function UpdateBanner() {
  const { t } = useTranslation();
  if (!useUpdateReady()) return null;
  return (
    <div className="update-banner" role="status">
      <span className="update-banner-text">{t('app.updateReady')}</span>
      <Button size="mini" fill="none" className="update-banner-later" onClick={dismissUpdate}>
        {t('app.updateLater')}
      </Button>
      <Button size="mini" color="primary" shape="rounded" onClick={() => void reloadWithUpdate()}>
        {t('app.updateReload')}
      </Button>
    </div>
  );
}
