import { translate, type PersonalWithIm } from '@facet/contract';
import { currentLocale, i18n } from '../../i18n/i18n';
import { sessionStore } from '../../features/accounts/session';
import { createApiClient } from './client';
import { fetchOrFirstCall } from './first-call';
import { noteServerDate } from './server-clock';
import { serviceStatus } from './service-status';
import { toast } from '../ui/toast';

const notify = (content: string, duration: number) => toast({ content, duration });

async function refreshProfile() {
  try {
    sessionStore.mergeProfile(
      await http.get<PersonalWithIm>('/api/Relation/GetPersonal', { background: true }),
    );
  } catch {
    // The next launch reloads the profile anyway.
  }
}

/**
 * The shop's request client. A 401 only drops the session here: the route guard then sends
 * the buyer to login, keeping where they were so they come back after logging in.
 */
export const http = createApiClient({
  // A stone's details or a list may have been asked for by the HTML already (first-call.ts);
  // every answer tells the server's time (server-clock.ts).
  fetch: async (input, init) => {
    const response = await fetchOrFirstCall(input, init);
    noteServerDate(response.headers.get('date'));
    return response;
  },
  getToken: () => sessionStore.get()?.ToKen,
  getLocale: currentLocale,
  notify,
  onUnauthorized: () => sessionStore.clear(),
  onServiceStatus: (available) => serviceStatus.set(!available),
  // Refused as not verified while the stored session says prices are open (a session kept
  // from before BUYER_APPROVAL=browse): the profile says what is open now.
  onRefused: (code) => {
    if (code === 'NOT_VERIFIED' && sessionStore.get()?.SeesPrices !== false) void refreshProfile();
  },
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
