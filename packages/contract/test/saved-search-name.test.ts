import { describe, expect, test } from 'vitest';
import { savedSearchName } from '../src';

describe('a saved search named from its filters', () => {
  const oval = { Shape: ['oval' as const], NoBgm: true as const };

  test('in the reader’s language, whatever language it was saved in', () => {
    expect(savedSearchName('en', 'natural-white', oval)).toBe('Oval · No BGM');
    expect(savedSearchName('zh-CN', 'natural-white', oval)).toBe('椭圆形 · 无 BGM');
    expect(savedSearchName('zh-TW', 'natural-white', oval)).toBe('橢圓形 · 無 BGM');
  });

  test('ranges and grades as the trade writes them', () => {
    const filters = {
      Shape: ['round' as const, 'princess' as const],
      WeightMin: 0.5,
      WeightMax: 1,
      Color: ['D' as const, 'E' as const, 'F' as const, 'G' as const],
      Clarity: ['VS1' as const, 'IF' as const],
      PriceMin: 1000,
      Cut: ['EX' as const],
    };
    expect(savedSearchName('en', 'natural-white', filters)).toBe(
      'Round, Princess · 0.50–1.00 ct · D–G · IF, VS1 · ≥ $1,000/ct · Cut EX',
    );
    expect(savedSearchName('zh-CN', 'natural-white', filters)).toBe(
      '圆形, 公主方 · 0.50–1.00 ct · D–G · IF, VS1 · ≥ US$1,000/克拉 · 切工 EX',
    );
  });

  test('a fancy search says its origin; no filter at all names the category', () => {
    expect(savedSearchName('en', 'natural-fancy', { Origin: 'lab', FancyColor: ['pink'] })).toBe(
      'Lab-grown · Pink',
    );
    expect(savedSearchName('zh-CN', 'rough', {})).toBe('毛坯钻');
  });
});
