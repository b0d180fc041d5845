import {
  CART_TABS,
  type CallInput,
  type CallsBy,
  type Cart,
  type CartItem,
  type CartTab,
  type UserInfo,
} from '@facet/contract';
import { callPath } from '@facet/web-client';

/*
 * What the cart asks for first and which of its lines it shows first, in a module of its own:
 * the cart query, the page and the HTML's first-paint script (src/boot) share it, the script
 * without the query or the page.
 */

/** The cart: one call for the page, the tab bar's badge and the order pages. */
export const CART_CALL = 'ShoppingCart/GetList' satisfies CallsBy<'GET'>;
export const CART_QUERY: CallInput<typeof CART_CALL> = { SecretId: '0', SecretKey: '0' };
/** Its address as the app's client writes it from those two (a test holds them equal). */
export const CART_ADDRESS = `${callPath(CART_CALL)}?SecretId=0&SecretKey=0`;

/**
 * Whether there is a cart to ask for: signed in, and sent prices (under BUYER_APPROVAL=browse a
 * buyer waiting for approval has none yet, and the server refuses it).
 */
export const hasCart = (user: UserInfo | null) => user !== null && user.SeesPrices !== false;

/** The lines a phone's first screen shows (a line is about 105 px high). */
export const FIRST_SCREEN_LINES = 6;

export const linesOf = (cart: Cart, tab: CartTab): CartItem[] =>
  cart.StatisticsDetail.find((detail) => detail.Tab === tab)?.Data ?? [];

/** The tab to open: the one asked for, else the first holding anything. */
export function initialTab(cart: Cart | undefined, asked: string | null): CartTab {
  const known = CART_TABS.find((tab) => tab === asked);
  if (known) return known;
  return CART_TABS.find((tab) => cart && linesOf(cart, tab).length > 0) ?? 'purchase';
}
