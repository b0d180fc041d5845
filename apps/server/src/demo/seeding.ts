import type { Db } from '../platform/db';
import { ringSettings } from '../modules/inventory/inventory.table';
import { generateStone } from './generator';
import { generateRingSetting } from './ring-settings';
import { gridIndex } from '../modules/list-prices/grid-index';
import { houseGrid } from '../modules/list-prices/house-grid';
import { inventoryRepo } from '../modules/inventory/inventory.repo';
import { count, getTableColumns } from 'drizzle-orm';
import { goods } from '../modules/inventory/inventory.table';
import type { NewGoods } from '../modules/inventory/inventory.repo';

const BATCH = 1000;
const COPY_BATCH = 20_000;

/** Loads rows by `COPY … FROM` CSV: a million stones in a couple of minutes. */
export type CopyCsv = (table: string, columns: string[], csv: string) => Promise<void>;

// Columns a generated row fills; identity, timestamps and generated columns are the database's.
const COPY_COLUMNS = Object.entries(getTableColumns(goods)).filter(
  ([key]) => !['id', 'createdAt', 'updatedAt', 'listed', 'hasImage', 'hasVideo'].includes(key),
);

const csvText = (value: string) => `"${value.replace(/"/g, '""')}"`;
function csvCell(value: unknown): string {
  if (value == null) return '';
  if (Array.isArray(value))
    return csvText(`{${value.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return csvText(String(value));
}
// COPY writes NULL for a missing value, so the columns' defaults are spelled out here.
const COPY_DEFAULTS: Partial<NewGoods> = {
  stock: 1,
  minBuy: 1,
  madeToOrder: false,
  onMarket: true,
  images: [],
  frames: [],
};
const csvLine = (row: NewGoods) =>
  COPY_COLUMNS.map(([key]) => {
    const value = (row as Record<string, unknown>)[key];
    return csvCell(value ?? (COPY_DEFAULTS as Record<string, unknown>)[key]);
  }).join(',');

/** The house list-price grid on a database that has none yet. */
export async function ensureListPrices(db: Db) {
  const repo = inventoryRepo(db);
  if ((await repo.countListPrices()) === 0) await repo.replaceListPrices(houseGrid());
}

/**
 * Loads `stones` generated goods (deterministic for a seed) and `settings` ring settings.
 * On an empty table rows are inserted in batches; otherwise they are upserted by stock number,
 * so running the same seed twice leaves the same inventory.
 */
export async function seedInventory(
  db: Db,
  {
    stones,
    settings = 0,
    seed = 1,
    onProgress,
    copyCsv,
  }: {
    stones: number;
    settings?: number;
    seed?: number;
    onProgress?: (done: number) => void;
    copyCsv?: CopyCsv;
  },
) {
  await ensureListPrices(db);
  const grid = gridIndex(houseGrid());
  const repo = inventoryRepo(db);
  const empty = (await repo.countGoods()) === 0;
  if (empty && copyCsv) {
    const columns = COPY_COLUMNS.map(([, column]) => column.name);
    for (let start = 0; start < stones; start += COPY_BATCH) {
      const lines: string[] = [];
      for (let i = start; i < Math.min(stones, start + COPY_BATCH); i++) {
        lines.push(csvLine(generateStone(i, seed, grid)));
      }
      await copyCsv('goods', columns, lines.join('\n') + '\n');
      onProgress?.(Math.min(stones, start + COPY_BATCH));
    }
    stones = 0;
  }
  for (let start = 0; start < stones; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(stones, start + BATCH); i++)
      rows.push(generateStone(i, seed, grid));
    if (empty) await repo.insertMany(rows);
    else await repo.upsert(rows);
    onProgress?.(Math.min(stones, start + BATCH));
  }
  if (settings > 0) {
    const rows = Array.from({ length: settings }, (_, i) => generateRingSetting(i, seed));
    await db
      .insert(ringSettings)
      .values(rows)
      .onConflictDoNothing({ target: ringSettings.styleNo });
  }
}

/** The demo stock `npm start` shows a newcomer: a few thousand goods and the ring settings. */
export async function seedDemoInventory(db: Db) {
  const [row] = await db.select({ n: count() }).from(ringSettings);
  if ((await inventoryRepo(db).countGoods()) > 0 || (row?.n ?? 0) > 0) return;
  await seedInventory(db, { stones: 3000, settings: 120, seed: 1 });
}
