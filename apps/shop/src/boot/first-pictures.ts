import type { Cart, Goods, OrderPage } from '@facet/contract';
import { FIRST_SCREEN_LINES, initialTab, linesOf } from '../features/cart/cart-call';
import { FIRST_SCREEN_ROWS } from '../features/catalogue/query-calls';
import { FIRST_SCREEN_ORDERS } from '../features/orders/order-call';
import type { PageCall } from './page-call';

/** A picture the shell draws, and the box it goes in. */
export type ShellPicture = { src: string; box: string };

/**
 * The pictures a first call's answer names, where the shell draws them as the page will: a
 * stone's first picture, the first rows' of a result list, the first lines' of the cart's tab
 * the address opens, or the first orders' of the order list (those a phone shows before any
 * scrolling).
 */
export function picturesOf(
  shown: PageCall['shown'],
  data: unknown,
  search: URLSearchParams,
): ShellPicture[] {
  const found =
    shown === 'data-picture'
      ? [{ src: (data as Partial<Goods> | null)?.Images?.[0], box: '.shell-picture' }]
      : rowPictures(shown, data, search).map((src, index) => ({
          src,
          box: `.shell-row:nth-child(${index + 1}) .shell-thumb`,
        }));
  return found.filter((picture): picture is ShellPicture => Boolean(picture.src));
}

/** A list's first screen of rows, each row's picture (or none), as the page draws them. */
function rowPictures(
  shown: PageCall['shown'],
  data: unknown,
  search: URLSearchParams,
): (string | null | undefined)[] {
  if (shown === 'data-cart') {
    const cart = data as Cart | null;
    if (!Array.isArray(cart?.StatisticsDetail)) return [];
    return linesOf(cart, initialTab(cart, search.get('tab')))
      .slice(0, FIRST_SCREEN_LINES)
      .map((line) => line.Goods?.Images?.[0]);
  }
  // The chat draws no pictures first: its welcome (first-page.ts).
  if (shown === 'data-chat') return [];
  if (shown === 'data-orders') {
    const orders = (data as Partial<OrderPage> | null)?.List ?? [];
    return orders.slice(0, FIRST_SCREEN_ORDERS).map((order) => order.Image);
  }
  const rows = (data as { List?: Partial<Goods>[] } | null)?.List ?? [];
  return rows.slice(0, FIRST_SCREEN_ROWS).map((row) => row.Images?.[0]);
}

/**
 * Draws `pictures` in the shell's boxes and calls `drawn` once they have arrived, been decoded
 * and shown (or failed), at once when there are none. The boxes are in the HTML below the
 * script: until they are parsed, the pictures wait for the document.
 */
export function drawPictures(pictures: ShellPicture[], drawn: () => void) {
  if (!document.querySelector('.shell-rows')) {
    document.addEventListener('DOMContentLoaded', () => drawPictures(pictures, drawn));
    return;
  }
  let pending = 0;
  // The frame that shows the last of them, and a task after it.
  const one = () => {
    if (--pending <= 0) requestAnimationFrame(() => setTimeout(drawn));
  };
  pictures.forEach(({ src, box }, index) => {
    const frame = document.querySelector(box);
    if (!frame) return;
    const image = document.createElement('img');
    image.alt = '';
    if (index === 0) image.fetchPriority = 'high';
    pending++;
    image.onload = () => (image.decode ? image.decode().then(one, one) : one());
    image.onerror = one;
    image.src = src;
    frame.appendChild(image);
  });
  if (!pending) drawn();
}
