import { describe, expect, test } from 'vitest';
import { CART_TABS, type CartTab } from '@facet/contract';
import { FIRST_SCREEN_LINES } from '../features/cart/cart-call';
import { FIRST_SCREEN_ROWS } from '../features/catalogue/query-calls';
import { FIRST_SCREEN_ORDERS } from '../features/orders/order-call';
import { picturesOf } from './first-pictures';

const none = new URLSearchParams();

/** A cart with `counts[tab]` lines under each tab, the nth line's picture `/media/<tab>-<n>.jpg`. */
function cartOf(counts: Partial<Record<CartTab, number>>) {
  return {
    StatisticsDetail: CART_TABS.map((Tab) => ({
      Tab,
      Data: Array.from({ length: counts[Tab] ?? 0 }, (_, index) => ({
        Goods: { Images: index === 1 ? [] : [`/media/${Tab}-${index}.jpg`] },
      })),
    })),
  };
}

describe('the pictures a first call’s answer names', () => {
  test('a stone’s first picture, in the shell’s picture box', () => {
    expect(picturesOf('data-picture', { Images: ['/media/a.jpg', '/media/b.jpg'] }, none)).toEqual([
      { src: '/media/a.jpg', box: '.shell-picture' },
    ]);
    expect(picturesOf('data-picture', { Images: [] }, none)).toEqual([]);
    expect(picturesOf('data-picture', undefined, none)).toEqual([]);
  });

  test('the first screen’s rows, each in its row; a row without a picture keeps its place', () => {
    const rows = Array.from({ length: 9 }, (_, index) => ({
      Images: index === 1 ? [] : [`/media/${index}.jpg`],
    }));
    const pictures = picturesOf('data-list', { List: rows }, none);
    expect(pictures.map(({ box }) => box)).toEqual(
      [1, 3, 4, 5, 6].map((row) => `.shell-row:nth-child(${row}) .shell-thumb`),
    );
    expect(pictures[0]!.src).toBe('/media/0.jpg');
    expect(pictures.length).toBeLessThan(FIRST_SCREEN_ROWS);
    expect(picturesOf('data-list', null, none)).toEqual([]);
  });

  test('the cart’s first lines, of the tab the page opens: the one asked for, else the first with lines', () => {
    const cart = cartOf({ blank: 3, custom: 9 });
    const opened = picturesOf('data-cart', cart, none);
    // Purchase is empty: the page opens on the blanks and seeds; the second line has no picture.
    expect(opened).toEqual([
      { src: '/media/blank-0.jpg', box: '.shell-row:nth-child(1) .shell-thumb' },
      { src: '/media/blank-2.jpg', box: '.shell-row:nth-child(3) .shell-thumb' },
    ]);
    const asked = picturesOf('data-cart', cart, new URLSearchParams('tab=custom'));
    expect(asked[0]!.src).toBe('/media/custom-0.jpg');
    expect(asked.length).toBe(FIRST_SCREEN_LINES - 1);
    expect(picturesOf('data-cart', cart, new URLSearchParams('tab=purchase'))).toEqual([]);
  });

  test('nothing from a cart answer that is not a cart', () => {
    for (const answer of [null, undefined, {}, { StatisticsDetail: 'x' }, []]) {
      expect(picturesOf('data-cart', answer, none)).toEqual([]);
    }
  });

  test('the order list’s first orders, each its first line’s picture in its card', () => {
    const orders = Array.from({ length: 8 }, (_, index) => ({
      Image: index === 2 ? null : `/media/order-${index}.jpg`,
    }));
    const pictures = picturesOf('data-orders', { List: orders }, none);
    expect(pictures[0]).toEqual({
      src: '/media/order-0.jpg',
      box: '.shell-row:nth-child(1) .shell-thumb',
    });
    expect(pictures.map(({ box }) => box)).toEqual(
      [1, 2, 4, 5].map((row) => `.shell-row:nth-child(${row}) .shell-thumb`),
    );
    expect(pictures.length).toBe(FIRST_SCREEN_ORDERS - 1);
    expect(picturesOf('data-orders', null, none)).toEqual([]);
  });
});
