import { describe, expect, it } from 'vitest';
import { storeNameSize } from './store-name';

describe('the store name in the header', () => {
  it('keeps a short name large and sets a long one smaller, a Chinese character counting two', () => {
    expect(storeNameSize('Mei Jewels')).toBe('normal');
    expect(storeNameSize('Golden Harbour Fine Jewellery')).toBe('long');
    expect(storeNameSize('Golden Harbour Fine Jewellery & Diamonds, Central')).toBe('longer');
    expect(storeNameSize('美珠宝')).toBe('normal');
    expect(storeNameSize('金港珠宝钻石行有限公司')).toBe('long');
    expect(storeNameSize('金港珠宝钻石行（香港）有限公司中环旗舰店')).toBe('longer');
  });
});
