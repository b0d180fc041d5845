import { setImmediate } from 'node:timers/promises';
import Papa from 'papaparse';
import {
  STOCK_CSV_COLUMNS,
  StockInput,
  fieldOfHeader,
  fromCents,
  isMessageKey,
  stockRecordToRow,
  stockRowToRecord,
  translate,
  type Category,
  type GoodsQueryBody,
  type Locale,
  type MessageKey,
  type PricedGoods,
  type PricedGoodsPage,
  type StoneMediaBody,
} from '@facet/contract';
import type { AuthUser } from '../../platform/auth';
import type { Db, DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { csvLines } from '../../platform/csv';
import { isUniqueViolation } from '../../platform/db';
import type { GoodsRow, GoodsService } from '../catalogue/goods.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { AuditService } from '../audit/audit.service';
import { inventoryRepo, type ListPriceRow, type NewGoods } from './inventory.repo';
import { resolveStock, stockRecordOf, type ListPriceLookup } from './stock-record';

export type { ListPriceRow };

/** A stone's gallery holds at most this many pictures (as a stock record's `Images`). */
const STONE_IMAGES_MAX = 20;

/** A stock list may hold this many lines; bigger lists are split by the sender. */
export const IMPORT_MAX_ROWS = 50_000;
// Stones an upsert sends at once, as one JSON parameter (inventoryRepo.upsert). 500 imported
// faster still, but each statement kept PostgreSQL from the searches longer (p95 while
// importing 186 → 255 ms, bench/results/search-writes.md).
const UPSERT_BATCH = 100;
/** Lines of a stock list read between two turns of the event loop. */
const IMPORT_LINES_BETWEEN_YIELDS = 250;

export type FieldProblem = { Field: string; Message: string };
export type ImportReport = {
  Lines: number;
  Created: number;
  Updated: number;
  Refused: { Line: number; StockNo: string | null; Problems: FieldProblem[] }[];
  DryRun: boolean;
};

const stockNoTaken = () =>
  new AppError('VALIDATION', [{ path: 'Record.StockNo', key: 'STOCK_NO_TAKEN' }]);
const refused = (problems: { field: string; key: MessageKey }[]) =>
  new AppError(
    'VALIDATION',
    problems.map((p) => ({ path: `Record.${p.field}`, key: p.key })),
  );

/**
 * Stock records, stock lists and the house list-price grid: the only writer of stock. Orders
 * and holds take, lock and give back stock through it, inside their own transaction — the
 * order that takes a stone and the order row commit or roll back together.
 */
export const inventoryService = ({
  db,
  goods,
  uploads,
  audit,
}: {
  db: Db;
  goods: Pick<GoodsService, 'query' | 'goodsById' | 'goodsByIds' | 'goodsByStockNos' | 'toWire'>;
  uploads: Pick<UploadsService, 'stoneMedia'>;
  audit: Pick<AuditService, 'record'>;
}) => {
  /** What the trail keeps of a stone: enough to see what changed at a glance. */
  const stoneView = (row: GoodsRow) => ({
    StockNo: row.stockNo,
    Price: fromCents(row.priceCents),
    PricePerCarat: fromCents(row.pricePerCaratCents),
    Stock: row.stock,
    OnMarket: row.onMarket,
  });
  const lookup: ListPriceLookup = (group, mct, color, clarity) =>
    inventoryRepo(db).listPrice(group, mct, color, clarity);
  const wire = (row: GoodsRow) => goods.toWire(row);

  return {
    /** Takes stock off the shelf in the caller's transaction; null when there is not enough. */
    take: (tx: DbOrTx, goodsId: number, quantity: number) =>
      inventoryRepo(tx).take(goodsId, quantity),
    /** The good, its row locked until the caller's transaction ends (a hold). */
    lockForHold: (tx: DbOrTx, goodsId: number) => inventoryRepo(tx).lockForHold(goodsId),
    /** Puts back what was taken (a cancelled or rejected order). */
    release: (tx: DbOrTx, taken: { goodsId: number; quantity: number }[]) =>
      inventoryRepo(tx).release(taken),

    /** The house list-price grid, band by band. */
    listPriceGrid: () => inventoryRepo(db).listPriceGrid(),
    /** The house list price per carat for a stone's grades, or null outside the grid. */
    listPrice: lookup,
    /** Replaces the grid in the caller's transaction; every stone sold by discount re-prices. */
    async replaceListPrices(tx: DbOrTx, rows: ListPriceRow[]): Promise<number> {
      const repo = inventoryRepo(tx);
      await repo.replaceListPrices(rows);
      return repo.repriceByDiscount();
    },

    async query(
      body: GoodsQueryBody & { Category?: Category[]; Market?: 'all' | 'on' | 'off' },
    ): Promise<PricedGoodsPage> {
      const { PageIndex, PageSize, Sort, Category: categories, Market, ...filter } = body;
      const { rows, total } = await goods.query(
        {
          categories: categories?.length
            ? categories
            : [
                'rough',
                'seed',
                'lab-white',
                'lab-fancy',
                'natural-white',
                'natural-fancy',
                'parcel',
              ],
          market: Market ?? 'all',
        },
        filter,
        Sort,
        { PageIndex, PageSize },
        { cached: false },
      );
      return { List: rows.map(wire), Total: total, PageIndex, PageSize };
    },

    async record(id: number) {
      const row = await goods.goodsById(id);
      if (!row) throw new AppError('NOT_FOUND');
      return stockRecordOf(row);
    },

    /** Creates or updates one stock record; an Id must match the record's stock number. */
    async save(staff: AuthUser, input: StockInput, id?: number): Promise<PricedGoods> {
      if (id != null) {
        const existing = await goods.goodsById(id);
        if (!existing) throw new AppError('NOT_FOUND');
        if (existing.stockNo !== input.StockNo) {
          const [clash] = await goods.goodsByStockNos([input.StockNo]);
          if (clash) throw stockNoTaken();
        }
        const resolved = await resolveStock(input, lookup);
        if (!resolved.ok) throw refused(resolved.problems);
        return db.transaction(async (tx) => {
          const updated = (await inventoryRepo(tx).update(id, resolved.row))!;
          await audit.record(tx, { actor: staff, kind: 'stock.save', targetType: 'goods', targetId: id, before: stoneView(existing), after: stoneView(updated) }); // prettier-ignore
          return wire(updated);
        });
      }
      const [clash] = await goods.goodsByStockNos([input.StockNo]);
      if (clash) throw stockNoTaken();
      const resolved = await resolveStock(input, lookup);
      if (!resolved.ok) throw refused(resolved.problems);
      try {
        return await db.transaction(async (tx) => {
          const created = await inventoryRepo(tx).insertOne(resolved.row);
          await audit.record(tx, { actor: staff, kind: 'stock.save', targetType: 'goods', targetId: created.id, before: null, after: stoneView(created) }); // prettier-ignore
          return wire(created);
        });
      } catch (error) {
        // Two clerks creating the same stock number at once: the second is told, not merged.
        if (isUniqueViolation(error)) throw stockNoTaken();
        throw error;
      }
    },

    /**
     * Pictures and a video a clerk adds to a stone (answering a buyer's request): every buyer
     * sees them on its details. Pictures join the end of the gallery, at most 20 in all.
     */
    async attachMedia(staff: AuthUser, body: StoneMediaBody): Promise<PricedGoods> {
      const added = await uploads.stoneMedia(body.AddImages, 'image', 'AddImages');
      const video =
        body.Video === undefined
          ? undefined
          : body.Video === null
            ? null
            : (await uploads.stoneMedia([body.Video], 'video', 'Video'))[0]!;
      return db.transaction(async (tx) => {
        const [current] = await goods.goodsByIds([body.GoodsId], tx);
        if (!current) throw new AppError('NOT_FOUND');
        const images = [...current.images, ...added.filter((url) => !current.images.includes(url))];
        if (images.length > STONE_IMAGES_MAX) {
          throw new AppError('VALIDATION', [{ path: 'AddImages', key: 'FIELD_INVALID' }]);
        }
        const row = await inventoryRepo(tx).update(body.GoodsId, {
          images,
          ...(video === undefined ? {} : { video }),
        });
        await audit.record(tx, {
          actor: staff,
          kind: 'stock.media',
          targetType: 'goods',
          targetId: body.GoodsId,
          before: { Pictures: current.images.length, Video: current.video },
          after: { Pictures: row!.images.length, Video: row!.video },
        });
        return wire(row!);
      });
    },

    async setMarket(staff: AuthUser, id: number, onMarket: boolean): Promise<PricedGoods> {
      return db.transaction(async (tx) => {
        const row = await inventoryRepo(tx).update(id, { onMarket });
        if (!row) throw new AppError('NOT_FOUND');
        await audit.record(tx, { actor: staff, kind: 'stock.market', targetType: 'goods', targetId: id, before: { StockNo: row.stockNo, OnMarket: !onMarket }, after: { StockNo: row.stockNo, OnMarket: onMarket } }); // prettier-ignore
        return wire(row);
      });
    },

    /**
     * Imports a stock-list CSV: every line validated, good lines upserted by stock number, bad
     * ones reported with the column and the reason. All in one transaction, so a file that
     * breaks part-way (or a dry run) changes nothing.
     */
    async importCsv(
      text: string,
      category: Category,
      options: { dryRun: boolean; locale: Locale; staff: AuthUser },
    ): Promise<ImportReport> {
      const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
        header: true,
        skipEmptyLines: 'greedy',
        transformHeader: (h) => h.trim(),
      });
      const fatal = parsed.errors.filter((e) => e.type === 'Quotes' || e.type === 'Delimiter');
      if (fatal.length) {
        throw new AppError(
          'CSV_MALFORMED',
          fatal
            .slice(0, 5)
            .map((e) => ({ path: `line ${(e.row ?? 0) + 2}`, key: 'CSV_MALFORMED' })),
        );
      }
      const headers = parsed.meta.fields ?? [];
      if (!headers.some((h) => fieldOfHeader(h) === 'StockNo'))
        throw new AppError('CSV_NO_STOCK_NO');
      if (parsed.data.length === 0) throw new AppError('CSV_EMPTY');
      if (parsed.data.length > IMPORT_MAX_ROWS) throw new AppError('CSV_TOO_MANY_ROWS');

      const report: ImportReport = {
        Lines: parsed.data.length,
        Created: 0,
        Updated: 0,
        Refused: [],
        DryRun: options.dryRun,
      };
      const text_ = (key: MessageKey, params?: Record<string, string | number>) =>
        translate(options.locale, key, params);
      const accepted: NewGoods[] = [];
      const seen = new Map<string, number>();

      for (const [index, line] of parsed.data.entries()) {
        // Reading 50,000 lines takes seconds: the buyers' requests on this instance go between.
        if (index % IMPORT_LINES_BETWEEN_YIELDS === IMPORT_LINES_BETWEEN_YIELDS - 1) await setImmediate(); // prettier-ignore
        const lineNo = index + 2; // the header is line 1
        const { record, headers: from } = stockRowToRecord(line, category);
        const column = (field: string) => from[field] ?? field;
        const stockNo =
          typeof record.StockNo === 'string' ? record.StockNo.trim().toUpperCase() : null;
        const result = StockInput.safeParse(record);
        if (!result.success) {
          report.Refused.push({
            Line: lineNo,
            StockNo: stockNo,
            Problems: result.error.issues.map((issue) => {
              const field = String(issue.path[0] ?? '');
              const given = line[from[field] ?? ''];
              const message = isMessageKey(issue.message)
                ? text_(issue.message)
                : text_('FIELD_INVALID');
              return { Field: column(field), Message: given ? `${message}: "${given}"` : message };
            }),
          });
          continue;
        }
        const first = seen.get(result.data.StockNo);
        if (first) {
          report.Refused.push({
            Line: lineNo,
            StockNo: stockNo,
            Problems: [
              { Field: column('StockNo'), Message: text_('CSV_DUPLICATE', { line: first }) },
            ],
          });
          continue;
        }
        const resolved = await resolveStock(result.data, lookup);
        if (!resolved.ok) {
          report.Refused.push({
            Line: lineNo,
            StockNo: stockNo,
            Problems: resolved.problems.map((p) => ({
              Field: column(p.field),
              Message: text_(p.key),
            })),
          });
          continue;
        }
        seen.set(result.data.StockNo, lineNo);
        accepted.push(resolved.row);
      }

      await db
        .transaction(async (tx) => {
          const repo = inventoryRepo(tx);
          for (let i = 0; i < accepted.length; i += UPSERT_BATCH) {
            for (const r of await repo.upsert(accepted.slice(i, i + UPSERT_BATCH))) {
              if (r.created) report.Created++;
              else report.Updated++;
            }
          }
          if (options.dryRun) tx.rollback();
          // One entry for the file: what it did, not every line (the stones keep their own).
          await audit.record(tx, {
            actor: options.staff,
            kind: 'stock.import',
            targetType: 'goods',
            targetId: category,
            before: null,
            after: { Category: category, Created: report.Created, Updated: report.Updated, Refused: report.Refused.length }, // prettier-ignore
          });
        })
        .catch((error: unknown) => {
          if (!(options.dryRun && error instanceof Error && error.message === 'Rollback'))
            throw error;
        });
      return report;
    },

    /** Every stock line a filter finds, as a CSV in the canonical (re-importable) columns. */
    async *exportCsv(
      body: GoodsQueryBody & { Category?: Category[]; Market?: 'all' | 'on' | 'off' },
    ) {
      yield csvLines([STOCK_CSV_COLUMNS.map(([header]) => header)]);
      const {
        PageIndex: _page,
        PageSize: _size,
        Sort,
        Category: categories,
        Market,
        ...filter
      } = body;
      const pageSize = 1000;
      for (let page = 1; ; page++) {
        const { rows } = await goods.query(
          {
            categories: categories?.length
              ? categories
              : [
                  'rough',
                  'seed',
                  'lab-white',
                  'lab-fancy',
                  'natural-white',
                  'natural-fancy',
                  'parcel',
                ],
            market: Market ?? 'all',
          },
          filter,
          Sort ?? { Field: 'CreatedAt', Order: 'asc' },
          { PageIndex: page, PageSize: pageSize },
          { cached: false },
        );
        if (!rows.length) return;
        yield csvLines(rows.map((row) => stockRecordToRow(stockRecordOf(row))));
        if (rows.length < pageSize) return;
      }
    },
  };
};

export type InventoryService = ReturnType<typeof inventoryService>;
