import Papa from 'papaparse';
import type { GoodsQueryBody, COPIED_STONE_FIELDS } from '@facet/contract';
import {
  CLARITIES,
  COLORS,
  copiedColumnsOf,
  copiedFieldsOf,
  MADE_TO_ORDER_CATEGORIES,
  STOCK_CSV_COLUMNS,
  StockInput,
  fieldOfHeader,
  fromCents,
  fromDiscountBp,
  isUnique,
  priceOf,
  rankOf,
  shapeGroupOf,
  stockRecordToRow,
  stockRowToRecord,
  toCents,
  toDiscountBp,
  toMilliCarats,
  type Category,
  type PricedGoods,
  type PricedGoodsPage,
  type Locale,
  type MessageKey,
} from '@facet/contract';
import { translate, isMessageKey, type StoneMediaBody } from '@facet/contract';
import type { AuthUser } from '../../platform/auth';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { csvLines } from '../../platform/csv';
import { isUniqueViolation } from '../../platform/db';
import { goodsRepo } from './goods.repo';
import { goodsToWire, type GoodsRow } from './goods.wire';
import { inventoryRepo, type NewGoods } from './inventory.repo';
import type { UploadsService } from '../uploads/uploads.service';
import type { AuditService } from '../audit/audit.service';

/** A stone's gallery holds at most this many pictures (as a stock record's `Images`). */
const STONE_IMAGES_MAX = 20;

/** The fields the contract's field table copies between record and row as they are. */
type CopiedField = (typeof COPIED_STONE_FIELDS)[number];
type CopiedWire = CopiedField['wire'];
type CopiedColumns = Pick<NewGoods, CopiedField['column']>;

/** A stock list may hold this many lines; bigger lists are split by the sender. */
export const IMPORT_MAX_ROWS = 50_000;
const UPSERT_BATCH = 500;

export type FieldProblem = { Field: string; Message: string };
export type ImportReport = {
  Lines: number;
  Created: number;
  Updated: number;
  Refused: { Line: number; StockNo: string | null; Problems: FieldProblem[] }[];
  DryRun: boolean;
};

type Resolved =
  { ok: true; row: NewGoods } | { ok: false; problems: { field: string; key: MessageKey }[] };

export type ListPriceLookup = (
  shapeGroup: string,
  weightMct: number,
  color: string,
  clarity: string,
) => Promise<number | null>;

/**
 * A validated stock record → the row to store: grade ranks, prices resolved from the pricing
 * basis (the list price from the house grid when a discount comes without one), stock rules.
 */
export async function resolveStock(
  input: StockInput,
  listPrice: ListPriceLookup,
): Promise<Resolved> {
  const weightMct = toMilliCarats(input.Weight);
  let listCents = input.ListPrice == null ? null : toCents(input.ListPrice);
  if (input.PricingBasis === 'discount' && listCents == null) {
    if (input.Shape && input.Color && input.Clarity) {
      listCents = await listPrice(shapeGroupOf(input.Shape), weightMct, input.Color, input.Clarity);
    }
    if (listCents == null)
      return { ok: false, problems: [{ field: 'ListPrice', key: 'PRICE_PROBLEM' }] };
  }
  const discountBp = input.Discount == null ? null : toDiscountBp(input.Discount);
  const priced = priceOf(input.Category, {
    basis: input.PricingBasis,
    listCents,
    discountBp,
    pricePerCaratCents: input.PricePerCarat == null ? null : toCents(input.PricePerCarat),
    pieceCents: input.Price == null ? null : toCents(input.Price),
    weightMct,
  });
  if (!priced || priced.unitPriceCents <= 0) {
    return { ok: false, problems: [{ field: 'PricingBasis', key: 'PRICE_PROBLEM' }] };
  }
  const unique = isUnique(input.Category);
  const stock = input.Stock ?? 1;
  return {
    ok: true,
    row: {
      ...(copiedColumnsOf(input) as CopiedColumns),
      weight: weightMct / 1000,
      colorRank: input.Color ? rankOf(COLORS, input.Color) : null,
      clarityRank: input.Clarity ? rankOf(CLARITIES, input.Clarity) : null,
      listPriceCents: listCents,
      discountBp,
      pricePerCaratCents: priced.pricePerCaratCents,
      priceCents: priced.unitPriceCents,
      stock: unique ? Math.min(1, stock) : stock,
      minBuy: unique ? 1 : (input.MinBuy ?? 1),
      madeToOrder:
        (input.MadeToOrder ?? false) && MADE_TO_ORDER_CATEGORIES.includes(input.Category),
      onMarket: input.OnMarket ?? true,
      images: input.Images ?? [],
      frames: input.Frames ?? [],
    },
  };
}

/** The stored row back as a stock record: what the edit form and the CSV export show. */
export function stockRecordOf(row: GoodsRow): StockInput & { Id: number } {
  return {
    ...(copiedFieldsOf(row) as Pick<StockInput, CopiedWire>),
    Id: row.id,
    ListPrice: row.listPriceCents == null ? null : fromCents(row.listPriceCents),
    Discount: row.discountBp == null ? null : fromDiscountBp(row.discountBp),
    PricePerCarat: row.pricingBasis === 'weight' ? fromCents(row.pricePerCaratCents) : null,
    Price:
      row.pricingBasis === 'grain' || row.pricingBasis === 'piece'
        ? fromCents(row.priceCents)
        : null,
    Stock: row.stock,
    MinBuy: row.minBuy,
    MadeToOrder: row.madeToOrder,
    Images: row.images,
    Frames: row.frames,
  };
}

const stockNoTaken = () =>
  new AppError('VALIDATION', [{ path: 'Record.StockNo', key: 'STOCK_NO_TAKEN' }]);
const refused = (problems: { field: string; key: MessageKey }[]) =>
  new AppError(
    'VALIDATION',
    problems.map((p) => ({ path: `Record.${p.field}`, key: p.key })),
  );

export const inventoryService = ({
  db,
  config,
  uploads,
  audit,
}: {
  db: Db;
  config: Pick<Config, 'ddpRateBp'>;
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
  const catalogue = goodsRepo(db);
  const lookup: ListPriceLookup = (group, mct, color, clarity) =>
    catalogue.listPrice(group, mct, color, clarity);
  const wire = (row: GoodsRow) => goodsToWire(row, config.ddpRateBp);

  return {
    async query(
      body: GoodsQueryBody & { Category?: Category[]; Market?: 'all' | 'on' | 'off' },
    ): Promise<PricedGoodsPage> {
      const { PageIndex, PageSize, Sort, Category: categories, Market, ...filter } = body;
      const { rows, total } = await catalogue.queryGoods(
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
      );
      return { List: rows.map(wire), Total: total, PageIndex, PageSize };
    },

    async record(id: number) {
      const row = await catalogue.goodsById(id);
      if (!row) throw new AppError('NOT_FOUND');
      return stockRecordOf(row);
    },

    /** Creates or updates one stock record; an Id must match the record's stock number. */
    async save(staff: AuthUser, input: StockInput, id?: number): Promise<PricedGoods> {
      if (id != null) {
        const existing = await catalogue.goodsById(id);
        if (!existing) throw new AppError('NOT_FOUND');
        if (existing.stockNo !== input.StockNo) {
          const [clash] = await catalogue.goodsByStockNos([input.StockNo]);
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
      const [clash] = await catalogue.goodsByStockNos([input.StockNo]);
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
        const [current] = await goodsRepo(tx).goodsByIds([body.GoodsId]);
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
        const { rows } = await catalogue.queryGoods(
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
        );
        if (!rows.length) return;
        yield csvLines(rows.map((row) => stockRecordToRow(stockRecordOf(row))));
        if (rows.length < pageSize) return;
      }
    },
  };
};

export type InventoryService = ReturnType<typeof inventoryService>;
