import type { UserInfo } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import { clearShopCache } from '../../shared/transport/local-cache';
import { memoryStorage } from '../../shared/testing/memory-storage';
import {
  SESSION_KEY,
  createSessionStore,
  mergeProfile,
  withDisplayDefaults,
} from './session-store';

const buyer: UserInfo = {
  UserId: 7,
  Email: 'demo@facet.local',
  NickName: '',
  HeadPortrait: '',
  ToKen: 'token-abc',
  ImUserId: 'im-7',
  Sign: 'sig',
  Role: 'buyer',
  Currency: 'USD',
  Verification: 'none',
  SeesPrices: true,
};

function storages(persistent = memoryStorage(), transient = memoryStorage()) {
  return { persistent, transient };
}

describe('session store', () => {
  it('keeps a remembered session in the persistent storage only', () => {
    const s = storages();
    const store = createSessionStore(s);
    store.signIn(buyer, true);
    expect(JSON.parse(s.persistent.getItem(SESSION_KEY) ?? '')).toEqual(buyer);
    expect(s.transient.getItem(SESSION_KEY)).toBeNull();
    expect(createSessionStore(s).get()).toEqual(buyer);
  });

  it('keeps an unremembered session in the tab storage only', () => {
    const s = storages();
    const store = createSessionStore(s);
    store.signIn(buyer, false);
    expect(s.persistent.getItem(SESSION_KEY)).toBeNull();
    expect(JSON.parse(s.transient.getItem(SESSION_KEY) ?? '')).toEqual(buyer);
    expect(createSessionStore(storages(memoryStorage(), s.transient)).get()).toEqual(buyer);
  });

  it('a new sign-in replaces a session left in the other storage', () => {
    const s = storages();
    const store = createSessionStore(s);
    store.signIn(buyer, true);
    store.signIn({ ...buyer, ToKen: 'token-new' }, false);
    expect(s.persistent.getItem(SESSION_KEY)).toBeNull();
    expect(createSessionStore(s).get()?.ToKen).toBe('token-new');
  });

  it('merges fetched profile data over the stored one and keeps the credentials', () => {
    const s = storages();
    const store = createSessionStore(s);
    store.signIn(buyer, true);
    let notified = 0;
    store.subscribe(() => (notified += 1));
    store.mergeProfile({ NickName: 'Ada', HeadPortrait: '/files/a.webp' });
    expect(store.get()).toEqual({ ...buyer, NickName: 'Ada', HeadPortrait: '/files/a.webp' });
    expect(createSessionStore(s).get()?.NickName).toBe('Ada');
    expect(notified).toBe(1);
  });

  it('clear forgets the user everywhere and tells the subscribers', () => {
    const s = storages();
    const store = createSessionStore(s);
    store.signIn(buyer, true);
    let notified = 0;
    store.subscribe(() => (notified += 1));
    store.clear();
    expect(store.get()).toBeNull();
    expect(s.persistent.getItem(SESSION_KEY)).toBeNull();
    expect(notified).toBe(1);
  });

  it('drops a stored value that is not a UserInfo', () => {
    const persistent = memoryStorage({ [SESSION_KEY]: '{"ToKen": 42' });
    const transient = memoryStorage({ [SESSION_KEY]: JSON.stringify({ ToKen: 'x' }) });
    expect(createSessionStore({ persistent, transient }).get()).toBeNull();
    expect(persistent.getItem(SESSION_KEY)).toBeNull();
    expect(transient.getItem(SESSION_KEY)).toBeNull();
  });

  it('follows a sign-out that another tab wrote to the shared storage', () => {
    const s = storages();
    createSessionStore(s).signIn(buyer, true);
    const otherTab = createSessionStore(s);
    s.persistent.removeItem(SESSION_KEY);
    otherTab.reload();
    expect(otherTab.get()).toBeNull();
  });

  it('leaves a tab-only session alone when the shared storage changes', () => {
    const s = storages();
    const store = createSessionStore(s);
    store.signIn(buyer, false);
    s.persistent.setItem(SESSION_KEY, JSON.stringify({ ...buyer, ToKen: 'elsewhere' }));
    store.reload();
    expect(store.get()?.ToKen).toBe('token-abc');
  });
});

describe('profile helpers', () => {
  it('mergeProfile keeps stored values the profile does not carry', () => {
    expect(mergeProfile(buyer, { Email: 'new@facet.local' })).toEqual({
      ...buyer,
      Email: 'new@facet.local',
    });
  });

  it('mergeProfile opens prices once a profile reload says the company is approved', () => {
    const waiting = { ...buyer, Verification: 'pending' as const, SeesPrices: false };
    expect(mergeProfile(waiting, { Verification: 'approved', SeesPrices: true })).toEqual({
      ...waiting,
      Verification: 'approved',
      SeesPrices: true,
    });
  });

  it('mergeProfile takes fresh chat credentials and keeps the token', () => {
    const merged = mergeProfile(buyer, { NickName: 'Ada', ImUserId: 'im-7', Sign: 'renewed' });
    expect(merged).toEqual({ ...buyer, NickName: 'Ada', Sign: 'renewed' });
  });

  it('mergeProfile keeps the chat credentials when the profile carries none', () => {
    expect(mergeProfile(buyer, { NickName: 'Ada' })).toMatchObject({
      ImUserId: 'im-7',
      Sign: 'sig',
    });
    expect(mergeProfile(buyer, { ImUserId: '', Sign: '' })).toMatchObject({
      ImUserId: 'im-7',
      Sign: 'sig',
    });
  });

  it('shows "tourist" and the default image for an empty nickname and avatar', () => {
    const defaults = { tourist: 'tourist', avatar: '/default.svg' };
    expect(withDisplayDefaults(buyer, defaults)).toEqual({
      name: 'tourist',
      avatar: '/default.svg',
    });
    expect(withDisplayDefaults({ NickName: '  ', HeadPortrait: '' }, defaults).name).toBe(
      'tourist',
    );
    expect(withDisplayDefaults({ NickName: 'Ada', HeadPortrait: '/a.png' }, defaults)).toEqual({
      name: 'Ada',
      avatar: '/a.png',
    });
    expect(withDisplayDefaults(null, defaults).name).toBe('tourist');
  });
});

describe('clearShopCache', () => {
  it('removes only the shop keys that are not kept', () => {
    const storage = memoryStorage({
      [SESSION_KEY]: 'session',
      'facet.shop.locale': 'en',
      'facet.shop.recentSearches': '["oval"]',
      'facet.shop.draft': '{}',
      'facet.console.session': 'theirs',
    });
    expect(clearShopCache(storage, [SESSION_KEY, 'facet.shop.locale'])).toBe(2);
    expect(storage.getItem(SESSION_KEY)).toBe('session');
    expect(storage.getItem('facet.shop.locale')).toBe('en');
    expect(storage.getItem('facet.shop.recentSearches')).toBeNull();
    expect(storage.getItem('facet.console.session')).toBe('theirs');
  });
});
