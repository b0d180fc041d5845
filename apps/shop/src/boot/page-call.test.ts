import {
  CHAT_HISTORY_LIMIT_DEFAULT,
  CLARITIES,
  COLORS,
  FILTER_RULES,
  SHAPES,
  type UserInfo,
} from '@facet/contract';
import fc from 'fast-check';
import { callPath, urlOf } from '@facet/web-client';
import { describe, expect, test } from 'vitest';
import { CART_CALL, CART_QUERY } from '../features/cart/cart-call';
import { CHAT_HISTORY_CALL, chatHistoryQuery } from '../features/notices/chat-call';
import { ORDER_PAGE_SIZE } from '../features/orders/order-call';
import type { CatalogueFilters } from '../features/catalogue/category-filters';
import { bodyFor, defaultFilters, type GoodsSort } from '../features/catalogue/filter-state';
import { decodeFilters, decodeSort, resultListPath } from '../features/catalogue/filter-url';
import {
  GOODS_PAGE_SIZE,
  QUERY_CALLS,
  type QueryCategory,
} from '../features/catalogue/query-calls';
import type { OpenedPage } from './opened-page';
import { pageCall } from './page-call';

/** As vite.config.ts gives them to the script. */
const FILTER_NAMES = [...Object.keys(FILTER_RULES), 'Origin'];
const approved = { SeesPrices: true } as UserInfo;
const awaiting = { SeesPrices: false } as UserInfo;

/** The page at an address the app wrote (`#/pages/…?…`), opened by `user`. */
const at = (address: string, user: UserInfo | null = approved): OpenedPage => ({
  route: '',
  search: new URLSearchParams(address.split('?')[1]),
  user,
  locale: 'en',
});

/** The body the result list sends for its first page at that address (api.ts). */
function pageBody({ search, user }: OpenedPage) {
  const category = search.get('category') as QueryCategory;
  const filters = decodeFilters(search.get('q')) ?? defaultFilters(category);
  const page = { PageIndex: 1, PageSize: GOODS_PAGE_SIZE };
  return JSON.stringify(bodyFor(category, filters, page, decodeSort(search.get('sort')), user));
}

const listCall = (opened: OpenedPage) => pageCall('list', opened, FILTER_NAMES);

describe('a stone’s first call from the HTML', () => {
  test('is the details page’s call for the stone in the address', () => {
    expect(pageCall('stone', at('/pages/ProductDetails/index?id=3000'), FILTER_NAMES)).toEqual({
      path: '/api/Diamonds/Detail',
      body: '{"Id":3000}',
      shown: 'data-picture',
    });
  });

  test.each(['id=0', 'id=-3', 'id=1.5', 'id=abc', '', 'setting=4', 'setting=4&id=3'])(
    'is not made for ?%s (no stone, or a ring setting)',
    (query) => {
      expect(
        pageCall('stone', at(`/pages/ProductDetails/index?${query}`), FILTER_NAMES),
      ).toBeNull();
    },
  );
});

describe('a result list’s first call from the HTML', () => {
  test('is byte for byte the page’s, as the browser test sends it', () => {
    const q = encodeURIComponent('{"WeightMin":0.3}');
    const opened = at(
      `/pages/diamondSearch/resultList?category=natural-white&q=${q}&sort=Weight.desc`,
    );
    expect(listCall(opened)).toEqual({
      path: '/api/Diamonds/DiamandsQuery',
      body: '{"WeightMin":0.3,"PageIndex":1,"PageSize":20,"Sort":{"Field":"Weight","Order":"desc"}}',
      shown: 'data-list',
    });
  });

  test('goes to the category’s own call, with a fancy page’s origin', () => {
    for (const [category, { call }] of Object.entries(QUERY_CALLS)) {
      const opened = at(`/pages/diamondSearch/resultList?category=${category}`);
      expect(listCall(opened)?.path).toBe(`/api/${call}`);
      expect(listCall(opened)?.body).toBe(pageBody(opened));
    }
    const fancy = listCall(at('/pages/diamondSearch/resultList?category=lab-fancy'));
    expect(JSON.parse(fancy!.body!)).toMatchObject({ Origin: 'lab' });
  });

  test('asks a buyer awaiting approval without prices, as the page does', () => {
    const path = resultListPath(
      'natural-white',
      { PriceMin: 100, Color: ['D'] },
      {
        Field: 'Price',
        Order: 'asc',
      },
    );
    const call = listCall(at(path, awaiting));
    expect(JSON.parse(call!.body!)).toEqual({
      Color: ['D'],
      PageIndex: 1,
      PageSize: 20,
      Sort: { Field: 'CreatedAt', Order: 'desc' },
    });
    expect(call!.body).toBe(pageBody(at(path, awaiting)));
  });

  test('is the page’s for every address the app writes', () => {
    const grades = <T extends string>(scale: readonly T[]) =>
      fc.subarray([...scale], { minLength: 1, maxLength: 4 });
    const bound = fc.integer({ min: 0, max: 2000 }).map((hundredths) => hundredths / 100);
    const range = fc.tuple(bound, bound).map(([a, b]) => [Math.min(a, b), Math.max(a, b)]);
    const filters = fc
      .record(
        {
          Shape: grades(SHAPES),
          Color: grades(COLORS),
          Clarity: grades(CLARITIES),
          Weight: range,
          Price: range,
          EyeClean: fc.constant(true),
          HasImage: fc.boolean(),
          Keyword: fc.stringMatching(/^[a-z]{1,12}$/),
          Origin: fc.constantFrom('natural', 'lab'),
        },
        { requiredKeys: [] },
      )
      .map(({ Weight, Price, ...rest }) => ({
        ...rest,
        ...(Weight ? { WeightMin: Weight[0], WeightMax: Weight[1] } : {}),
        ...(Price ? { PriceMin: Price[0], PriceMax: Price[1] } : {}),
      }));
    const sort = fc.option(
      fc.record({
        Field: fc.constantFrom('Price', 'Weight', 'Color', 'CreatedAt', 'Discount'),
        Order: fc.constantFrom('asc', 'desc'),
      }),
      { nil: undefined },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(QUERY_CALLS) as QueryCategory[])),
        filters,
        sort,
        fc.constantFrom(approved, awaiting),
        (category, picked, order, user) => {
          const opened = at(
            resultListPath(category, picked as CatalogueFilters, order as GoodsSort | undefined),
            user,
          );
          expect(listCall(opened)?.body).toBe(pageBody(opened));
        },
      ),
    );
  });

  test.each([
    ['a name the contract does not know', '{"CaratMin":0.3}'],
    ['names out of order', '{"WeightMin":0.3,"Color":["D"]}'],
    ['an empty choice', '{"Color":[]}'],
    ['a flag off', '{"EyeClean":false}'],
    ['a list', '[]'],
    ['a number', '5'],
    ['not JSON', '{WeightMin'],
  ])('leaves an address the app did not write to the page: %s', (_, q) => {
    const address = `/pages/diamondSearch/resultList?category=natural-white&q=${encodeURIComponent(q)}`;
    expect(listCall(at(address))).toBeNull();
  });

  test('spaced as another tool writes JSON, it is still the page’s', () => {
    const q = encodeURIComponent('{ "WeightMin": 0.3 }');
    const opened = at(`/pages/diamondSearch/resultList?category=natural-white&q=${q}`);
    expect(listCall(opened)!.body).toBe(pageBody(opened));
  });

  test('an unknown sort is the page’s default, so the page takes the answer over', () => {
    const opened = at('/pages/diamondSearch/resultList?category=rough&sort=Carat.up');
    expect(JSON.parse(listCall(opened)!.body!).Sort).toEqual({ Field: 'CreatedAt', Order: 'desc' });
    expect(listCall(opened)!.body).toBe(pageBody(opened));
  });

  test.each(['parcel', 'certificate', 'constructor', ''])(
    'is not made for a category without a result list (%j)',
    (category) => {
      expect(listCall(at(`/pages/diamondSearch/resultList?category=${category}`))).toBeNull();
    },
  );

  test('nor for another page', () => {
    expect(pageCall(undefined, at('/pages/index/index?category=rough'), FILTER_NAMES)).toBeNull();
  });
});

describe('the cart’s first call from the HTML', () => {
  test('is the cart query’s GET, its address as the app’s client writes it', () => {
    const opened = at('/pages/cart/index?tab=blank');
    expect(pageCall('cart', opened, FILTER_NAMES)).toEqual({
      path: '/api/ShoppingCart/GetList?SecretId=0&SecretKey=0',
      body: null,
      shown: 'data-cart',
    });
    expect(pageCall('cart', opened, FILTER_NAMES)?.path).toBe(
      urlOf('', callPath(CART_CALL), CART_QUERY),
    );
  });

  test('is not made for a buyer awaiting approval, who has no cart yet, nor signed out', () => {
    expect(pageCall('cart', at('/pages/cart/index', awaiting), FILTER_NAMES)).toBeNull();
    expect(pageCall('cart', at('/pages/cart/index', null), FILTER_NAMES)).toBeNull();
  });
});

describe('the order list’s first call from the HTML', () => {
  test('is the first page of the tab in the address, every order under “all” or none named', () => {
    const call = (address: string) => pageCall('orders', at(address), FILTER_NAMES);
    expect(call('/pages/order/index?tab=unpaid')).toEqual({
      path: '/api/Order/List',
      body: `{"PageIndex":1,"PageSize":${ORDER_PAGE_SIZE},"Status":"unpaid"}`,
      shown: 'data-orders',
    });
    const every = `{"PageIndex":1,"PageSize":${ORDER_PAGE_SIZE}}`;
    expect(call('/pages/order/index')?.body).toBe(every);
    expect(call('/pages/order/index?tab=all')?.body).toBe(every);
    // An unknown tab shows every order, and so asks for them.
    expect(call('/pages/order/index?tab=lost')?.body).toBe(every);
  });
});

describe('the chat’s first call from the HTML', () => {
  test('is the newest page of the history, its address as the app’s client writes it', () => {
    expect(pageCall('chat', at('/pages/ImService/index'), FILTER_NAMES)).toEqual({
      path: `/api/Im/History?Limit=${CHAT_HISTORY_LIMIT_DEFAULT}`,
      body: null,
      shown: 'data-chat',
    });
    expect(pageCall('chat', at('/pages/ImService/index'), FILTER_NAMES)?.path).toBe(
      urlOf('', callPath(CHAT_HISTORY_CALL), chatHistoryQuery()),
    );
  });
});
