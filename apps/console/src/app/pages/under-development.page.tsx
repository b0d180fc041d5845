import { Card, Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import type { ConsoleKey } from '../../i18n/catalogue';
import { useI18n } from '../../i18n/use-i18n';
import { PageHeading } from '../../shared/ui/page-heading';

/** The honest state of a menu area whose module has not shipped yet. */
export function UnderDevelopmentPage({ title }: { title: ConsoleKey }) {
  const { t } = useI18n();
  const page = t(title);
  return (
    <>
      <PageHeading title={page} />
      <Card variant="borderless">
        <Result
          icon={<ToolOutlined className="under-development-icon" />}
          title={t('UNDER_DEVELOPMENT')}
          subTitle={t('underDevelopment.text', { page })}
        />
      </Card>
    </>
  );
}
