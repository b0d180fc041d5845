import { translate } from '@facet/contract';
import { currentLocale, i18n } from '../../i18n/i18n';
import { createApiClient } from './client';
import { fetchOrFirstCall } from './first-call';
import { noteServerDate } from './server-clock';
import { serviceStatus } from './service-status';
import { toast } from '../ui/toast';

const notify = (content: string, duration: number) => toast({ content, duration });

/**
 * The signed-in buyer as the request client sees them: the accounts feature's session, linked
 * by the shell when the app starts (main.tsx), since shared code imports no feature.
 */
export type SessionLink = {
  /** The session's bearer token; none for a visitor. */
  token(): string | undefined;
  /** A 401: the session is over. */
  ended(): void;
  /** A refusal the server explained (4xx but 401), with its code. */
  refused(code: string): void;
};

let session: SessionLink | undefined;

/** Gives the client the session to send and to end: once, before the first call. */
export function linkSession(link: SessionLink) {
  session = link;
}

/**
 * The shop's calls, named and typed by the contract's call table — `calls.get('Hold/List',
 * undefined, { signal })`, `calls.post('Order/AddOrder', body, { quiet: true })` — each sent
 * with the linked session's token and language.
 */
export const calls = createApiClient({
  // A stone's details or a list may have been asked for by the HTML already (first-call.ts);
  // every answer tells the server's time (server-clock.ts).
  fetch: async (input, init) => {
    const response = await fetchOrFirstCall(input, init);
    noteServerDate(response.headers.get('date'));
    return response;
  },
  getToken: () => session?.token(),
  getLocale: currentLocale,
  notify,
  onUnauthorized: () => session?.ended(),
  onServiceStatus: (available) => serviceStatus.set(!available),
  onRefused: (code) => session?.refused(code),
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
