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
  ])('%s is searched as written', (_, keyword) => {
    expect(readSearchWords(keyword)).toBeNull();
  });
});
