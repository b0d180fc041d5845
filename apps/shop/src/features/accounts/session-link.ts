import { calls, type SessionLink } from '../../shared/transport/http';
import { sessionStore } from './session';

async function refreshProfile() {
  try {
    sessionStore.mergeProfile(
      await calls.get('Relation/GetPersonal', undefined, { background: true }),
    );
  } catch {
    // The next launch reloads the profile anyway.
  }
}

/**
 * The session as the request client uses it (linked by main.tsx): its token on every call, and
 * a 401 drops it here — the route guard then sends the buyer to login, keeping where they were
 * so they come back after logging in.
 */
export const sessionLink: SessionLink = {
  token: () => sessionStore.get()?.ToKen,
  ended: () => sessionStore.clear(),
  // Refused as not verified while the stored session says prices are open (a session kept
  // from before BUYER_APPROVAL=browse): the profile says what is open now.
  refused: (code) => {
    if (code === 'NOT_VERIFIED' && sessionStore.get()?.SeesPrices !== false) void refreshProfile();
  },
};
