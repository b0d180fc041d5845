import { Button, Result, Spin } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../features/accounts';
import { useToken } from '../shared/transport/token-store';
import { LiveChatProvider } from '../features/chat';
import { useI18n } from '../i18n/use-i18n';
import { ConsoleLayout } from './layout/console.layout';

/** The signed-in part of the console: without a staff session every path leads to the login. */
export function RequireSession() {
  const { t } = useI18n();
  const token = useToken();
  const location = useLocation();
  const me = useMe();

  if (token === null) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (me.data) {
    return (
      <LiveChatProvider key={me.data.UserId}>
        <ConsoleLayout user={me.data} />
      </LiveChatProvider>
    );
  }
  if (me.isError) {
    return (
      <Result
        className="full-page"
        status="warning"
        title={t('session.restoreFailed')}
        subTitle={me.error.message}
        extra={
          <Button type="primary" onClick={() => void me.refetch()}>
            {t('session.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="full-page">
      <Spin size="large" description={t('app.loading')} />
    </div>
  );
}
