import type { StockInput } from './stock';

/**
 * How a stock-list cell becomes a value: trade spellings normalised (BR → round, VG, NON →
 * None, HK → Hong Kong), numbers read with their $ , % left out, the rest as given.
 */
export type CsvReading =
  | 'category'
  | 'shape'
  | 'finish'
  | 'fluorescence'
  | 'code'
  | 'location'
  | 'fancyColor'
  | 'intensity'
  | 'overtone'
  | 'word'
  | 'yesNo'
  | 'blackInclusion'
  | 'orientation'
  | 'images'
  | 'frames'
  | 'text'
  | 'flag'
  | 'number'
  | 'measurements'
  | 'total'
  | 'availability';

/** A column of a stock list that is no field of its own: read into others, or written from them. */
export type CsvOnlyField = 'Measurements' | 'TotalPrice' | 'Availability';

export type StoneField = {
  /** The name on the wire and in a stock record; a stock-list-only column has its own name. */
  wire: keyof StockInput | CsvOnlyField;
  /**
   * The goods row's property that holds the value as given — copied both ways as it is — or
   * null when the stored form differs (prices in cents, ranks) or nothing is stored.
   */
  column: string | null;
  /** Empty text is stored as null. */
  text?: true;
  /** The stock-list header it is written under, in export order; null: not exported. */
  header: string | null;
  read: CsvReading;
  /** Other headers the trade writes it under (RapNet, Nivoda, IDEX, suppliers' own). */
  aliases: readonly string[];
};

/**
 * Every field of a stone, once: wire name ↔ row column ↔ stock-list header and aliases ↔ how a
 * cell is read. The wire mapping, the stock record ↔ row mappings and the stock-list import
 * and export are derived from it. In export order.
 */
export const STONE_FIELDS = [
  { wire: 'StockNo', column: 'stockNo', header: 'Stock #', read: 'text', aliases: ['stock#', 'stockno', 'stocknumber', 'stockid', 'stock id', 'stock no', 'stock number', 'sku', 'lot#', 'lot no', 'vendor stock number', 'ref#'] },
  { wire: 'Category', column: 'category', header: 'Category', read: 'category', aliases: ['type'] },
  { wire: 'Shape', column: 'shape', header: 'Shape', read: 'shape', aliases: ['shape name'] },
  { wire: 'Weight', column: 'weight', header: 'Weight', read: 'number', aliases: ['size', 'carat', 'carats', 'carat weight', 'ct', 'cts'] },
  { wire: 'Color', column: 'color', header: 'Color', read: 'code', aliases: ['colour'] },
  { wire: 'Clarity', column: 'clarity', header: 'Clarity', read: 'code', aliases: [] },
  { wire: 'Cut', column: 'cut', header: 'Cut', read: 'finish', aliases: ['cut grade'] },
  { wire: 'Polish', column: 'polish', header: 'Polish', read: 'finish', aliases: ['pol'] },
  { wire: 'Symmetry', column: 'symmetry', header: 'Symmetry', read: 'finish', aliases: ['sym', 'symm'] },
  { wire: 'Fluorescence', column: 'fluorescence', header: 'Fluorescence Intensity', read: 'fluorescence', aliases: ['fluorescence', 'fluor', 'fluor intensity', 'flour', 'fluo'] },
  { wire: 'Lab', column: 'lab', header: 'Lab', read: 'code', aliases: ['grading lab', 'certificate type', 'cert lab'] },
  { wire: 'CertificateNo', column: 'certificateNo', text: true, header: 'Certificate #', read: 'text', aliases: ['certificate no', 'certificate', 'certificate number', 'cert #', 'cert no', 'cert', 'report #', 'report no', 'report number'] },
  { wire: 'ReportDate', column: 'reportDate', header: 'Report Date', read: 'text', aliases: ['certificate date'] },
  { wire: 'ReportPlace', column: 'reportPlace', text: true, header: 'Report Place', read: 'text', aliases: [] },
  { wire: 'Measurements', column: null, header: 'Measurements', read: 'measurements', aliases: ['measurement', 'meas'] },
  { wire: 'Length', column: 'length', header: null, read: 'number', aliases: [] },
  { wire: 'Width', column: 'width', header: null, read: 'number', aliases: [] },
  { wire: 'Height', column: 'height', header: null, read: 'number', aliases: [] },
  { wire: 'DepthPct', column: 'depthPct', header: 'Depth %', read: 'number', aliases: ['depth%', 'depth', 'total depth', 'depth percent'] },
  { wire: 'TablePct', column: 'tablePct', header: 'Table %', read: 'number', aliases: ['table%', 'table', 'table percent'] },
  { wire: 'CrownHeight', column: 'crownHeight', header: 'Crown Height', read: 'number', aliases: ['crown', 'crown %'] },
  { wire: 'PavilionDepth', column: 'pavilionDepth', header: 'Pavilion Depth', read: 'number', aliases: ['pavilion', 'pavilion %'] },
  { wire: 'Girdle', column: 'girdle', text: true, header: 'Girdle', read: 'text', aliases: ['girdle condition'] },
  { wire: 'Culet', column: 'culet', text: true, header: 'Culet', read: 'text', aliases: ['culet size'] },
  { wire: 'Milky', column: 'milky', header: 'Milky', read: 'word', aliases: [] },
  { wire: 'Shade', column: 'shade', header: 'Shade', read: 'word', aliases: ['shade/tinge', 'tinge'] },
  { wire: 'EyeClean', column: 'eyeClean', header: 'Eye Clean', read: 'yesNo', aliases: ['eyeclean', 'ec', 'eye clean yes/no'] },
  { wire: 'Bgm', column: 'bgm', header: 'BGM', read: 'yesNo', aliases: ['b.g.m', 'brown green milky', 'no bgm'] },
  { wire: 'BlackInclusion', column: 'blackInclusion', header: 'Black Inclusion', read: 'blackInclusion', aliases: ['black inclusions', 'black incl', 'black', 'black inclusion (table)'] },
  { wire: 'FancyColor', column: 'fancyColor', header: 'Fancy Color', read: 'fancyColor', aliases: ['fancy colour', 'fancy color main body'] },
  { wire: 'Intensity', column: 'intensity', header: 'Fancy Color Intensity', read: 'intensity', aliases: ['intensity', 'fancy intensity'] },
  { wire: 'Overtone', column: 'overtone', header: 'Fancy Color Overtone', read: 'overtone', aliases: ['overtone', 'fancy overtone'] },
  { wire: 'Saturation', column: 'saturation', text: true, header: 'Saturation', read: 'text', aliases: [] },
  { wire: 'Hue', column: 'hue', text: true, header: 'Hue', read: 'text', aliases: [] },
  { wire: 'Process', column: 'process', header: 'Growth Type', read: 'code', aliases: ['process', 'growth', 'method'] },
  { wire: 'Grade', column: 'grade', header: 'Grade', read: 'code', aliases: ['material', 'material grade'] },
  { wire: 'SeedShape', column: 'seedShape', header: 'Seed Shape', read: 'word', aliases: [] },
  { wire: 'Orientation', column: 'orientation', header: 'Orientation', read: 'orientation', aliases: ['crystal orientation'] },
  { wire: 'Thickness', column: 'thickness', header: 'Thickness', read: 'number', aliases: [] },
  { wire: 'PricingBasis', column: 'pricingBasis', header: 'Pricing Basis', read: 'word', aliases: ['basis'] },
  { wire: 'ListPrice', column: null, header: 'List Price', read: 'number', aliases: ['rap price', 'rap', 'rapaport', 'rapnet price'] },
  { wire: 'Discount', column: null, header: 'Discount', read: 'number', aliases: ['discount %', 'disc', 'disc %', 'rap %', 'rap disc', 'rapnet discount %', 'rapnet discount'] },
  { wire: 'PricePerCarat', column: null, header: 'Price/ct', read: 'number', aliases: ['price per carat', '$/ct', 'ppc', 'asking price per carat', 'cash price/ct'] },
  { wire: 'Price', column: null, header: 'Price', read: 'number', aliases: ['unit price', 'price per piece'] },
  { wire: 'TotalPrice', column: null, header: null, read: 'total', aliases: ['total price', 'total', 'asking price', 'amount'] },
  { wire: 'Stock', column: null, header: 'Stock', read: 'number', aliases: ['quantity', 'qty', 'pieces', 'pcs'] },
  { wire: 'MinBuy', column: null, header: 'Min Buy', read: 'number', aliases: ['minbuy', 'moq', 'minimum quantity'] },
  { wire: 'MadeToOrder', column: null, header: 'Made To Order', read: 'flag', aliases: [] },
  { wire: 'Availability', column: null, header: 'Availability', read: 'availability', aliases: ['status'] },
  { wire: 'OnMarket', column: 'onMarket', header: null, read: 'flag', aliases: [] },
  { wire: 'Location', column: 'location', header: 'Location', read: 'location', aliases: ['country', 'city'] },
  { wire: 'Description', column: 'description', text: true, header: 'Description', read: 'text', aliases: ['comments', 'remarks', 'key to symbols'] },
  { wire: 'Images', column: null, header: 'Image', read: 'images', aliases: ['images', 'image url', 'image link', 'diamond image', 'picture', 'photo'] },
  { wire: 'Video', column: 'video', text: true, header: 'Video', read: 'text', aliases: ['video url', 'video link', 'v360'] },
  { wire: 'Frames', column: null, header: '360', read: 'frames', aliases: ['360 view', '360 frames', '360 images', 'spin', 'frames'] },
] as const satisfies readonly StoneField[]; // prettier-ignore

type Copied = Extract<(typeof STONE_FIELDS)[number], { column: string }>;

/** The fields stored as given: a stone's description, copied between record, row and wire. */
export const COPIED_STONE_FIELDS = STONE_FIELDS.filter(
  (field): field is Copied => field.column !== null,
);

/** Wire name → value, for every copied field of a stored row (the wire and the edit form). */
export function copiedFieldsOf(row: Record<string, unknown>) {
  return Object.fromEntries(COPIED_STONE_FIELDS.map((f) => [f.wire, row[f.column] ?? null])) as {
    [F in Copied as F['wire']]: unknown;
  };
}

/** Column → value, for every copied field of a stock record; empty text is stored as null. */
export function copiedColumnsOf(record: Partial<Record<string, unknown>>) {
  return Object.fromEntries(
    COPIED_STONE_FIELDS.map((f) => {
      const value = record[f.wire];
      return [f.column, 'text' in f ? value || null : (value ?? null)];
    }),
  ) as { [F in Copied as F['column']]: unknown };
}
