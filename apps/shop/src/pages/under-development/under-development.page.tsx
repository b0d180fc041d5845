import { translate } from '@facet/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useRouteHandle, useRouteTitle } from '../../app/use-route-title';
import { GemIllustration } from '../../components/state-illustrations';
import { StatePanel } from '../../components/state-panel';
import { useLocale } from '../../i18n/i18n';

/** A page whose issue has not landed yet: says so plainly, under the page's own title. */
export default function UnderDevelopmentPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const title = useRouteTitle();
  const { tab } = useRouteHandle();
  return (
    <StatePanel
      image={<GemIllustration mark="sparkles" />}
      title={translate(locale, 'UNDER_DEVELOPMENT')}
      description={t('underDevelopment.text', { page: title })}
    >
      <Button
        color="primary"
        fill="outline"
        shape="rounded"
        onClick={() => void navigate(paths.home, { replace: tab })}
      >
        {tab ? t('underDevelopment.browse') : t('common.backHome')}
      </Button>
    </StatePanel>
  );
}
