import type en from '../i18n/en.json';
import {
  isCategoryId,
  type CategoryId,
  prefetchGoodsDetail,
  stoneIdOf,
} from '../features/catalogue';
import { prefetchCart } from '../features/cart';
import { lazyPage, type LazyPage } from '../shared/routing/lazy-page';
import { paths } from '../shared/routing/paths';
import { cloudStorePaths } from '../shared/routing/cloud-store-paths';
import { routeLookup } from '../shared/routing/route-lookup';
import { accessAt, isTab, type Access } from '../shared/routing/route-access';

type TitleKey = `titles.${keyof typeof en.titles}` | `categories.${CategoryId}`;

export type RouteHandle = {
  title: TitleKey | ((search: URLSearchParams) => TitleKey);
  /** Who may open it (shared/routing/route-access.ts, as every route's path says). */
  access: Access;
  /** The page draws its own navigation bar (login, home, account and search, §2). */
  customNav?: boolean;
  /** One of the four tab pages: shows the tab bar and no back arrow (route-access.ts). */
  tab: boolean;
};

const Login = lazyPage(() => import('../features/accounts/pages/login.page'));
const Register = lazyPage(() => import('../features/accounts/pages/register.page'));
const ForgotPassword = lazyPage(() => import('../features/accounts/pages/forgot-password.page'));
const Home = lazyPage(() => import('../features/home/pages/home.page'));
const Account = lazyPage(() => import('../features/accounts/pages/account.page'));
// Its notification switches read the daily set's push texts.
const Settings = lazyPage(() => import('../features/accounts/pages/settings.page'), {
  texts: 'daily',
});
const SetUserInfo = lazyPage(() => import('../features/accounts/pages/set-user-info.page'));
const Privacy = lazyPage(() => import('../features/accounts/pages/privacy.page'), { texts: true });
const Serve = lazyPage(() => import('../features/accounts/pages/serve.page'), { texts: true });
const Search = lazyPage(() => import('../features/catalogue/pages/search.page'), { texts: true });
const DiamondSearch = lazyPage(() => import('../features/catalogue/pages/diamond-search.page'), {
  texts: 'catalogue',
});
const ResultList = lazyPage(() => import('../features/catalogue/pages/result-list.page'), {
  texts: 'catalogue',
});
const ProductDetails = lazyPage(() => import('../features/catalogue/pages/product-details.page'), {
  texts: 'catalogue',
});
const Collect = lazyPage(() => import('../features/favourites/pages/collect.page'), {
  texts: true,
});
const Holds = lazyPage(() => import('../features/holds/pages/holds.page'), { texts: true });
const Offers = lazyPage(() => import('../features/offers/pages/offers.page'), { texts: true });
const Memos = lazyPage(() => import('../features/memo/pages/memos.page'), { texts: true });
const Returns = lazyPage(() => import('../features/returns/pages/returns.page'), { texts: true });
const ReturnRequest = lazyPage(() => import('../features/returns/pages/return-request.page'), {
  texts: true,
});
const Compare = lazyPage(() => import('../features/compare/pages/compare.page'), { texts: true });
const SavedSearches = lazyPage(
  () => import('../features/saved-searches/pages/saved-searches.page'),
  {
    texts: true,
  },
);
const ApiKeys = lazyPage(() => import('../features/api-keys/pages/api-keys.page'), {
  texts: true,
});
const Verification = lazyPage(() => import('../features/buyers/pages/verification.page'), {
  texts: true,
});
const Airflare = lazyPage(() => import('../features/catalogue/pages/airflare.page'), {
  texts: true,
});
const AirflareResult = lazyPage(() => import('../features/catalogue/pages/airflare-result.page'), {
  texts: true,
});
const Calculator = lazyPage(() => import('../features/tools/pages/calculator.page'), {
  texts: true,
});
const Cart = lazyPage(() => import('../features/cart/pages/cart.page'), { texts: 'goods' });
const AddressList = lazyPage(() => import('../features/addresses/pages/address-list.page'), {
  texts: 'daily',
});
const AddressEditing = lazyPage(() => import('../features/addresses/pages/address-editing.page'), {
  texts: 'daily',
});
const SubmitOrder = lazyPage(() => import('../features/orders/pages/submit-order.page'), {
  texts: 'daily',
});
const SubmitResult = lazyPage(() => import('../features/orders/pages/submit-result.page'), {
  texts: 'daily',
});
const OrderList = lazyPage(() => import('../features/orders/pages/order-list.page'), {
  texts: 'goods',
});
const OrderDetails = lazyPage(() => import('../features/orders/pages/order-details.page'), {
  texts: 'daily',
});
const UploadVouchers = lazyPage(() => import('../features/orders/pages/upload-vouchers.page'), {
  texts: 'daily',
});
const OrderRecord = lazyPage(() => import('../features/orders/pages/order-record.page'), {
  texts: 'daily',
});
const Customize = lazyPage(() => import('../features/orders/pages/customize.page'), {
  texts: true,
});
const newsPages = () => import('../features/notices/pages/news-pages');
const News = lazyPage(() => newsPages().then((m) => ({ default: m.NewsPage })), { texts: 'daily' });
const NoticeDetails = lazyPage(() => newsPages().then((m) => ({ default: m.NoticeDetailsPage })), {
  texts: 'daily',
});
const Notifications = lazyPage(() => newsPages().then((m) => ({ default: m.NotificationsPage })), {
  texts: 'daily',
});
const Chat = lazyPage(() => import('../features/chat/pages/chat.page'), { texts: 'daily' });
const Contact = lazyPage(() => import('../features/contact/pages/contact.page'), { texts: true });
const OfficeMap = lazyPage(() => import('../features/contact/pages/office-map.page'), {
  texts: true,
});
const StoreSetup = lazyPage(() => import('../features/cloud-store/pages/store-setup.page'), {
  texts: true,
});
const CloudOrders = lazyPage(() => import('../features/cloud-store/pages/cloud-orders.page'), {
  texts: true,
});
const NotFound = lazyPage(() => import('../shared/ui/not-found.page'));

const categoryTitle =
  (fallback: TitleKey) =>
  (search: URLSearchParams): TitleKey => {
    const category = search.get('category');
    return isCategoryId(category) ? `categories.${category}` : fallback;
  };

type RouteEntry = {
  path: string;
  Page: LazyPage;
  handle: RouteHandle;
  /** What the page asks for first, started beside its code when the app opens on it. */
  preload?: (search: URLSearchParams) => void;
};

/** A route as the table writes it: who may open it and whether it is a tab come from its path. */
type TableEntry = Omit<RouteEntry, 'handle'> & { handle: Omit<RouteHandle, 'access' | 'tab'> };

const member = (
  title: RouteHandle['title'],
  extra: Partial<TableEntry['handle']> = {},
): TableEntry['handle'] => ({ title, ...extra });

const table: TableEntry[] = [
  {
    path: paths.login,
    Page: Login,
    handle: { title: 'titles.login', customNav: true },
  },
  {
    path: paths.loginAlias,
    Page: Login,
    handle: { title: 'titles.login', customNav: true },
  },
  { path: paths.register, Page: Register, handle: { title: 'titles.register' } },
  {
    path: paths.forgotPassword,
    Page: ForgotPassword,
    handle: { title: 'titles.forgotPassword' },
  },
  { path: paths.home, Page: Home, handle: member('titles.home', { customNav: true }) },
  { path: paths.cart, Page: Cart, handle: member('titles.cart'), preload: prefetchCart },
  { path: paths.news, Page: News, handle: member('titles.news') },
  {
    path: paths.account,
    Page: Account,
    handle: member('titles.account', { customNav: true }),
  },
  { path: paths.messageDetails, Page: NoticeDetails, handle: member('titles.messageDetails') },
  { path: paths.airflare, Page: Airflare, handle: member('titles.airflare') },
  { path: paths.airflareResult, Page: AirflareResult, handle: member('titles.searchResult') },
  { path: paths.searchPage, Page: Search, handle: member('titles.search', { customNav: true }) },
  {
    path: paths.searchResult,
    Page: Search,
    handle: member('titles.searchResult', { customNav: true }),
  },
  { path: paths.settings, Page: Settings, handle: member('titles.settings') },
  { path: paths.setUserInfo, Page: SetUserInfo, handle: member('titles.personalSetting') },
  { path: paths.hintMessage, Page: Notifications, handle: member('titles.notifications') },
  {
    path: paths.roughDiamonds,
    Page: DiamondSearch,
    handle: member(categoryTitle('categories.rough')),
  },
  { path: paths.address, Page: AddressList, handle: member('titles.address') },
  { path: paths.addressEditing, Page: AddressEditing, handle: member('titles.address') },
  { path: paths.collect, Page: Collect, handle: member('titles.collect') },
  { path: paths.holds, Page: Holds, handle: member('titles.holds') },
  { path: paths.offers, Page: Offers, handle: member('titles.offers') },
  { path: paths.memo, Page: Memos, handle: member('titles.memo') },
  { path: paths.returns, Page: Returns, handle: member('titles.returns') },
  { path: paths.returnRequest, Page: ReturnRequest, handle: member('titles.returnRequest') },
  { path: paths.compare, Page: Compare, handle: member('titles.compare') },
  { path: paths.savedSearches, Page: SavedSearches, handle: member('titles.savedSearches') },
  { path: paths.apiKeys, Page: ApiKeys, handle: member('titles.apiKeys') },
  { path: paths.verification, Page: Verification, handle: member('titles.verification') },
  // The Cloud Store's own pages (the jeweller's side).
  { path: cloudStorePaths.setup, Page: StoreSetup, handle: member('titles.cloudStore') },
  { path: cloudStorePaths.orders, Page: CloudOrders, handle: member('titles.cloudOrders') },
  {
    path: paths.diamondSearch,
    Page: DiamondSearch,
    handle: member(categoryTitle('titles.diamondSearch')),
  },
  {
    path: paths.diamondResultList,
    Page: ResultList,
    handle: member('titles.searchResult'),
    preload: (search) =>
      void import('../features/catalogue/api').then(({ prefetchGoodsList }) =>
        prefetchGoodsList(search),
      ),
  },
  {
    path: paths.productDetails,
    Page: ProductDetails,
    handle: member('titles.details'),
    preload: (search) => {
      const id = stoneIdOf(search);
      if (id !== null) prefetchGoodsDetail(id);
    },
  },
  { path: paths.calculator, Page: Calculator, handle: member('titles.calculator') },
  { path: paths.submitOrder, Page: SubmitOrder, handle: member('titles.submitOrder') },
  { path: paths.submitResult, Page: SubmitResult, handle: member('titles.submitOrder') },
  {
    path: paths.order,
    Page: OrderList,
    handle: member('titles.order'),
    preload: (search) =>
      void import('../features/orders/api').then(({ prefetchOrderList }) =>
        prefetchOrderList(search),
      ),
  },
  { path: paths.orderDetails, Page: OrderDetails, handle: member('titles.orderDetails') },
  { path: paths.orderUploadList, Page: UploadVouchers, handle: member('titles.uploadPictures') },
  { path: paths.orderRecord, Page: OrderRecord, handle: member('titles.progressDetail') },
  { path: paths.demandOrder, Page: Customize, handle: member('titles.demandOrder') },
  {
    path: paths.imService,
    Page: Chat,
    handle: member('titles.customerService'),
    preload: () =>
      void import('../features/notices/api').then(({ prefetchChatHistory }) =>
        prefetchChatHistory(),
      ),
  },
  { path: paths.privacy, Page: Privacy, handle: { title: 'titles.privacy' } },
  { path: paths.serve, Page: Serve, handle: { title: 'titles.serve' } },
  { path: paths.contact, Page: Contact, handle: { title: 'titles.contact' } },
  {
    path: paths.contactMap,
    Page: OfficeMap,
    handle: { title: 'titles.officeMap' },
  },
  { path: '*', Page: NotFound, handle: { title: 'titles.notFound' } },
];

export const routes: RouteEntry[] = table.map((route) => ({
  ...route,
  handle: { ...route.handle, access: accessAt(route.path), tab: isTab(route.path) },
}));

/** The route the app opens on at a pathname (route-lookup.ts). */
export const routeAt = routeLookup(routes);

export const titleKeyOf = (handle: RouteHandle, search: URLSearchParams): TitleKey =>
  typeof handle.title === 'function' ? handle.title(search) : handle.title;

/**
 * Starts loading the page at `pathname` (the hash route the app opens on) and what it asks for
 * first, so that the first render shows the page itself rather than a loading spinner over
 * the HTML's shell.
 */
export function preloadPage(pathname: string, search: URLSearchParams): Promise<unknown> {
  const match = routeAt(pathname);
  if (!match) return Promise.resolve();
  match.preload?.(search);
  return match.Page.preload();
}
