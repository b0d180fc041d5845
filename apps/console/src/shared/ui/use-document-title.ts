import { useEffect } from 'react';
import { useI18n } from '../../i18n/use-i18n';

/** "Orders · Facet console": the page first, so browser tabs stay told apart. */
export function useDocumentTitle(page?: string) {
  const { t } = useI18n();
  const app = t('app.title');
  useEffect(() => {
    document.title = page ? `${page} · ${app}` : app;
  }, [page, app]);
}
