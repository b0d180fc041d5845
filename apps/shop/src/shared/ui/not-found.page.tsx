import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../routing/paths';
import { GemIllustration } from './state-illustrations';
import { StatePanel } from './state-panel';

/**
 * A page that does not exist. Written out rather than through NothingHerePanel: the result
 * list and the query page show it for an unknown category, and the panel's module, which the
 * buyer's own lists share, would be one more file on those pages' first load.
 */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatePanel
      image={<GemIllustration mark="question" />}
      title={t('titles.notFound')}
      description={t('errors.notFoundHint')}
    >
      <Button
        color="primary"
        fill="outline"
        shape="rounded"
        onClick={() => void navigate(paths.home, { replace: true })}
      >
        {t('common.backHome')}
      </Button>
    </StatePanel>
  );
}
