import { personalQuery, sessionStore } from '../accounts';
import { newsKeys } from '../notices';
import { paths } from '../../shared/routing/paths';
import { queryClient } from '../../shared/transport/query-client';
import { currentLocale } from '../../i18n/i18n';
import { unlockAudioOnFirstTouch } from './chat-audio';
import { createChatConnection, type ChatCredentials, type ChatSocket } from './chat-connection';

// What every page needs of chat: the connection, and alerts and badge refreshes for what
// arrives. The conversation itself loads with the chat page (conversation-store.ts).

/** `/im` on the host that served the shop, over TLS when the page is. */
function socketUrl({ ImUserId, Sign }: ChatCredentials) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ ImUserId, Sign, locale: currentLocale() });
  return `${scheme}://${location.host}/im?${query}`;
}

const openSocket = (credentials: ChatCredentials): ChatSocket =>
  new WebSocket(socketUrl(credentials)) as unknown as ChatSocket;

/** The shop's one chat connection, shared by every page. */
export const chatConnection = createChatConnection({
  connect: openSocket,
  credentials: () => {
    const user = sessionStore.get();
    return user?.ImUserId && user.Sign ? { ImUserId: user.ImUserId, Sign: user.Sign } : null;
  },
  // Reloading the profile stores fresh chat credentials (the accounts feature's personalQuery).
  refreshCredentials: () => {
    const user = sessionStore.get();
    if (!user) return Promise.resolve();
    return queryClient.fetchQuery({ ...personalQuery(user.UserId), staleTime: 0 });
  },
});

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

/** Messages and read marks change the badge and the News entry; a burst refreshes them once. */
function refreshNews() {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: newsKeys.unread });
    void queryClient.invalidateQueries({ queryKey: newsKeys.conversation });
  }, 300);
}

/** Replies already told about: a reconnection sends the unread ones again. */
const alerted = new Set<number>();

// One download for every alert, so replies that come while it is on its way alert in order.
const loadAlerts = () => import('./chat-alerts');
let alerts: ReturnType<typeof loadAlerts> | undefined;
const alertsCode = () =>
  (alerts ??= loadAlerts().catch((error: unknown) => {
    alerts = undefined;
    throw error;
  }));

chatConnection.listen((event) => {
  if (event.kind === 'stopped') alerted.clear();
  if (event.kind !== 'frame') return;
  const { frame } = event;
  if (frame.Type === 'ready') {
    // The first connection follows the app's own look at the counts; the replies missed come
    // as messages after it. A reconnection looks again (read marks from another device come
    // with no frame), and what this buyer wrote elsewhere meanwhile comes only with the history.
    if (event.again) {
      refreshNews();
      void queryClient.invalidateQueries({ queryKey: newsKeys.history });
    }
  } else if (frame.Type === 'read') {
    refreshNews();
  } else if (frame.Type === 'message') {
    refreshNews();
    const message = frame.Message;
    // Replies the buyer sees arrive on the chat page need no alert.
    const watching =
      location.hash.startsWith(`#${paths.imService}`) && document.visibilityState === 'visible';
    if (message.From !== 'staff' || watching || alerted.has(message.Id)) return;
    alerted.add(message.Id);
    void alertsCode().then(({ alertNewMessage }) => alertNewMessage(message));
  }
});

// §4: chat logs in with the session (on launch and after login) and out with it (logout, 401).
let signedInAs: number | null = null;
function followSession() {
  const userId = sessionStore.get()?.UserId ?? null;
  if (userId === signedInAs) return;
  if (signedInAs !== null) chatConnection.stop();
  signedInAs = userId;
  if (userId !== null) chatConnection.start();
}
sessionStore.subscribe(followSession);
followSession();

// No need to wait out the back-off when the network or the buyer comes back.
window.addEventListener('online', chatConnection.reconnectNow);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') chatConnection.reconnectNow();
});
unlockAudioOnFirstTouch();
