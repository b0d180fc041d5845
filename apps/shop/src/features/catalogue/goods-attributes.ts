import {
  labelOf,
  labelOfText,
  type Goods,
  type LabelGroup,
  type Locale,
  type WrittenField,
} from '@facet/contract';
import {
  formatCalendarDay,
  formatCarats,
  formatMillimetres,
  formatNumber,
  formatPercent,
} from '../../shared/format/format';
import { plateSize } from './goods-text';

export type AttributeKey =
  | 'category'
  | 'stockNo'
  | 'shape'
  | 'weight'
  | 'color'
  | 'clarity'
  | 'cut'
  | 'polish'
  | 'symmetry'
  | 'fluorescence'
  | 'fancyColor'
  | 'intensity'
  | 'overtone'
  | 'saturation'
  | 'hue'
  | 'milky'
  | 'shade'
  | 'eyeClean'
  | 'bgm'
  | 'blackInclusion'
  | 'process'
  | 'grade'
  | 'seedShape'
  | 'orientation'
  | 'size'
  | 'length'
  | 'width'
  | 'thickness'
  | 'table'
  | 'depth'
  | 'crownHeight'
  | 'pavilionDepth'
  | 'girdle'
  | 'culet'
  | 'lab'
  | 'certificateNo'
  | 'reportPlace'
  | 'reportDate'
  | 'location'
  | 'description';

export type AttributeGroupKey = 'grading' | 'measurements' | 'certificate' | 'origin';
export type AttributeRow = { key: AttributeKey; value: string };
export type AttributeGroup = { key: AttributeGroupKey; rows: AttributeRow[] };

/**
 * Every attribute a good has, grouped as a grading report reads, each value in the buyer's
 * language. Attributes the category lacks (null on the wire) are left out, and so are groups
 * left empty.
 */
export function goodsAttributes(goods: Goods, locale: Locale): AttributeGroup[] {
  const label = (group: LabelGroup) => (value: string) => labelOf(locale, group, value);
  const finish = (code: string) => `${labelOf(locale, 'Finish', code)} (${code})`;
  const percent = (value: number) => formatPercent(locale, value);
  const mm = (value: number) => formatMillimetres(locale, value);
  const plain = (value: string) => value;
  // Free text a supplier wrote: in the buyer's language where the vocabulary knows it.
  const written = (field: WrittenField) => (value: string) => labelOfText(locale, field, value);

  const row = <T>(key: AttributeKey, value: T | null | undefined, show: (value: T) => string) =>
    value == null || value === '' ? null : { key, value: show(value) };
  const rows = (...entries: (AttributeRow | null)[]) =>
    entries.filter((entry): entry is AttributeRow => entry !== null);

  // Rough stones and seeds are measured as plates, cut stones as length × width × height.
  const plate = goods.Category === 'seed' || goods.Category === 'rough';
  const cutSize =
    goods.Length != null && goods.Width != null && goods.Height != null
      ? `${[goods.Length, goods.Width, goods.Height].map((n) => formatNumber(locale, n, 2)).join(' × ')} mm`
      : null;

  const groups: AttributeGroup[] = [
    {
      key: 'grading',
      rows: rows(
        row('shape', goods.Shape, label('Shape')),
        row('seedShape', goods.SeedShape, label('SeedShape')),
        row('weight', goods.Weight, (w) => formatCarats(locale, w)),
        row('color', goods.Color, plain),
        row('fancyColor', goods.FancyColor, label('FancyColor')),
        row('intensity', goods.Intensity, label('Intensity')),
        row('overtone', goods.Overtone, label('Overtone')),
        row('saturation', goods.Saturation, written('Saturation')),
        row('hue', goods.Hue, written('Hue')),
        row('clarity', goods.Clarity, plain),
        row('cut', goods.Cut, finish),
        row('polish', goods.Polish, finish),
        row('symmetry', goods.Symmetry, finish),
        row('fluorescence', goods.Fluorescence, label('Fluorescence')),
        row('milky', goods.Milky, label('Milky')),
        row('shade', goods.Shade, label('Shade')),
        row('eyeClean', goods.EyeClean, label('EyeClean')),
        row('bgm', goods.Bgm, label('Bgm')),
        row('blackInclusion', goods.BlackInclusion, label('BlackInclusion')),
        row('process', goods.Process, label('Process')),
        row('grade', goods.Grade, label('Grade')),
        row('orientation', goods.Orientation, label('Orientation')),
      ),
    },
    {
      key: 'measurements',
      rows: plate
        ? rows(
            row('size', plateSize(goods, locale), plain),
            row('length', goods.Length, mm),
            row('width', goods.Width, mm),
            row('thickness', goods.Thickness, mm),
          )
        : rows(
            row('size', cutSize, plain),
            row('table', goods.TablePct, percent),
            row('depth', goods.DepthPct, percent),
            row('crownHeight', goods.CrownHeight, percent),
            row('pavilionDepth', goods.PavilionDepth, percent),
            row('girdle', goods.Girdle, written('Girdle')),
            row('culet', goods.Culet, written('Culet')),
          ),
    },
    {
      key: 'certificate',
      rows: rows(
        row('lab', goods.Lab, plain),
        row('certificateNo', goods.CertificateNo, plain),
        row('reportPlace', goods.ReportPlace, written('ReportPlace')),
        row('reportDate', goods.ReportDate, (date) => formatCalendarDay(locale, date)),
      ),
    },
    {
      key: 'origin',
      rows: rows(
        row('category', goods.Category, label('Category')),
        row('stockNo', goods.StockNo, plain),
        row('location', goods.Location, label('Location')),
        row('description', goods.Description, plain),
      ),
    },
  ];
  return groups.filter((group) => group.rows.length > 0);
}
