import type { UserInfo } from '@facet/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SESSION_KEY } from '../features/accounts/session-store';
import { LOCALE_KEY } from '../i18n/locale-choice';
import { memoryStorage } from '../shared/testing/memory-storage';
import { openedPage, outlineOf } from './opened-page';

const buyer = {
  UserId: 7,
  ToKen: 'token-7',
  Email: 'buyer@example.com',
  NickName: 'Buyer',
  HeadPortrait: '',
  ImUserId: 'im-7',
  Sign: 'sign',
  Currency: 'EUR',
  SeesPrices: true,
} as unknown as UserInfo;

/** A phone with these storages and this language. */
function phone(
  local: Record<string, string> = {},
  session: Record<string, string> = {},
  language = 'en-GB',
) {
  vi.stubGlobal('localStorage', memoryStorage(local));
  vi.stubGlobal('sessionStorage', memoryStorage(session));
  vi.stubGlobal('navigator', { language });
}

const signedIn = () => phone({ [SESSION_KEY]: JSON.stringify(buyer) });
const opened = (hash: string) => {
  const page = openedPage(hash);
  return { route: page.route, outline: outlineOf(page.route) };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page an address opens, before the app has arrived', () => {
  test.each([
    ['', '/', 'login'],
    ['#/', '/', 'login'],
    ['#/pages/login/index', '/pages/login/index', 'login'],
    ['#/pages/login/register', '/pages/login/register', 'page'],
    ['#/pages/agreement/privacy', '/pages/agreement/privacy', 'page'],
    ['#/pages/contact/map/', '/pages/contact/map', 'page'],
    ['#/pages/index/index', '/', 'login'],
    ['#/pages/diamondSearch/resultList?category=natural-white', '/', 'login'],
    ['#/pages/nowhere', '/', 'login'],
  ])('signed out, %s opens %s in the %s outline', (hash, route, outline) => {
    phone();
    expect(opened(hash)).toEqual({ route, outline });
  });

  test.each([
    ['', '/pages/index/index', 'home'],
    ['#/pages/login/index', '/pages/index/index', 'home'],
    ['#/pages/login/register', '/pages/index/index', 'home'],
    ['#/pages/index/index/', '/pages/index/index', 'home'],
    ['#/pages/cart/index', '/pages/cart/index', 'tab'],
    ['#/pages/myAccount/index', '/pages/myaccount/index', 'tab'],
    ['#/pages/ProductDetails/index?id=3', '/pages/productdetails/index', 'page'],
    ['#/pages/contact/index', '/pages/contact/index', 'page'],
  ])('signed in, %s opens %s in the %s outline', (hash, route, outline) => {
    signedIn();
    expect(opened(hash)).toEqual({ route, outline });
  });

  test('a session only for this tab counts; one the app cannot read does not', () => {
    phone({}, { [SESSION_KEY]: JSON.stringify(buyer) });
    expect(openedPage('#/').user).toEqual(buyer);
    for (const stored of ['{"ToKen": 42', '{}', JSON.stringify({ ...buyer, ToKen: '' }), 'x']) {
      phone({ [SESSION_KEY]: stored });
      expect(openedPage('#/pages/cart/index'), stored).toMatchObject({ route: '/', user: null });
    }
    // A session stored before display currencies reads in dollars, as the app reads it.
    const { Currency: _currency, ...older } = buyer;
    phone({ [SESSION_KEY]: JSON.stringify(older) });
    expect(openedPage('#/').user?.Currency).toBe('USD');
  });

  test('reads the address’s query', () => {
    signedIn();
    const { search } = openedPage('#/pages/diamondSearch/resultList?category=lab-white&q=%7B%7D');
    expect(search.get('category')).toBe('lab-white');
    expect(search.get('q')).toBe('{}');
  });

  test.each([
    [{ [LOCALE_KEY]: 'zh-TW' }, 'en-GB', 'zh-TW'],
    [{ [LOCALE_KEY]: 'en' }, 'zh-CN', 'en'],
    [{}, 'zh-HK', 'zh-TW'],
    [{}, 'zh_TW', 'zh-TW'],
    [{}, 'zh-Hans-CN', 'zh-CN'],
    [{}, 'zh', 'zh-CN'],
    [{}, 'fr-FR', 'en'],
  ])('in the reader’s language: stored %j, phone %s → %s', (stored, language, locale) => {
    phone(stored, {}, language);
    expect(openedPage('#/').locale).toBe(locale);
  });

  test('storage refused (a sandboxed frame): signed out, in the phone’s language', () => {
    const refused = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('navigator', { language: 'zh-CN' });
    Object.defineProperty(globalThis, 'localStorage', { get: refused, configurable: true });
    Object.defineProperty(globalThis, 'sessionStorage', { get: refused, configurable: true });
    try {
      expect(openedPage('#/pages/cart/index')).toMatchObject({
        route: '/',
        user: null,
        locale: 'zh-CN',
      });
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
      Reflect.deleteProperty(globalThis, 'sessionStorage');
    }
  });
});
