import { loadCatalogue, type Goods } from '@facet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../shared/testing/memory-storage';
import { filterSummary, type SummaryWords } from './filter-summary';
import { formatCarats, formatDiscount, formatUsd } from '../../shared/format/format';
import { goodsAttributes } from './goods-attributes';
import { availabilityOf, goodsTitle } from './goods-text';
import {
  SEARCH_HISTORY_MAX,
  clearSearchHistory,
  readSearchHistory,
  rememberSearch,
} from './search-history';

const stone: Goods = {
  Id: 7, Category: 'natural-white', StockNo: 'NW0000007', Shape: 'round', Weight: 1.02,
  Color: 'G', Clarity: 'VS1', Cut: 'EX', Polish: 'EX', Symmetry: 'VG', Fluorescence: 'None',
  Lab: 'GIA', CertificateNo: '2141438167', ReportPlace: 'New York', ReportDate: '2024-09-03',
  Description: null, ReportUrl: 'https://www.gia.edu/report-check?reportno=2141438167',
  Location: 'Hong Kong', Length: 6.44, Width: 6.41, Height: 3.98, Thickness: null, TablePct: 57,
  DepthPct: 61.9, CrownHeight: 15, PavilionDepth: 43, Girdle: 'Medium', Culet: 'None',
  Milky: 'none', Shade: 'none', EyeClean: 'yes', Bgm: null, BlackInclusion: 'BT1', FancyColor: null, Intensity: null, Overtone: null,
  Saturation: null, Hue: null, Process: null, Grade: null, SeedShape: null, Orientation: null,
  PricingBasis: 'discount', ListPrice: 9900, Discount: -32.5, PricePerCarat: 6682.5,
  Price: 6816.15, DdpPrice: 7259.2, Stock: 1, StockUnit: 'piece', MinBuy: 1, ArrivalDays: null,
  OnMarket: true, Available: true, HasImage: true, HasVideo: false,
  Images: ['/media/stones/round.svg?tint=white'], Video: null, Frames: [], Has360: false, IsCollected: false,
  OnHold: false, HeldUntil: null,
}; // prettier-ignore

// The Chinese words load as the shop loads them, with the reader's language.
beforeAll(async () => {
  await Promise.all([loadCatalogue('zh-CN'), loadCatalogue('zh-TW')]);
});

describe('numbers as the trade reads them', () => {
  it('formats dollars, carats and discounts in the buyer’s language', () => {
    expect(formatUsd('en', 546633.98)).toBe('$546,633.98');
    expect(formatCarats('en', 1.5)).toBe('1.50 ct');
    expect(formatCarats('en', 0.013)).toBe('0.013 ct');
    expect(formatDiscount('en', -13.11)).toBe('-13.11%');
    expect(formatUsd('zh-CN', 12)).toContain('12.00');
  });
});

describe('goods in words', () => {
  it('names a stone, a fancy and a seed the way stock lists do', () => {
    expect(goodsTitle(stone, 'en')).toBe('Round 1.02 ct G VS1');
    expect(
      goodsTitle(
        {
          ...stone,
          Category: 'natural-fancy',
          Shape: 'pear',
          Color: null,
          FancyColor: 'pink',
          Intensity: 'Fancy Intense',
        },
        'en',
      ),
    ).toBe('Pear 1.02 ct Fancy intense Pink');
    expect(
      goodsTitle(
        {
          ...stone,
          Category: 'seed',
          Shape: null,
          SeedShape: 'square',
          Length: 15,
          Width: 15,
          Height: null,
          Thickness: 0.96,
        },
        'zh-CN',
      ),
    ).toBe('正方形 15 × 15 × 0.96 mm');
  });

  it('tells available, made-to-order, sold-out and off-market goods apart', () => {
    expect(availabilityOf(stone)).toBe('available');
    expect(availabilityOf({ ...stone, ArrivalDays: 20 })).toBe('madeToOrder');
    expect(availabilityOf({ ...stone, Available: false, Stock: 0 })).toBe('soldOut');
    expect(availabilityOf({ ...stone, OnMarket: false, Available: false })).toBe('offMarket');
    // Held by another buyer: not for sale to this one; held for this one: theirs to buy.
    expect(availabilityOf({ ...stone, OnHold: true })).toBe('onHold');
    expect(availabilityOf({ ...stone, OnHold: true, HeldUntil: '2026-11-26T10:00:00Z' })).toBe('heldForYou'); // prettier-ignore
    // Sold wins over a hold that has not been swept yet.
    expect(availabilityOf({ ...stone, OnHold: true, Available: false, Stock: 0 })).toBe('soldOut');
  });

  it('groups every attribute the good has and leaves out the ones it lacks', () => {
    const groups = goodsAttributes(stone, 'en');
    expect(groups.map((group) => group.key)).toEqual([
      'grading',
      'measurements',
      'certificate',
      'origin',
    ]);
    const rows = Object.fromEntries(
      groups.flatMap((group) => group.rows).map((row) => [row.key, row.value]),
    );
    expect(rows).toMatchObject({
      cut: 'Excellent (EX)',
      symmetry: 'Very good (VG)',
      size: '6.44 × 6.41 × 3.98 mm',
      table: '57%',
      reportDate: 'Sep 3, 2024',
      location: 'Hong Kong',
    });
    expect(rows).not.toHaveProperty('fancyColor');
    expect(rows).not.toHaveProperty('thickness');
  });

  it('shows every attribute value in 简体 and 繁體, codes as the trade writes them', () => {
    const mumbai = { ...stone, Lab: 'IGI', ReportPlace: 'Mumbai', Location: 'Mumbai' };
    const rowsIn = (locale: 'zh-CN' | 'zh-TW') =>
      Object.fromEntries(
        goodsAttributes({ ...mumbai, Girdle: 'Thin to Medium', Milky: 'light' }, locale)
          .flatMap((group) => group.rows)
          .map((row) => [row.key, row.value]),
      );
    expect(rowsIn('zh-CN')).toMatchObject({
      shape: '圆形',
      clarity: 'VS1',
      polish: '极好 (EX)',
      fluorescence: '无',
      milky: '轻微',
      girdle: '薄至中等',
      culet: '无',
      reportPlace: '孟买',
      location: '孟买',
    });
    expect(rowsIn('zh-TW')).toMatchObject({ girdle: '薄至中等', location: '孟買' });
    const medium = goodsAttributes({ ...mumbai, Girdle: 'Medium' }, 'zh-CN').flatMap((g) => g.rows);
    expect(medium.find((row) => row.key === 'girdle')?.value).toBe('中等');
  });
});

it('sums up a search’s filters in the order of its page', () => {
  const words: SummaryWords = {
    origin: { natural: 'Natural', lab: 'Lab-grown' },
    withImage: 'With pictures',
    withVideo: 'With video',
    finish: { Cut: 'Cut', Polish: 'Polish', Symmetry: 'Symmetry' },
    perCarat: (price) => `${price}/ct`,
    quality: { EyeClean: 'Eye clean', NoBgm: 'No BGM', NoBlackInclusion: 'No black inclusion' },
  };
  expect(
    filterSummary(
      'natural-white',
      {
        Color: ['D', 'E', 'F', 'G', 'H'],
        Shape: ['round', 'oval'],
        WeightMin: 0.5,
        WeightMax: 1,
        PriceMax: 5000,
        Cut: ['EX'],
        EyeClean: true,
        NoBgm: true,
        HasImage: true,
      },
      'en',
      words,
    ),
  ).toEqual(['Round, Oval', '0.50–1.00 ct', 'D–H', '≤ $5,000/ct', 'Cut EX', 'Eye clean', 'No BGM', 'With pictures']); // prettier-ignore
});

describe('recent searches', () => {
  it('keeps the latest first, once each, at most ten', () => {
    const storage = memoryStorage();
    rememberSearch('NW0000001', storage);
    rememberSearch('halo', storage);
    expect(rememberSearch('nw0000001', storage)).toEqual(['nw0000001', 'halo']);
    for (let index = 0; index < 12; index += 1) rememberSearch(`LW${index}`, storage);
    expect(readSearchHistory(storage)).toHaveLength(SEARCH_HISTORY_MAX);
    expect(readSearchHistory(storage)[0]).toBe('LW11');
    clearSearchHistory(storage);
    expect(readSearchHistory(storage)).toEqual([]);
  });

  it('ignores whatever else sits under its key', () => {
    expect(readSearchHistory(memoryStorage({ 'facet.shop.searchHistory': '{"a":1}' }))).toEqual([]);
  });
});
