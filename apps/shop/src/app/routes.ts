import type { ComponentType } from 'react';
import type en from '../i18n/en.json';
import { isCategoryId, type CategoryId } from './catalogue';
import { lazyPage } from './lazy-page';
import { paths } from './paths';

type TitleKey = `titles.${keyof typeof en.titles}` | `categories.${CategoryId}`;

export type RouteHandle = {
  title: TitleKey | ((search: URLSearchParams) => TitleKey);
  /** 'guest': login pages, left for home once signed in; 'member': needs a session. */
  access: 'guest' | 'public' | 'member';
  /** The page draws its own navigation bar (login, home, account and search, §2). */
  customNav?: boolean;
  /** One of the four tab pages: shows the tab bar and no back arrow. */
  tab?: boolean;
};

const Login = lazyPage(() => import('../pages/login/login.page'));
const Register = lazyPage(() => import('../pages/login/register.page'));
const ForgotPassword = lazyPage(() => import('../pages/login/forgot-password.page'));
const Home = lazyPage(() => import('../pages/home/home.page'));
const Account = lazyPage(() => import('../pages/account/account.page'));
const Settings = lazyPage(() => import('../pages/settings/settings.page'));
const SetUserInfo = lazyPage(() => import('../pages/profile/set-user-info.page'));
const Privacy = lazyPage(() => import('../pages/agreement/privacy.page'));
const Serve = lazyPage(() => import('../pages/agreement/serve.page'));
const Search = lazyPage(() => import('../pages/search/search.page'));
const UnderDevelopment = lazyPage(
  () => import('../pages/under-development/under-development.page'),
);
const NotFound = lazyPage(() => import('../pages/under-development/not-found.page'));

const categoryTitle =
  (fallback: TitleKey) =>
  (search: URLSearchParams): TitleKey => {
    const category = search.get('category');
    return isCategoryId(category) ? `categories.${category}` : fallback;
  };

type RouteEntry = { path: string; Page: ComponentType; handle: RouteHandle };

const member = (title: RouteHandle['title'], extra: Partial<RouteHandle> = {}): RouteHandle => ({
  title,
  access: 'member',
  ...extra,
});

/** Pages a later issue fills show an honest "under development" state under their own title. */
const upcoming = (path: string, title: RouteHandle['title'], extra?: Partial<RouteHandle>) => ({
  path,
  Page: UnderDevelopment,
  handle: member(title, extra),
});

export const routes: RouteEntry[] = [
  {
    path: paths.login,
    Page: Login,
    handle: { title: 'titles.login', access: 'guest', customNav: true },
  },
  {
    path: paths.loginAlias,
    Page: Login,
    handle: { title: 'titles.login', access: 'guest', customNav: true },
  },
  { path: paths.register, Page: Register, handle: { title: 'titles.register', access: 'guest' } },
  {
    path: paths.forgotPassword,
    Page: ForgotPassword,
    handle: { title: 'titles.forgotPassword', access: 'public' },
  },
  { path: paths.home, Page: Home, handle: member('titles.home', { tab: true, customNav: true }) },
  upcoming(paths.cart, 'titles.cart', { tab: true }),
  upcoming(paths.news, 'titles.news', { tab: true }),
  {
    path: paths.account,
    Page: Account,
    handle: member('titles.account', { tab: true, customNav: true }),
  },
  upcoming(paths.messageDetails, 'titles.messageDetails'),
  upcoming(paths.airflare, 'titles.airflare'),
  upcoming(paths.airflareResult, 'titles.searchResult'),
  { path: paths.searchPage, Page: Search, handle: member('titles.search', { customNav: true }) },
  {
    path: paths.searchResult,
    Page: Search,
    handle: member('titles.searchResult', { customNav: true }),
  },
  { path: paths.settings, Page: Settings, handle: member('titles.settings') },
  { path: paths.setUserInfo, Page: SetUserInfo, handle: member('titles.personalSetting') },
  upcoming(paths.hintMessage, 'titles.notifications'),
  upcoming(paths.roughDiamonds, categoryTitle('categories.rough')),
  upcoming(paths.address, 'titles.address'),
  upcoming(paths.addressEditing, 'titles.address'),
  upcoming(paths.collect, 'titles.collect'),
  upcoming(paths.diamondSearch, categoryTitle('titles.diamondSearch')),
  upcoming(paths.diamondResultList, 'titles.searchResult'),
  upcoming(paths.productDetails, 'titles.details'),
  upcoming(paths.submitOrder, 'titles.submitOrder'),
  upcoming(paths.submitResult, 'titles.submitOrder'),
  upcoming(paths.order, 'titles.order'),
  upcoming(paths.orderDetails, 'titles.orderDetails'),
  upcoming(paths.orderUploadList, 'titles.uploadPictures'),
  upcoming(paths.orderRecord, 'titles.progressDetail'),
  upcoming(paths.imService, 'titles.customerService'),
  { path: paths.privacy, Page: Privacy, handle: { title: 'titles.privacy', access: 'public' } },
  { path: paths.serve, Page: Serve, handle: { title: 'titles.serve', access: 'public' } },
  {
    path: paths.contact,
    Page: UnderDevelopment,
    handle: { title: 'titles.contact', access: 'public' },
  },
  { path: '*', Page: NotFound, handle: { title: 'titles.notFound', access: 'public' } },
];

export const titleKeyOf = (handle: RouteHandle, search: URLSearchParams): TitleKey =>
  typeof handle.title === 'function' ? handle.title(search) : handle.title;
