import { describe, expect, test } from 'vitest';
import { cloudStorePaths } from './cloud-store-paths';
import { paths } from './paths';
import { accessAt, isLogin, isTab, landingAt } from './route-access';

const GUEST: string[] = [paths.login, paths.loginAlias, paths.register];
const PUBLIC: string[] = [
  paths.forgotPassword,
  paths.privacy,
  paths.serve,
  paths.contact,
  paths.contactMap,
];
const TABS = [paths.home, paths.cart, paths.news, paths.account];

describe('who may open a page', () => {
  test('the login pages are for guests, a few for anyone, every other for members', () => {
    for (const path of [...Object.values(paths), ...Object.values(cloudStorePaths)]) {
      const expected = GUEST.includes(path) ? 'guest' : PUBLIC.includes(path) ? 'public' : 'member';
      expect(accessAt(path), path).toBe(expected);
    }
    // The route table's page for an unknown address is anyone's; the address itself is not
    // known without the table, and is taken for a member's.
    expect(accessAt('*')).toBe('public');
    expect(accessAt('/pages/nowhere')).toBe('member');
  });

  test('in any case and with a trailing slash, as the route table reads an address', () => {
    expect(accessAt('/PAGES/LOGIN/INDEX/')).toBe('guest');
    expect(accessAt('/pages/agreement/privacy/')).toBe('public');
    expect(isTab('/pages/myaccount/index')).toBe(true);
    expect(isTab('/pages/myAccount/settings')).toBe(false);
    expect(TABS.every(isTab)).toBe(true);
    expect(isLogin('/')).toBe(true);
    expect(isLogin('/pages/login/index/')).toBe(true);
    expect(isLogin(paths.register)).toBe(false);
  });
});

describe('where the app takes a reader', () => {
  test.each([
    [paths.login, true, paths.home],
    [paths.loginAlias, true, paths.home],
    [paths.register, true, paths.home],
    [paths.login, false, paths.login],
    [paths.register, false, paths.register],
    [paths.diamondResultList, false, paths.login],
    [paths.diamondResultList, true, paths.diamondResultList],
    [paths.privacy, false, paths.privacy],
    [paths.contactMap, true, paths.contactMap],
    [cloudStorePaths.setup, false, paths.login],
    ['/pages/nowhere', false, paths.login],
  ])('%s, signed in: %s → %s', (pathname, signedIn, landing) => {
    expect(landingAt(pathname, signedIn)).toBe(landing);
  });
});
