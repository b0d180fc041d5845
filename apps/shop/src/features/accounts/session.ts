import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import defaultAvatar from './default-avatar.svg';
import { SESSION_KEY, createSessionStore, withDisplayDefaults } from './session-store';

export const sessionStore = createSessionStore({
  persistent: localStorage,
  transient: sessionStorage,
});

// A sign-out or sign-in in another tab reaches this one through the storage event.
window.addEventListener('storage', (event) => {
  if (event.key === SESSION_KEY || event.key === null) sessionStore.reload();
});

/** The signed-in buyer's UserInfo, or null; re-renders on sign-in, profile change and 401. */
export function useSession() {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}

/** Name and picture to show for the buyer, with the §3 defaults for empty values. */
export function useUserDisplay() {
  const user = useSession();
  const { t } = useTranslation();
  return {
    ...withDisplayDefaults(user, { tourist: t('account.tourist'), avatar: defaultAvatar }),
    email: user?.Email ?? '',
  };
}

export { defaultAvatar };

/**
 * Whether the buyer is sent prices: false only under `BUYER_APPROVAL=browse` before their
 * company is approved (a session stored before the field existed reads as true).
 */
export function useSeesPrices() {
  return useSession()?.SeesPrices !== false;
}
