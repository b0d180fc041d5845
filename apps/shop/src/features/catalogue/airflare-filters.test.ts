import { describe, expect, it } from 'vitest';
import {
  activeAirflareFilterCount,
  airflareResultPath,
  compactAirflareFilters,
  decodeAirflareSearch,
  encodeAirflareSearch,
  priceRangeInverted,
  settingDetailsPath,
  toggled,
} from './airflare-filters';

describe('Airflare filters', () => {
  it('leave out empty values', () => {
    expect(
      compactAirflareFilters({ Keyword: '  ', Series: [], Metal: ['pt950'], PriceMin: 0 }),
    ).toEqual({ Metal: ['pt950'], PriceMin: 0 });
  });

  it('go to a link and come back the same, sort included', () => {
    const filters = {
      Keyword: 'halo',
      Series: ['Halo Lumière', 'Pavé Eternity'],
      Metal: ['18k-rose' as const],
      CenterShape: ['oval' as const],
      PriceMin: 500,
      PriceMax: 1200.5,
    };
    const search = encodeAirflareSearch(filters, 'price-asc');
    expect(decodeAirflareSearch(search)).toEqual({ filters, sort: 'price-asc' });
    expect(airflareResultPath(filters)).toMatch(
      /^\/pages\/airflare\/searchResult\?keyword=halo&series=Halo\+Lumi/,
    );
    expect(airflareResultPath({})).toBe('/pages/airflare/searchResult');
  });

  it('drop what the shop does not know from a link', () => {
    const search = new URLSearchParams('metal=gold&shape=round&min=-5&max=abc&sort=random');
    expect(decodeAirflareSearch(search)).toEqual({
      filters: { CenterShape: ['round'] },
      sort: 'newest',
    });
  });

  it('count a price range once and see it inverted', () => {
    expect(activeAirflareFilterCount({ PriceMin: 1, PriceMax: 2, Series: ['A'] })).toBe(2);
    expect(activeAirflareFilterCount({})).toBe(0);
    expect(priceRangeInverted({ PriceMin: 3, PriceMax: 2 })).toBe(true);
    expect(priceRangeInverted({ PriceMin: 3 })).toBe(false);
  });

  it('toggle a choice in and out', () => {
    expect(toggled(undefined, 'a')).toEqual(['a']);
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('open a setting on the details route', () => {
    expect(settingDetailsPath(7)).toBe('/pages/ProductDetails/index?setting=7');
  });
});
