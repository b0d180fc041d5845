import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { useDocumentTitle } from '../../shared/ui/use-document-title';

export function NotFoundPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.title'));
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
