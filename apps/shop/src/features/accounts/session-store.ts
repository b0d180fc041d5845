import type { Personal, UserInfo } from '@facet/contract';
import { SHOP_STORAGE_PREFIX } from '../../shared/transport/local-cache';

/** The part of the Web Storage API the store uses, so tests can hand in a plain map. */
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What reading a stored session needs of each storage. */
type Readers = Record<'persistent' | 'transient', Pick<Storage, 'getItem'>>;

type SessionStorages = {
  /** Survives the browser closing: used when the buyer ticked "remember me" (§4). */
  persistent: KeyValueStorage;
  /** Gone with the tab. */
  transient: KeyValueStorage;
};

export const SESSION_KEY = `${SHOP_STORAGE_PREFIX}userInfo`;

/**
 * The profile fields that GetPersonal reports and UserInfo also carries (§3), and the chat
 * credentials, which GetPersonal carries too so that a reload renews an expired Sign.
 */
export type ProfilePatch = Partial<
  Pick<
    Personal,
    'NickName' | 'HeadPortrait' | 'Email' | 'Currency' | 'Verification' | 'SeesPrices'
  > &
    Pick<UserInfo, 'ImUserId' | 'Sign'>
>;

/**
 * §3: fetched profile data is merged over the stored UserInfo. The bearer token stays; the
 * chat credentials are replaced only by fresh ones, never by a profile that lacks them.
 */
export function mergeProfile(user: UserInfo, profile: ProfilePatch): UserInfo {
  return {
    ...user,
    NickName: profile.NickName ?? user.NickName,
    HeadPortrait: profile.HeadPortrait ?? user.HeadPortrait,
    Email: profile.Email ?? user.Email,
    Currency: profile.Currency ?? user.Currency,
    Verification: profile.Verification ?? user.Verification,
    SeesPrices: profile.SeesPrices ?? user.SeesPrices,
    ImUserId: profile.ImUserId || user.ImUserId,
    Sign: profile.Sign || user.Sign,
  };
}

type DisplayDefaults = { tourist: string; avatar: string };

/** §3: an empty HeadPortrait shows the default image, an empty NickName the word "tourist". */
export function withDisplayDefaults(
  user: Pick<UserInfo, 'NickName' | 'HeadPortrait'> | null,
  defaults: DisplayDefaults,
) {
  return {
    name: user?.NickName.trim() || defaults.tourist,
    avatar: user?.HeadPortrait || defaults.avatar,
  };
}

/**
 * Whether a stored value is a session this app wrote. Only the fields the app relies on are
 * checked: the stored value came from the server's UserInfo, and this runs before the first
 * render, where the schema library would cost the first screen 30 kB.
 */
function isStoredUser(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<keyof UserInfo, unknown>;
  return (
    typeof user.UserId === 'number' &&
    typeof user.ToKen === 'string' &&
    user.ToKen !== '' &&
    typeof user.Email === 'string' &&
    typeof user.NickName === 'string' &&
    typeof user.HeadPortrait === 'string'
  );
}

/** The session a storage holds, or null when it holds none this app wrote. */
function parseStored(storage: Pick<KeyValueStorage, 'getItem'>): UserInfo | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SESSION_KEY) ?? 'null');
    // A session stored before display currencies came reads in US dollars.
    if (isStoredUser(parsed)) return { ...parsed, Currency: parsed.Currency ?? 'USD' };
  } catch {
    // Unreadable leftovers of an older version.
  }
  return null;
}

function read(storage: KeyValueStorage): UserInfo | null {
  const user = parseStored(storage);
  // Leftovers the app cannot read are forgotten.
  if (!user && storage.getItem(SESSION_KEY)) storage.removeItem(SESSION_KEY);
  return user;
}

/**
 * The session the app starts with, read as the store reads it (the persistent one first) but
 * leaving both storages as they are: the HTML's first-paint script (src/boot) reads it before
 * the app's code has arrived.
 */
export const storedUser = ({ persistent, transient }: Readers) =>
  parseStored(persistent) ?? parseStored(transient);

/**
 * The signed-in buyer, kept in memory and in Web Storage. An external store rather than
 * React state, so that the request client can read the token and drop the session on a 401.
 */
export function createSessionStore({ persistent, transient }: SessionStorages) {
  let remembered = true;
  let current = read(persistent);
  if (!current) {
    remembered = false;
    current = read(transient);
  }
  const listeners = new Set<() => void>();

  function commit(next: UserInfo | null) {
    current = next;
    const home = remembered ? persistent : transient;
    if (next) home.setItem(SESSION_KEY, JSON.stringify(next));
    else home.removeItem(SESSION_KEY);
    listeners.forEach((listener) => listener());
  }

  return {
    get: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    signIn(user: UserInfo, remember: boolean) {
      // A new sign-in replaces whatever an earlier one left in either storage.
      persistent.removeItem(SESSION_KEY);
      transient.removeItem(SESSION_KEY);
      remembered = remember;
      commit(user);
    },
    mergeProfile(profile: ProfilePatch) {
      if (current) commit(mergeProfile(current, profile));
    },
    clear() {
      if (current) commit(null);
    },
    /** Follows a sign-in or sign-out that another tab wrote to the shared storage. */
    reload() {
      // Only the persistent storage is shared between tabs; a tab-only session is left alone.
      if (current && !remembered) return;
      const next = read(persistent);
      if (JSON.stringify(next) === JSON.stringify(current)) return;
      remembered = true;
      current = next;
      listeners.forEach((listener) => listener());
    },
  };
}
