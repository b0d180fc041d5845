import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../routing/paths';
import { GemIllustration } from './state-illustrations';
import { StatePanel } from './state-panel';

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
