import { LOCALES, type Locale } from '../locale';
import type { GoodsFilter } from './goods';
import { vocabularyLabels } from './labels/every-labels';
import {
  CATEGORIES,
  CLARITIES,
  COLORS,
  FANCY_COLORS,
  LABS,
  PROCESSES,
  SHAPES,
  type Category,
  type Clarity,
  type Color,
  type FancyColor,
  type Lab,
  type Process,
  type Shape,
} from './vocabulary';

/**
 * What a buyer's words asked for, as catalogue filters — each one an indexed filter of the
 * category queries — and the categories they narrow the search to.
 */
export type SearchWords = Pick<
  GoodsFilter,
  'Shape' | 'Color' | 'Clarity' | 'Lab' | 'FancyColor' | 'Process' | 'WeightMin' | 'WeightMax'
> & { Category?: Category[] };

type ListWord = 'Shape' | 'Color' | 'Clarity' | 'Lab' | 'FancyColor' | 'Process';

/** "1ct", "1.5 ct", "0.7 carat", "2克拉": a weight as the trade writes it. */
const WEIGHT = /(\d+(?:\.\d+)?)\s*(?:ct|cts|carats?|克拉|卡)(?![a-z])/giu;
/** "D色", "g 色": a colour grade as a Chinese buyer writes it. */
const COLOR_GRADE = /(?<![a-z])([d-z])\s*色/giu;

const byWord = <T extends string>(values: readonly T[]) =>
  new Map(values.map((value) => [value.toLowerCase(), value] as const));
const COLOR_WORDS = byWord(COLORS);
const CLARITY_WORDS = byWord(CLARITIES);
const LAB_WORDS = byWord(LABS);
const PROCESS_WORDS = byWord(PROCESSES);

const LAB_GROWN: Category[] = ['lab-white', 'lab-fancy'];
const NATURAL: Category[] = ['natural-white', 'natural-fancy'];
const WHITE: Category[] = ['lab-white', 'natural-white'];
const FANCY: Category[] = ['lab-fancy', 'natural-fancy'];

/**
 * The trade's words for an origin or a kind of goods, beside each category's own name in the
 * three languages ("培育白钻", "Natural fancy"). Words of two kinds narrow to both: "lab grown
 * fancy" is lab-grown fancy-colour stones.
 */
const CATEGORY_WORDS: [names: string[], categories: Category[]][] = [
  [['lab grown', 'lab created', 'lab', 'lgd', 'synthetic', '培育', '培育钻', '培育钻石', '培育鑽', '培育鑽石', '实验室培育', '實驗室培育', '人造', '合成'], LAB_GROWN],
  [['natural', 'mined', 'earth mined', '天然', '天然钻', '天然钻石', '天然鑽', '天然鑽石'], NATURAL],
  [['white', 'colourless', 'colorless', '白钻', '白鑽', '白色'], WHITE],
  [['fancy', 'fancy colour', 'fancy color', 'coloured', 'colored', '彩钻', '彩鑽', '彩色'], FANCY],
  [['rough', 'blank', 'blanks', '毛坯', '原石'], ['rough']],
  [['seed', 'seeds', 'seed crystal', '籽晶', '晶种', '晶種'], ['seed']],
  [['parcel', 'parcels', 'melee', '统货', '統貨', '配石'], ['parcel']],
]; // prettier-ignore

type Phrase =
  | { kind: 'Shape' | 'FancyColor'; value: string }
  | { kind: 'Category'; value: readonly Category[] };

/**
 * A vocabulary value's label in a language: every language's, whichever a web app has loaded
 * to show (a keyword may be written in any of them).
 */
const wordIn = (locale: Locale, group: 'Shape' | 'FancyColor' | 'Category', value: string) =>
  (vocabularyLabels[locale][group] as Record<string, string>)[value] ?? value;

/** Every name of a vocabulary value: its code and its label in each language. */
const namesOf = (group: 'Shape' | 'FancyColor' | 'Category', value: string) => [
  value,
  ...LOCALES.map((locale) => wordIn(locale, group, value)),
];

const isLatin = (text: string) => /^[\p{Script=Latin}\d .-]+$/u.test(text);

/** Each name once, lower-cased; the first meaning given to a name is the one it keeps. */
function phraseTable(entries: [names: string[], phrase: Phrase][]) {
  const table = new Map<string, Phrase>();
  for (const [names, phrase] of entries) {
    for (const name of names) {
      if (!table.has(name.toLowerCase())) table.set(name.toLowerCase(), phrase);
    }
  }
  return [...table];
}

/**
 * The phrases a keyword is read for, longest first (so "培育白钻" is a category before "培育" is
 * an origin): Latin names as whole words ("oval", not the "oval" in "ovals"; a space or hyphen
 * inside optional: "lab-grown", "labgrown"), Chinese ones anywhere.
 */
const PHRASES = phraseTable([
  ...SHAPES.map((shape): [string[], Phrase] => [
    namesOf('Shape', shape),
    { kind: 'Shape', value: shape },
  ]),
  ...CATEGORIES.map((category): [string[], Phrase] => [
    namesOf('Category', category),
    { kind: 'Category', value: [category] },
  ]),
  ...CATEGORY_WORDS.map(([names, value]): [string[], Phrase] => [
    names,
    { kind: 'Category', value },
  ]),
  // A colour by its name, and in Chinese as its stone too: "粉色", "粉钻", "粉鑽".
  ...FANCY_COLORS.map((colour): [string[], Phrase] => [
    [
      ...namesOf('FancyColor', colour),
      ...(colour === 'gray' ? ['grey'] : []),
      ...LOCALES.map((locale) => wordIn(locale, 'FancyColor', colour))
        .filter((name) => name.endsWith('色'))
        .flatMap((name) => [`${name.slice(0, -1)}钻`, `${name.slice(0, -1)}鑽`]),
    ],
    { kind: 'FancyColor', value: colour },
  ]),
])
  .sort(([a], [b]) => b.length - a.length)
  .map(([name, phrase]) => {
    // Each part as itself (a hyphen needs no escape, and in a `u` pattern must not have one).
    const parts = name.split(/[\s-]+/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const pattern = isLatin(name)
      ? new RegExp(`(?<![\\p{L}\\d])${parts.join('[\\s-]*')}(?![\\p{L}\\d])`, 'giu')
      : new RegExp(parts.join('\\s*'), 'gu');
    return [pattern, phrase] as const;
  });

/**
 * Reads a keyword as the trade's words — shape names, categories and origins ("lab grown",
 * "培育", "天然") and fancy colours in any of the three languages, colour and clarity grades,
 * labs, growth processes and a weight ("round 1ct D", "圆形", "IGI VS1", "粉钻 1克拉") — or
 * returns null when any part of it is something else (a stock or certificate number, a name):
 * then it is searched as written. A weight is the window a dealer means by it: 1 ct is
 * 1.00–1.099 ct. Words of origin and kind narrow together; when no category is left (natural
 * seeds), the keyword is not read as words.
 */
export function readSearchWords(keyword: string): SearchWords | null {
  let rest = ` ${keyword.toLowerCase()} `;
  const words: SearchWords = {};
  // The categories the words leave, once any word names one.
  let categories: readonly Category[] | undefined;
  const add = <K extends ListWord>(key: K, value: NonNullable<SearchWords[K]>[number]) => {
    const list = (words[key] ?? []) as string[];
    if (!list.includes(value)) list.push(value);
    (words as Record<string, string[]>)[key] = list;
  };

  rest = rest.replace(WEIGHT, (_, amount: string) => {
    const carats = Number(amount);
    if (carats > 0 && carats <= 100 && words.WeightMin === undefined) {
      words.WeightMin = carats;
      words.WeightMax = Math.round((carats + 0.099) * 1000) / 1000;
    }
    return ' ';
  });
  rest = rest.replace(COLOR_GRADE, (_, grade: string) => {
    add('Color', grade.toUpperCase() as Color);
    return ' ';
  });
  for (const [pattern, phrase] of PHRASES) {
    rest = rest.replace(pattern, () => {
      if (phrase.kind === 'Category')
        categories = (categories ?? CATEGORIES).filter((c) => phrase.value.includes(c));
      else if (phrase.kind === 'Shape') add('Shape', phrase.value as Shape);
      else add('FancyColor', phrase.value as FancyColor);
      return ' ';
    });
  }
  for (const token of rest.split(/[\s,;/+]+/).filter(Boolean)) {
    const color = COLOR_WORDS.get(token);
    const clarity = CLARITY_WORDS.get(token);
    const lab = LAB_WORDS.get(token);
    const process = PROCESS_WORDS.get(token);
    if (color) add('Color', color as Color);
    else if (clarity) add('Clarity', clarity as Clarity);
    else if (lab) add('Lab', lab as Lab);
    else if (process) add('Process', process as Process);
    else return null;
  }
  const named = categories as readonly Category[] | undefined;
  if (named) {
    if (!named.length) return null;
    words.Category = [...named];
  }
  return Object.keys(words).length ? words : null;
}
