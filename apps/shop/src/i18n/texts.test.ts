import { describe, expect, it } from 'vitest';
import { i18n, type TextKey } from './texts';

// Keys the shop does not have, for these tests only.
const key = (name: string) => name as TextKey;

i18n.addTexts('en', {
  test: {
    greeting: 'Hello, {{name}}!',
    stones_one: '{{count}} stone',
    stones_other: '{{count}} stones',
    plain: 'no count here',
    list: ['a', 'b'],
    nested: { deep: 'deep text' },
  },
});
i18n.addTexts('zh-CN', { test: { stones_other: '{{count}} 粒', greeting: '你好，{{name}}！' } });

describe('the shop’s texts', () => {
  it('fills in {{values}}, and an unknown value as nothing', () => {
    i18n.init('en');
    expect(i18n.t(key('test.greeting'), { name: 'Lotte' })).toBe('Hello, Lotte!');
    expect(i18n.t(key('test.greeting'))).toBe('Hello, !');
  });

  it('picks the plural by count: English one for 1, other otherwise; Chinese other always', () => {
    i18n.init('en');
    expect(i18n.t(key('test.stones'), { count: 1 })).toBe('1 stone');
    expect(i18n.t(key('test.stones'), { count: 0 })).toBe('0 stones');
    expect(i18n.t(key('test.stones'), { count: 21 })).toBe('21 stones');
    expect(i18n.t(key('test.plain'), { count: 2 })).toBe('no count here');
    i18n.changeLanguage('zh-CN');
    expect(i18n.t(key('test.stones'), { count: 1 })).toBe('1 粒');
  });

  it('shows the key of a missing text, and not another language’s text', () => {
    i18n.init('zh-CN');
    expect(i18n.t(key('test.plain'))).toBe('test.plain');
    expect(i18n.t(key('test.none.at.all'))).toBe('test.none.at.all');
  });

  it('gives objects only when asked for them', () => {
    i18n.init('en');
    expect(i18n.t(key('test.list'), { returnObjects: true })).toEqual(['a', 'b']);
    expect(i18n.t(key('test.nested'))).toBe('test.nested');
    expect(i18n.t(key('test.nested.deep'))).toBe('deep text');
  });

  it('merges texts that arrive later into the language, a section at a time', () => {
    i18n.init('en');
    i18n.addTexts('en', { test: { later: 'arrived' } });
    expect(i18n.t(key('test.later'))).toBe('arrived');
    expect(i18n.t(key('test.plain'))).toBe('no count here');
    expect(i18n.hasTexts('en')).toBe(true);
    expect(i18n.hasTexts('zh-TW')).toBe(false);
  });

  it('speaks the language changed to, through the same i18n.t', () => {
    i18n.init('en');
    const { t } = i18n;
    i18n.changeLanguage('zh-CN');
    expect(t(key('test.greeting'), { name: 'Lotte' })).toBe('你好，Lotte！');
  });
});
