import { describe, expect, test } from 'vitest';
import {
  LABEL_GROUP_OF,
  LOCALES,
  VOCABULARIES,
  WRITTEN_VOCABULARIES,
  labelOf,
  labelOfText,
  vocabularyLabels,
  type LabelGroup,
} from '../src';

/** Every value of every vocabulary, with the group its words live in. */
const everyValue = Object.entries({ ...VOCABULARIES, ...WRITTEN_VOCABULARIES }).flatMap(
  ([name, values]) =>
    (values as readonly string[]).map((value) => ({
      name,
      value,
      group: LABEL_GROUP_OF[name as keyof typeof LABEL_GROUP_OF] as LabelGroup | null,
    })),
);

/** A label holding a word ("Medium", "Very good"), not only a code ("D", "VS1", "EX", "<100>"). */
const isWord = (text: string) => /\p{Ll}{2}/u.test(text);

describe('every vocabulary value a buyer sees is in their language', () => {
  test('each vocabulary says where its words are', () => {
    for (const name of Object.keys({ ...VOCABULARIES, ...WRITTEN_VOCABULARIES })) {
      expect(LABEL_GROUP_OF, name).toHaveProperty(name);
    }
  });

  test('codes read alike in every language are codes', () => {
    for (const { name, value } of everyValue.filter(({ group }) => group === null)) {
      expect(value, `${name} ${value}`).toMatch(/^[A-Z0-9]+$/);
    }
  });

  test.each(everyValue.filter(({ group }) => group !== null))(
    '$name $value has an English label and a Chinese one of its own',
    ({ group, value }) => {
      const english = (vocabularyLabels.en[group!] as Record<string, string>)[value];
      expect(english).toBeTruthy();
      for (const locale of ['zh-CN', 'zh-TW'] as const) {
        const own = (vocabularyLabels[locale][group!] as Record<string, string>)[value];
        expect(own, locale).toBeTruthy();
        // A word stays English only by mistake; codes (GIA, CVD) may stay as they are.
        if (isWord(english!)) expect(own, locale).not.toBe(english);
      }
    },
  );

  test('the girdle and the report place of the issue read in Chinese', () => {
    expect(labelOf('zh-CN', 'Girdle', 'Medium')).toBe('中等');
    expect(labelOf('zh-CN', 'ReportPlace', 'Mumbai')).toBe('孟买');
    expect(labelOf('zh-TW', 'Location', 'Mumbai')).toBe('孟買');
  });
});

describe('a grade written as free text', () => {
  test.each([
    ['Girdle', 'Medium', '中等', 'Medium'],
    ['Girdle', 'Thin to Medium', '薄至中等', 'Thin to Medium'],
    ['Girdle', 'medium - slightly thick', '中等至稍厚', 'Medium to Slightly thick'],
    ['Girdle', 'STK, Faceted', '稍厚，刻面', 'Slightly thick, Faceted'],
    ['Girdle', 'TN-MED (Polished)', '薄至中等，抛光', 'Thin to Medium, Polished'],
    ['Culet', 'None', '无', 'None'],
    ['Culet', 'Very Small', '很小', 'Very small'],
    ['ReportPlace', 'Mumbai', '孟买', 'Mumbai'],
    ['ReportPlace', 'new york', '纽约', 'New York'],
    ['Saturation', 'Fancy Intense', '浓彩', 'Fancy intense'],
    ['Hue', 'Yellow', '黄色', 'Yellow'],
    ['Hue', 'Greenish Yellow', '带绿黄色', 'Greenish yellow'],
    ['Hue', 'orangy-pink', '带橙粉色', 'Orangey pink'],
  ] as const)('%s "%s" reads "%s" in 简体', (field, text, chinese, english) => {
    expect(labelOfText('zh-CN', field, text)).toBe(chinese);
    expect(labelOfText('en', field, text)).toBe(english);
  });

  test.each([
    ['Girdle', 'Thin to Wavy'],
    ['Girdle', 'Thin to Medium to Thick'],
    ['Culet', 'Abraded'],
    ['ReportPlace', 'Ulaanbaatar'],
    ['Hue', 'Sunset Yellow'],
  ] as const)('%s "%s" it does not know is shown as written', (field, text) => {
    for (const locale of LOCALES) expect(labelOfText(locale, field, text)).toBe(text);
  });
});
