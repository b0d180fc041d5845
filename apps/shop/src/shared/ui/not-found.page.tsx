import { useTranslation } from 'react-i18next';
import { paths } from '../routing/paths';
import { NothingHerePanel } from './nothing-here-panel';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <NothingHerePanel
      title={t('titles.notFound')}
      description={t('errors.notFoundHint')}
      action={t('common.backHome')}
      to={paths.home}
      replace
    />
  );
}
