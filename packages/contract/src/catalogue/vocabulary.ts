/**
 * The trade's vocabularies, once. Every grade list is ordered best first, so an index in the
 * array is the grade's rank (sorting by colour or clarity sorts by rank, not by letter).
 */

/** Goods categories (docs/api.md: `Goods.Category`); ring settings live apart, in Airflare. */
export const CATEGORIES = [
  'rough',
  'seed',
  'lab-white',
  'lab-fancy',
  'natural-white',
  'natural-fancy',
  'parcel',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const SHAPES = [
  'round',
  'princess',
  'emerald',
  'radiant',
  'oval',
  'pear',
  'marquise',
  'heart',
  'cushion',
  'trillion',
  'asscher',
  'rosette',
  'rectangle',
  'other',
] as const;
export type Shape = (typeof SHAPES)[number];

export const COLORS = [
  'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P',
  'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z',
] as const; // prettier-ignore
export type Color = (typeof COLORS)[number];

export const CLARITIES = [
  'FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'SI3', 'I1', 'I2', 'I3',
] as const; // prettier-ignore
export type Clarity = (typeof CLARITIES)[number];

/** Cut, polish and symmetry share one scale: Ideal, Excellent, Very Good, Good, Fair, Poor. */
export const FINISH_GRADES = ['ID', 'EX', 'VG', 'G', 'F', 'P'] as const;
export type FinishGrade = (typeof FINISH_GRADES)[number];

export const FLUORESCENCES = ['None', 'Faint', 'Medium', 'Strong', 'Very Strong'] as const;
export type Fluorescence = (typeof FLUORESCENCES)[number];

export const FANCY_COLORS = [
  'yellow',
  'pink',
  'blue',
  'green',
  'orange',
  'brown',
  'purple',
  'red',
  'gray',
  'black',
  'violet',
  'chameleon',
] as const;
export type FancyColor = (typeof FANCY_COLORS)[number];

export const INTENSITIES = [
  'Faint',
  'Very Light',
  'Light',
  'Fancy Light',
  'Fancy',
  'Fancy Intense',
  'Fancy Vivid',
  'Fancy Deep',
  'Fancy Dark',
] as const;
export type Intensity = (typeof INTENSITIES)[number];

export const OVERTONES = [
  'none',
  'yellowish',
  'pinkish',
  'bluish',
  'greenish',
  'orangey',
  'brownish',
  'purplish',
  'grayish',
] as const;
export type Overtone = (typeof OVERTONES)[number];

export const LABS = ['GIA', 'IGI', 'HRD', 'AGS', 'GCAL'] as const;
export type Lab = (typeof LABS)[number];

export const LOCATIONS = [
  'India',
  'China',
  'Belgium',
  'Israel',
  'USA',
  'Dubai',
  'Hong Kong',
  'Shenzhen',
  'Mumbai',
] as const;
export type Location = (typeof LOCATIONS)[number];

/**
 * Girdle thickness as the labs grade it, thinnest first. Suppliers write a girdle as free text:
 * one of these, a range of two ("Thin to Medium"), perhaps with its finish ("Medium, Faceted").
 */
export const GIRDLES = [
  'Extremely Thin', 'Very Thin', 'Thin', 'Slightly Thin', 'Medium',
  'Slightly Thick', 'Thick', 'Very Thick', 'Extremely Thick',
] as const; // prettier-ignore
export const GIRDLE_FINISHES = ['Faceted', 'Polished', 'Bruted'] as const;

/** Culet size as the labs grade it, smallest first (free text on the stock record). */
export const CULETS = [
  'None', 'Pointed', 'Very Small', 'Small', 'Medium',
  'Slightly Large', 'Large', 'Very Large', 'Extremely Large',
] as const; // prettier-ignore

/** The cities labs issue reports in: a report's place (free text on the stock record). */
export const REPORT_PLACES = [
  'New York', 'Carlsbad', 'Las Vegas', 'Antwerp', 'Mumbai', 'Surat', 'Ramat Gan', 'Tel Aviv',
  'Dubai', 'Hong Kong', 'Shanghai', 'Shenzhen', 'Bangkok', 'Tokyo', 'Gaborone', 'Johannesburg',
] as const; // prettier-ignore

export const PROCESSES = ['CVD', 'HPHT'] as const;
export type Process = (typeof PROCESSES)[number];

/** Material grade of rough stones and seeds. */
export const MATERIAL_GRADES = ['A', 'B', 'C'] as const;
export type MaterialGrade = (typeof MATERIAL_GRADES)[number];

export const SEED_SHAPES = ['square', 'rectangle', 'sphere'] as const;
export type SeedShape = (typeof SEED_SHAPES)[number];

/** Crystal orientation of a seed's growth face, by Miller index. */
export const ORIENTATIONS = ['100', '110', '111'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

export const MILKY_GRADES = ['none', 'light', 'medium', 'heavy'] as const;
export type Milky = (typeof MILKY_GRADES)[number];

export const SHADES = ['none', 'brown', 'green', 'gray', 'mixed'] as const;
export type Shade = (typeof SHADES)[number];

/** Eye clean: no inclusion seen without a loupe (Nivoda's and RapNet's yes/no). */
export const EYE_CLEAN = ['yes', 'no'] as const;
export type EyeClean = (typeof EYE_CLEAN)[number];

/** BGM — brown, green or milky — as suppliers flag it: "No BGM" is the wanted answer. */
export const BGM = ['no', 'yes'] as const;
export type Bgm = (typeof BGM)[number];

/** Black inclusions by where and how many, as the trade grades them: table (BT) and crown (BC), 0–3. */
export const BLACK_INCLUSIONS = ['none', 'BT0', 'BT1', 'BT2', 'BT3', 'BC0', 'BC1', 'BC2', 'BC3'] as const; // prettier-ignore
export type BlackInclusion = (typeof BLACK_INCLUSIONS)[number];

export const PRICING_BASES = ['weight', 'grain', 'piece', 'discount'] as const;
export type PricingBasis = (typeof PRICING_BASES)[number];

/** Ring-setting metals (Airflare). */
export const METALS = ['18k-white', '18k-yellow', '18k-rose', 'pt950', '14k-white'] as const;
export type Metal = (typeof METALS)[number];

/** A stone sells alone; a parcel by the carat; rough stones and seeds by the piece. */
export const UNIQUE_CATEGORIES: readonly Category[] = [
  'lab-white',
  'lab-fancy',
  'natural-white',
  'natural-fancy',
];
export const isUnique = (category: Category) => UNIQUE_CATEGORIES.includes(category);

/** Categories that can be grown to order when out of stock (arrival about 20 days, §9). */
export const MADE_TO_ORDER_CATEGORIES: readonly Category[] = ['seed', 'lab-white', 'lab-fancy'];
export const ARRIVAL_DAYS_MADE_TO_ORDER = 20;

/** The unit a quantity of this category counts: carats for parcels, pieces otherwise. */
export const stockUnit = (category: Category): 'carat' | 'piece' =>
  category === 'parcel' ? 'carat' : 'piece';

/** Rank of a grade in its list (0 = best); -1 when unknown. */
export const rankOf = <T extends string>(list: readonly T[], value: string | null | undefined) =>
  value == null ? -1 : (list as readonly string[]).indexOf(value);

/** Grade lists the shop and console offer as pickers, by their filter names. */
export const VOCABULARIES = {
  Category: CATEGORIES,
  Shape: SHAPES,
  Color: COLORS,
  Clarity: CLARITIES,
  Cut: FINISH_GRADES,
  Polish: FINISH_GRADES,
  Symmetry: FINISH_GRADES,
  Fluorescence: FLUORESCENCES,
  FancyColor: FANCY_COLORS,
  Intensity: INTENSITIES,
  Overtone: OVERTONES,
  Lab: LABS,
  Location: LOCATIONS,
  Process: PROCESSES,
  Grade: MATERIAL_GRADES,
  SeedShape: SEED_SHAPES,
  Orientation: ORIENTATIONS,
  Milky: MILKY_GRADES,
  Shade: SHADES,
  EyeClean: EYE_CLEAN,
  Bgm: BGM,
  BlackInclusion: BLACK_INCLUSIONS,
  PricingBasis: PRICING_BASES,
  Metal: METALS,
} as const;
export type VocabularyName = keyof typeof VOCABULARIES;

/**
 * Vocabularies of fields a supplier writes as free text (the stock record takes any text): the
 * shop reads a value against them to show it in the buyer's language, and shows what it does
 * not know as written.
 */
export const WRITTEN_VOCABULARIES = {
  Girdle: GIRDLES,
  GirdleFinish: GIRDLE_FINISHES,
  Culet: CULETS,
  ReportPlace: REPORT_PLACES,
} as const;
export type WrittenVocabularyName = keyof typeof WRITTEN_VOCABULARIES;
