import { describe, expect, test } from 'vitest';
import { readSearchWords } from '../src';

describe('a keyword read as the trade’s words', () => {
  test.each([
    ['round', { Shape: ['round'] }],
    ['Round 1ct D', { Shape: ['round'], Color: ['D'], WeightMin: 1, WeightMax: 1.099 }],
    [
      'oval 1.5 ct g vs1 gia',
      {
        Shape: ['oval'],
        Color: ['G'],
        Clarity: ['VS1'],
        Lab: ['GIA'],
        WeightMin: 1.5,
        WeightMax: 1.599,
      },
    ],
    ['圆形', { Shape: ['round'] }],
    ['圓形 2克拉', { Shape: ['round'], WeightMin: 2, WeightMax: 2.099 }],
    ['IGI', { Lab: ['IGI'] }],
    ['rose cut', { Shape: ['rosette'] }],
    ['D E F', { Color: ['D', 'E', 'F'] }],
    ['pear, IF', { Shape: ['pear'], Clarity: ['IF'] }],
    ['1.5 carat', { WeightMin: 1.5, WeightMax: 1.599 }],
    ['圆形 1克拉 D色', { Shape: ['round'], Color: ['D'], WeightMin: 1, WeightMax: 1.099 }],
    ['lab grown', { Category: ['lab-white', 'lab-fancy'] }],
    [
      'Lab-grown round 1ct',
      { Category: ['lab-white', 'lab-fancy'], Shape: ['round'], WeightMin: 1, WeightMax: 1.099 },
    ],
    ['培育', { Category: ['lab-white', 'lab-fancy'] }],
    ['培育白钻', { Category: ['lab-white'] }],
    ['天然 圓形', { Category: ['natural-white', 'natural-fancy'], Shape: ['round'] }],
    ['natural fancy pink', { Category: ['natural-fancy'], FancyColor: ['pink'] }],
    ['粉钻', { FancyColor: ['pink'] }],
    ['黃鑽 2克拉', { FancyColor: ['yellow'], WeightMin: 2, WeightMax: 2.099 }],
    ['Lab-grown white', { Category: ['lab-white'] }],
    ['CVD 籽晶', { Category: ['seed'] }],
    ['HPHT lab', { Category: ['lab-white', 'lab-fancy'], Process: ['HPHT'] }],
    ['Oval IGI E VVS2', { Shape: ['oval'], Lab: ['IGI'], Color: ['E'], Clarity: ['VVS2'] }],
  ])('%s', (keyword, words) => {
    expect(readSearchWords(keyword)).toEqual(words);
  });

  test.each([
    ['a stock number', 'NW0012345'],
    ['a certificate number', '2201000001'],
    ['a word the trade’s vocabulary does not have', 'round sparkly'],
    ['a shape inside another word', 'ovals'],
    ['nothing but spaces and commas', ' , '],
    ['a setting’s name', 'Halo'],
    ['words that leave no category', 'natural seed'],
    ['a colour inside another word', 'pinkish'],
  ])('%s is searched as written', (_, keyword) => {
    expect(readSearchWords(keyword)).toBeNull();
  });
});
