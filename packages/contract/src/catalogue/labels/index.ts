import type { Locale } from '../../locale';
import {
  FANCY_COLORS,
  GIRDLE_FINISHES,
  GIRDLES,
  CULETS,
  INTENSITIES,
  OVERTONES,
  REPORT_PLACES,
  type VocabularyName,
  type WrittenVocabularyName,
} from '../vocabulary';
import { en, type VocabularyLabels } from './en';
import { addedLabels } from './registry';

export { addVocabularyLabels } from './registry';

export type LabelGroup = keyof VocabularyLabels;

/** The label of a vocabulary value in `locale`; codes without a label (D, VVS1, GIA) as they are. */
export function labelOf(locale: Locale, group: LabelGroup, value: string | null | undefined) {
  if (value == null) return '';
  const entries = (addedLabels[locale] ?? en)[group] as Record<string, string>;
  return entries[value] ?? (en[group] as Record<string, string>)[value] ?? value;
}

export { en as vocabularyLabelsEn };

/**
 * Where each vocabulary's values find their words; null for codes read alike in every language
 * (colour and clarity grades, labs). Cut, polish and symmetry share the finish scale.
 */
export const LABEL_GROUP_OF = {
  Category: 'Category',
  Shape: 'Shape',
  Color: null,
  Clarity: null,
  Cut: 'Finish',
  Polish: 'Finish',
  Symmetry: 'Finish',
  Fluorescence: 'Fluorescence',
  FancyColor: 'FancyColor',
  Intensity: 'Intensity',
  Overtone: 'Overtone',
  Lab: null,
  Location: 'Location',
  Process: 'Process',
  Grade: 'Grade',
  SeedShape: 'SeedShape',
  Orientation: 'Orientation',
  Milky: 'Milky',
  Shade: 'Shade',
  EyeClean: 'EyeClean',
  Bgm: 'Bgm',
  BlackInclusion: 'BlackInclusion',
  PricingBasis: 'PricingBasis',
  Metal: 'Metal',
  Girdle: 'Girdle',
  GirdleFinish: 'GirdleFinish',
  Culet: 'Culet',
  ReportPlace: 'ReportPlace',
} as const satisfies Record<VocabularyName | WrittenVocabularyName, LabelGroup | null>;

/** Fields the stock record takes as free text, read against a vocabulary for the buyer. */
export type WrittenField = 'Girdle' | 'Culet' | 'ReportPlace' | 'Hue' | 'Saturation';

const key = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');
const lookup = <T extends string>(values: readonly T[], aliases: Record<string, T> = {}) =>
  new Map<string, T>([
    ...values.map((value) => [key(value), value] as const),
    ...Object.entries(aliases).map(([alias, value]) => [key(alias), value] as const),
  ]);

/** The stock lists' abbreviations (RapNet, Nivoda) beside the labs' words. */
const GIRDLE_WORDS = lookup(GIRDLES, {
  ETN: 'Extremely Thin', VTN: 'Very Thin', TN: 'Thin', STN: 'Slightly Thin', M: 'Medium',
  MED: 'Medium', STK: 'Slightly Thick', TK: 'Thick', VTK: 'Very Thick', ETK: 'Extremely Thick',
}); // prettier-ignore
const GIRDLE_FINISH_WORDS = lookup(GIRDLE_FINISHES);
const CULET_WORDS = lookup(CULETS, {
  N: 'None', NON: 'None', P: 'Pointed', VS: 'Very Small', S: 'Small', M: 'Medium', MED: 'Medium',
  SL: 'Slightly Large', L: 'Large', VL: 'Very Large', EL: 'Extremely Large',
}); // prettier-ignore
const PLACE_WORDS = lookup(REPORT_PLACES);
const INTENSITY_WORDS = lookup(INTENSITIES);
const COLOUR_WORDS = lookup(FANCY_COLORS, { grey: 'gray' });
const OVERTONE_WORDS = lookup(OVERTONES, { orangy: 'orangey', greyish: 'grayish' });

const RANGE = { en: ' to ', 'zh-CN': '至', 'zh-TW': '至' } as const satisfies Record<
  Locale,
  string
>;
const LIST = { en: ', ', 'zh-CN': '，', 'zh-TW': '，' } as const satisfies Record<Locale, string>;

/**
 * A free-text grade as the buyer reads it: "Thin to Medium" → "薄至中等", "STK, Faceted" →
 * "稍厚，刻面", "Mumbai" → "孟买", "Greenish Yellow" → "带绿黄色". Text with any part the
 * vocabularies do not know is shown as the supplier wrote it, never half translated.
 */
export function labelOfText(locale: Locale, field: WrittenField, text: string | null | undefined) {
  if (text == null) return '';
  const written = text.trim();
  const read = readWritten(locale, field, written);
  return read ?? written;
}

function readWritten(locale: Locale, field: WrittenField, text: string): string | null {
  switch (field) {
    case 'Girdle': {
      const [, range = text, finishText] =
        /^(.*?)[\s,(]+(faceted|polished|bruted)\)?$/i.exec(text) ?? [];
      const ends = range.split(/\s*(?:\bto\b|[-–~/])\s*/i).map((end) => GIRDLE_WORDS.get(key(end)));
      const finish = finishText && GIRDLE_FINISH_WORDS.get(key(finishText));
      if (!ends.length || ends.length > 2 || ends.some((end) => !end)) return null;
      const thickness = ends.map((end) => labelOf(locale, 'Girdle', end)).join(RANGE[locale]);
      return finish
        ? `${thickness}${LIST[locale]}${labelOf(locale, 'GirdleFinish', finish)}`
        : thickness;
    }
    case 'Culet': {
      const culet = CULET_WORDS.get(key(text));
      return culet ? labelOf(locale, 'Culet', culet) : null;
    }
    case 'ReportPlace': {
      const place = PLACE_WORDS.get(key(text));
      return place ? labelOf(locale, 'ReportPlace', place) : null;
    }
    case 'Saturation': {
      const intensity = INTENSITY_WORDS.get(key(text));
      return intensity ? labelOf(locale, 'Intensity', intensity) : null;
    }
    case 'Hue': {
      // A colour, perhaps after an overtone: "Yellow", "Greenish Yellow", "orangy-pink".
      const words = key(text).split(/[\s-]+/);
      const colour = COLOUR_WORDS.get(words.at(-1) ?? '');
      const overtone = words.length === 2 ? OVERTONE_WORDS.get(words[0]!) : undefined;
      if (!colour || words.length > 2 || (words.length === 2 && !overtone)) return null;
      const name = labelOf(locale, 'FancyColor', colour);
      if (!overtone) return name;
      const tone = labelOf(locale, 'Overtone', overtone);
      return locale === 'en' ? `${tone} ${name.toLowerCase()}` : `${tone}${name}`;
    }
  }
}
