import { LOCALES } from '../locale';
import type { GoodsFilter } from './goods';
import { labelOf } from './labels';
import {
  CLARITIES,
  COLORS,
  LABS,
  SHAPES,
  type Clarity,
  type Color,
  type Lab,
  type Shape,
} from './vocabulary';

/** What a buyer's words asked for, as catalogue filters. */
export type SearchWords = Pick<
  GoodsFilter,
  'Shape' | 'Color' | 'Clarity' | 'Lab' | 'WeightMin' | 'WeightMax'
>;

/** "1ct", "1.5 ct", "0.7 carat", "2克拉": a weight as the trade writes it. */
const WEIGHT = /(\d+(?:\.\d+)?)\s*(?:ct|cts|carats?|克拉|卡)(?![a-z])/giu;

const byWord = <T extends string>(values: readonly T[]) =>
  new Map(values.map((value) => [value.toLowerCase(), value] as const));
const COLOR_WORDS = byWord(COLORS);
const CLARITY_WORDS = byWord(CLARITIES);
const LAB_WORDS = byWord(LABS);

const isLatin = (text: string) => /^[\p{Script=Latin}\d .-]+$/u.test(text);

/**
 * Each shape by its names — the code and its label in every language, each name once, longest
 * first — as the pattern that finds it: Latin names as whole words ("oval", not the "oval" in
 * "ovals"), Chinese ones anywhere.
 */
const SHAPE_PATTERNS = [
  ...new Map(
    SHAPES.flatMap((shape) =>
      [shape, ...LOCALES.map((locale) => labelOf(locale, 'Shape', shape))].map(
        (name) => [name.toLowerCase(), shape] as const,
      ),
    ),
  ),
]
  .sort(([a], [b]) => b.length - a.length)
  .map(([name, shape]) => {
    // The name as itself (a hyphen needs no escape, and in a `u` pattern must not have one).
    const literal = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = isLatin(name)
      ? new RegExp(`(?<![\\p{L}\\d])${literal}(?![\\p{L}\\d])`, 'giu')
      : new RegExp(literal, 'gu');
    return [pattern, shape] as const;
  });

/**
 * Reads a keyword as the trade's words — shape names in any of the three languages, colour
 * and clarity grades, labs and a weight ("round 1ct D", "圆形", "IGI VS1") — or returns null
 * when any part of it is something else (a stock or certificate number, a name): then it is
 * searched as written. A weight is the window a dealer means by it: 1 ct is 1.00–1.099 ct.
 */
export function readSearchWords(keyword: string): SearchWords | null {
  let rest = ` ${keyword.toLowerCase()} `;
  const words: SearchWords = {};
  const add = <K extends 'Shape' | 'Color' | 'Clarity' | 'Lab'>(
    key: K,
    value: NonNullable<SearchWords[K]>[number],
  ) => {
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
  for (const [pattern, shape] of SHAPE_PATTERNS) {
    rest = rest.replace(pattern, () => {
      add('Shape', shape as Shape);
      return ' ';
    });
  }
  for (const token of rest.split(/[\s,;/+]+/).filter(Boolean)) {
    const color = COLOR_WORDS.get(token);
    const clarity = CLARITY_WORDS.get(token);
    const lab = LAB_WORDS.get(token);
    if (color) add('Color', color as Color);
    else if (clarity) add('Clarity', clarity as Clarity);
    else if (lab) add('Lab', lab as Lab);
    else return null;
  }
  return Object.keys(words).length ? words : null;
}
