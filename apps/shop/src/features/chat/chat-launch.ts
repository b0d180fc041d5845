import { sessionStore } from '../accounts';

/**
 * §4: chat logs in on launch when a session is stored, and after login. Its code arrives only
 * then, so a visitor's first screen (login) does not carry it; from there the client follows
 * the session itself, logging out with it.
 */
export function startChatWithSession() {
  const load = () => {
    if (!sessionStore.get()) return;
    unsubscribe();
    void import('./chat-client');
  };
  const unsubscribe = sessionStore.subscribe(load);
  load();
}
