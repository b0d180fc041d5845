import { loadCatalogue, readSearchWords } from '@facet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchWordsText } from './search-words-text';

// The Chinese words load as the shop loads them, with the reader's language.
beforeAll(async () => {
  await Promise.all([loadCatalogue('zh-CN'), loadCatalogue('zh-TW')]);
});

describe('what a search read the buyer’s words as', () => {
  it('names each filter in the buyer’s language', () => {
    expect(searchWordsText(readSearchWords('round 1ct D')!, 'en')).toEqual([
      'Round',
      '1.00–1.09 ct',
      'D',
    ]);
    expect(searchWordsText(readSearchWords('培育 粉钻 1.5克拉 IGI')!, 'zh-CN')).toEqual([
      '1.50–1.59 ct',
      '粉色',
      'IGI',
      '培育白钻或培育彩钻',
    ]);
    expect(searchWordsText(readSearchWords('lab grown D E')!, 'en')).toEqual([
      'D or E',
      'Lab-grown white or Lab-grown fancy',
    ]);
  });
});
