import { useEffect } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { onSessionExpired } from '../shared/transport/client';
import { useI18n } from '../i18n/use-i18n';

/**
 * Root of every route. When any request meets a 401 the token is already gone, so the session
 * guard sends the clerk to the login; this says why and drops the previous account's data.
 */
export function SessionExpiry() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onSessionExpired(() => {
        queryClient.clear();
        void message.warning(t('AUTH_REQUIRED'));
      }),
    [message, queryClient, t],
  );

  return <Outlet />;
}
