import { describe, expect, it } from 'vitest';
import startEn from './en.json';
import startZhCN from './zh-CN.json';
import startZhTW from './zh-TW.generated.json';
import catalogueEn from './catalogue/en.json';
import catalogueZhCN from './catalogue/zh-CN.json';
import catalogueZhTW from './catalogue/zh-TW.generated.json';
import searchEn from './search/en.json';
import searchZhCN from './search/zh-CN.json';
import searchZhTW from './search/zh-TW.generated.json';
import dailyEn from './daily/en.json';
import dailyZhCN from './daily/zh-CN.json';
import dailyZhTW from './daily/zh-TW.generated.json';
import pagesEn from './pages/en.json';
import pagesZhCN from './pages/zh-CN.json';
import pagesZhTW from './pages/zh-TW.generated.json';

// The start-up texts and the page texts (loaded with their pages in four sets: the goods', the
// search's, the daily pages', every other page's) form one catalogue.
const en = { ...startEn, ...catalogueEn, ...searchEn, ...dailyEn, ...pagesEn };
const zhCN = { ...startZhCN, ...catalogueZhCN, ...searchZhCN, ...dailyZhCN, ...pagesZhCN };
const zhTW = { ...startZhTW, ...catalogueZhTW, ...searchZhTW, ...dailyZhTW, ...pagesZhTW };

/** Every text of a catalogue by its dotted path (array items by index). */
function flatten(value: unknown, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  if (typeof value === 'string') {
    texts.set(prefix, value);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const entry of flatten(child, prefix ? `${prefix}.${key}` : key)) texts.set(...entry);
    }
  }
  return texts;
}

/** What a translation must keep from the English: {{variables}} and <tags> for Trans. */
const slots = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[0]).sort();

const english = flatten(en);

describe.each([
  ['zh-CN', zhCN],
  ['zh-TW', zhTW],
])('the %s catalogue', (_name, catalogue) => {
  const translated = flatten(catalogue);

  it('has exactly the English texts, none empty', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of translated) expect(text.trim(), path).not.toBe('');
  });

  it('keeps every interpolation variable and markup tag', () => {
    for (const [path, text] of english) {
      expect(slots(translated.get(path) ?? ''), path).toEqual(slots(text));
    }
  });
});

describe('the page texts', () => {
  it('share no section with the start-up texts, so merging one into the other loses nothing', () => {
    const sections = [startEn, catalogueEn, searchEn, dailyEn, pagesEn].flatMap((texts) =>
      Object.keys(texts),
    );
    expect(sections.length).toBe(new Set(sections).size);
  });
});
