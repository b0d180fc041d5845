import Papa from 'papaparse';
import {
  CLARITIES,
  COLORS,
  SHAPE_GROUPS,
  fromCents,
  shapeGroupOf,
  toCents,
  toMilliCarats,
  type ListPriceBody,
  type ListPricesReport,
} from '@facet/contract';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { csvLines } from '../../platform/csv';
import type { AuthUser } from '../../platform/auth';
import type { AuditService } from '../audit/audit.service';
import type { InventoryService, ListPriceRow } from '../inventory/inventory.service';

const COLUMNS = ['Shape Group', 'Size From', 'Size To', 'Color', 'Clarity', 'Price/ct'] as const;
const MAX_ROWS = 50_000;

type GridRow = ListPriceRow;

/**
 * The house list-price grid: a stone's list price for the buyers' calculator, the grid as CSV
 * to download and to replace (then every discount re-prices). The grid is stored with the
 * stock it prices: inventory keeps it and re-prices the stones.
 */
export const listPricesService = ({
  db,
  stock,
  audit,
}: {
  db: Db;
  stock: Pick<InventoryService, 'listPrice' | 'listPriceGrid' | 'replaceListPrices'>;
  audit: Pick<AuditService, 'record'>;
}) => ({
  /** The list price per carat of a stone's grades (the buyers' calculator); null outside the grid. */
  async listPrice(body: ListPriceBody) {
    const cents = await stock.listPrice(
      shapeGroupOf(body.Shape),
      toMilliCarats(body.Weight),
      body.Color,
      body.Clarity,
    );
    return { ListPrice: cents == null ? null : fromCents(cents) };
  },

  async exportCsv(): Promise<string> {
    const rows = await stock.listPriceGrid();
    return csvLines([
      [...COLUMNS],
      ...rows.map((r) => [
        r.shapeGroup,
        // Bands end at a thousandth (1.000–1.499 ct): written in full, never rounded up.
        String(r.weightFromMct / 1000),
        String(r.weightToMct / 1000),
        r.color,
        r.clarity,
        (r.priceCents / 100).toFixed(2),
      ]),
    ]);
  },

  /**
   * Replaces the whole grid. A grid is all or nothing: one bad line refuses the file, with
   * every bad line named, and nothing changes.
   */
  async replaceFromCsv(staff: AuthUser, text: string): Promise<ListPricesReport> {
    const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.trim(),
    });
    if (parsed.errors.some((e) => e.type === 'Quotes' || e.type === 'Delimiter')) {
      throw new AppError('CSV_MALFORMED');
    }
    if (!parsed.data.length) throw new AppError('CSV_EMPTY');
    if (parsed.data.length > MAX_ROWS) throw new AppError('CSV_TOO_MANY_ROWS');
    const rows: GridRow[] = [];
    const bad: { path: string; key: 'FIELD_INVALID' }[] = [];
    const seen = new Set<string>();
    parsed.data.forEach((line, i) => {
      const from = Number(line['Size From']);
      const to = Number(line['Size To']);
      const price = Number(String(line['Price/ct'] ?? '').replace(/[$,\s]/g, ''));
      const row: GridRow = {
        shapeGroup: String(line['Shape Group'] ?? '')
          .trim()
          .toLowerCase() as GridRow['shapeGroup'],
        weightFromMct: toMilliCarats(from),
        weightToMct: toMilliCarats(to),
        color: String(line.Color ?? '')
          .trim()
          .toUpperCase(),
        clarity: String(line.Clarity ?? '')
          .trim()
          .toUpperCase(),
        priceCents: toCents(price),
      };
      const key = `${row.shapeGroup}|${row.color}|${row.clarity}|${row.weightFromMct}`;
      const valid =
        (SHAPE_GROUPS as readonly string[]).includes(row.shapeGroup) &&
        (COLORS as readonly string[]).includes(row.color) &&
        (CLARITIES as readonly string[]).includes(row.clarity) &&
        Number.isFinite(from) &&
        Number.isFinite(to) &&
        from > 0 &&
        to >= from &&
        Number.isFinite(price) &&
        price > 0 &&
        !seen.has(key);
      seen.add(key);
      if (valid) rows.push(row);
      else bad.push({ path: `line ${i + 2}`, key: 'FIELD_INVALID' });
    });
    // Overlapping bands would price a stone from whichever band the database met first.
    const byGrade = new Map<string, { row: GridRow; line: number }[]>();
    rows.forEach((row, i) => {
      const key = `${row.shapeGroup}|${row.color}|${row.clarity}`;
      byGrade.set(key, [...(byGrade.get(key) ?? []), { row, line: i + 2 }]);
    });
    for (const bands of byGrade.values()) {
      bands.sort((a, b) => a.row.weightFromMct - b.row.weightFromMct);
      for (let i = 1; i < bands.length; i++) {
        if (bands[i]!.row.weightFromMct <= bands[i - 1]!.row.weightToMct) {
          bad.push({ path: `line ${bands[i]!.line}`, key: 'FIELD_INVALID' });
        }
      }
    }
    if (bad.length) throw new AppError('VALIDATION', bad.slice(0, 50));
    return db.transaction(async (tx) => {
      const report = { Rows: rows.length, Repriced: await stock.replaceListPrices(tx, rows) };
      await audit.record(tx, { actor: staff, kind: 'price.list', targetType: 'prices', targetId: 'grid', before: null, after: report }); // prettier-ignore
      return report;
    });
  },
});

export type ListPricesService = ReturnType<typeof listPricesService>;
