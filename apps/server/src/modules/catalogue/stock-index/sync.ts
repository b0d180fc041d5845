import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { prepared, type Database, type Db, type DbOrTx } from '../../../platform/db';
import { loadStockIndexByCopy } from './copy';
import { goods } from '../../inventory/inventory.table';
import { StockIndex, type IndexedGoods } from './index';

/** Goods read per statement while building an index of some goods (saved-search alerts). */
const LOAD_BATCH = 20_000;
/** An index that has not heard from the change log for this long loads everything again. */
const STALE_AFTER_MS = 30 * 60_000;
/** Change-log entries older than this are pruned (every instance hears of them long before). */
const LOG_KEPT_FOR = '1 hour';
const PRUNE_EVERY_MS = 10 * 60_000;
/** After a failed load (the database away), the next query tries again this much later. */
const RETRY_LOAD_AFTER_MS = 5_000;

/** What the index reads of a good. */
const INDEXED_COLUMNS = {
  id: goods.id,
  category: goods.category,
  listed: goods.listed,
  shape: goods.shape,
  colorRank: goods.colorRank,
  clarityRank: goods.clarityRank,
  cut: goods.cut,
  polish: goods.polish,
  symmetry: goods.symmetry,
  fluorescence: goods.fluorescence,
  lab: goods.lab,
  location: goods.location,
  fancyColor: goods.fancyColor,
  intensity: goods.intensity,
  overtone: goods.overtone,
  process: goods.process,
  grade: goods.grade,
  seedShape: goods.seedShape,
  orientation: goods.orientation,
  hasImage: goods.hasImage,
  hasVideo: goods.hasVideo,
  eyeClean: goods.eyeClean,
  bgm: goods.bgm,
  shade: goods.shade,
  milky: goods.milky,
  blackInclusion: goods.blackInclusion,
  weight: goods.weight,
  pricePerCaratCents: goods.pricePerCaratCents,
  priceCents: goods.priceCents,
  discountBp: goods.discountBp,
  tablePct: goods.tablePct,
  depthPct: goods.depthPct,
  length: goods.length,
  width: goods.width,
  thickness: goods.thickness,
};

/**
 * Keeps a stock index in step with PostgreSQL, for every instance on its own: loads it once,
 * then before each answer reads the change log (migration 0005) for goods changed since the
 * last look and reads those goods again.
 *
 * "Since the last look" is a transaction horizon, not a position in the log: the oldest
 * transaction still running when the log was read (`pg_snapshot_xmin`). Every transaction
 * below it had finished, so nothing it logged can appear later; a transaction at or above it
 * may commit afterwards and is read again next time. Reading a good twice is harmless.
 *
 * A query waits for a look at the log that began after it arrived, so a buyer always sees
 * every change committed before they asked. Queries arriving together share one look.
 */
export function stockIndexSync(
  db: Db,
  snapshots: Pick<Database, 'readSnapshot'>,
  now: () => number = Date.now,
) {
  let index: StockIndex | undefined;
  let horizon = '0';
  let heardAt = 0;
  let loading: Promise<void> | undefined;
  let failedAt = -Infinity;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let prunedAt = now();

  /** Everything on sale, read in one snapshot (copy.ts), and its horizon. */
  async function load() {
    const loaded = await snapshots.readSnapshot(async (reader) => ({
      fresh: await loadStockIndexByCopy(reader),
      start: reader.horizon,
    }));
    index = loaded.fresh;
    horizon = loaded.start;
    heardAt = now();
  }

  function startLoading() {
    if (loading || now() - failedAt < RETRY_LOAD_AFTER_MS) return;
    index = undefined;
    loading = load()
      .catch(() => {
        // The database is away: queries go to it directly (and say so) until it is back.
        failedAt = now();
      })
      .finally(() => (loading = undefined));
  }

  async function catchUp() {
    const current = index;
    if (!current) return;
    const [change] = await changesSince(db).execute({ horizon, any: true });
    const ids = change!.ids ?? [];
    if (ids.includes(0)) {
      // The goods were truncated (a restore, a fresh seed): everything again.
      startLoading();
      return;
    }
    if (ids.length) {
      const rows = (await db
        .select(INDEXED_COLUMNS)
        .from(goods)
        .where(inArray(goods.id, ids))) as IndexedGoods[];
      current.apply(ids, rows);
    }
    horizon = change!.xmin;
    heardAt = now();
    if (now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = now();
      void db
        .execute(sql`delete from goods_changes where at < now() - ${LOG_KEPT_FOR}::interval`)
        .catch(() => undefined);
    }
  }

  /** A look at the log that starts after this call. */
  function lookAtTheLog(): Promise<void> {
    if (!running) {
      running = catchUp().finally(() => (running = undefined));
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return lookAtTheLog();
      });
    return queued;
  }

  return {
    /** Starts loading (in the background); queries go to the database until it is done. */
    start: startLoading,

    /** The index, up to date with every committed change — or undefined while it loads. */
    async current(): Promise<StockIndex | undefined> {
      if (!index || now() - heardAt > STALE_AFTER_MS) {
        startLoading();
        return undefined;
      }
      await lookAtTheLog();
      return index;
    },

    /** Whether it has loaded, how many goods it holds, how long since it read the log. */
    state() {
      return {
        loaded: index !== undefined,
        goods: index?.goodsOnSale() ?? 0,
        lagSeconds: index ? Math.max(0, (now() - heardAt) / 1000) : 0,
      };
    },

    /** Resolves when a load in progress is done (tests, benchmarks). */
    async ready(): Promise<void> {
      startLoading();
      await loading;
    },
  };
}

export type StockIndexSync = ReturnType<typeof stockIndexSync>;

/**
 * A stock index of some goods only, those of them on sale: what a batch of new stones is
 * matched against, every saved search's query run over the batch rather than each stone
 * tried against every search (saved-searches/alerts.ts).
 */
export async function indexOfGoods(db: DbOrTx, ids: number[]): Promise<StockIndex> {
  const index = new StockIndex({ capacity: Math.max(1024, ids.length) });
  for (let from = 0; from < ids.length; from += LOAD_BATCH) {
    const rows = (await db
      .select(INDEXED_COLUMNS)
      .from(goods)
      .where(and(inArray(goods.id, ids.slice(from, from + LOAD_BATCH)), eq(goods.listed, true)))
      .orderBy(asc(goods.id))) as IndexedGoods[];
    index.add(rows);
  }
  index.settle();
  return index;
}

/** The log since a horizon, and the horizon to use next time, in one snapshot. */
const changesSince = prepared((db) =>
  db
    .select({
      xmin: sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text`,
      ids: sql<number[] | null>`case when ${sql.placeholder('any')}::boolean then (
        select array_agg(distinct goods_id) from goods_changes
        where xid >= ${sql.placeholder('horizon')}::text::xid8) end`,
    })
    .from(sql`(select 1) as one`)
    .prepare('goods_changes_since'),
);
