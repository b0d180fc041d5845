import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or first data arrives. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-label={t('common.loading')}>
      <DotLoading color="primary" style={{ fontSize: 28 }} />
    </div>
  );
}
