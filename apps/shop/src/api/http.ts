import { translate } from '@facet/contract';
import { currentLocale, i18n } from '../i18n/i18n';
import { sessionStore } from '../session/session';
import { createApiClient } from './client';
import { toast } from '../components/toast';

const notify = (content: string, duration: number) => toast({ content, duration });

/**
 * The shop's request client. A 401 only drops the session here: the route guard then sends
 * the buyer to login, keeping where they were so they come back after logging in.
 */
export const http = createApiClient({
  getToken: () => sessionStore.get()?.ToKen,
  getLocale: currentLocale,
  notify,
  onUnauthorized: () => sessionStore.clear(),
  fallbackText: (kind) => {
    switch (kind) {
      case 'network':
        return i18n.t('errors.network');
      case 'timeout':
        return i18n.t('errors.timeout');
      case 'authRequired':
        return translate(currentLocale(), 'AUTH_REQUIRED');
      case 'unknown':
        return translate(currentLocale(), 'UNKNOWN');
    }
  },
});
