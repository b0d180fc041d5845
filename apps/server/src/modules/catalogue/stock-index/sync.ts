import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { anyOf, type Database, type Db, type DbOrTx, prepared } from '../../../platform/db';
import { loadLayoutByCopy } from './copy';
import type { LayoutSnapshot } from './snapshot-file';
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
 * "Since the last look" is a snapshot, not a position in the log: the transactions whose work
 * the last look could not see — those still running then, or begun after it
 * (`pg_visible_in_snapshot`). Their entries are all that is new; everything the last look
 * could see has been read. A transaction open across many looks (a 50,000-line import) is read
 * once, when it commits, and the orders committed meanwhile are each read once.
 *
 * A query waits for a look at the log that began after it arrived, so a buyer always sees
 * every change committed before they asked. Queries arriving together share one look.
 */
export function stockIndexSync(
  db: Db,
  snapshots: Pick<Database, 'readSnapshot'>,
  now: () => number = Date.now,
  shared?: SharedIndex,
) {
  let index: StockIndex | undefined;
  /** The snapshot of the last look (`pg_snapshot` as text); what it saw is in the index. */
  let seen = '1:1:';
  let heardAt = 0;
  let loading: Promise<void> | undefined;
  let failedAt = -Infinity;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let prunedAt = now();

  let firstLoad = true;

  /**
   * Everything on sale, read in one snapshot (copy.ts), and that snapshot. A process's first
   * load takes the layout another process of the host has just read, when there is one; the
   * change log brings it up to date like any look.
   */
  async function load() {
    if (firstLoad && shared) {
      firstLoad = false;
      const taken = await shared.take().catch(() => undefined);
      if (taken) {
        index = StockIndex.fromLayout(taken.layout);
        seen = taken.seen;
        heardAt = now();
        return;
      }
    }
    firstLoad = false;
    const { layout, start } = await snapshots
      .readSnapshot(async (reader) => ({
        layout: await loadLayoutByCopy(reader),
        start: reader.snapshot,
      }))
      .catch((error: unknown) => {
        shared?.give();
        throw error;
      });
    index = StockIndex.fromLayout(layout);
    seen = start;
    heardAt = now();
    // In the same turn: no look at the log has changed the arrays yet.
    shared?.give({ layout, seen: start });
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
    const [change] = await changesSince(db).execute({ seen });
    const ids = change!.ids ?? [];
    if (ids.includes(0)) {
      // The goods were truncated (a restore, a fresh seed): everything again.
      startLoading();
      return;
    }
    if (ids.length) {
      const rows = (await indexedGoodsByIds(db).execute({ ids })) as IndexedGoods[];
      current.apply(ids, rows);
    }
    seen = change!.snapshot;
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
 * The stock index shared between the server processes of one host (PROCESSES): a process that
 * loaded the index gives its layout; one starting takes the latest, fresh enough that the change
 * log still holds everything since (supervise.ts).
 */
export type SharedIndex = {
  /** The layout another process read, or undefined: this process reads its own. */
  take(): Promise<LayoutSnapshot | undefined>;
  /** Offers the layout just read, in that database snapshot, to the others; nothing: it failed. */
  give(loaded?: LayoutSnapshot): void;
};

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

// One array parameter, however many ids: an import and the orders beside it can pass the
// 65,535 parameters a statement may have.
const indexedGoodsByIds = prepared((db) =>
  db
    .select(INDEXED_COLUMNS)
    .from(goods)
    .where(anyOf(goods.id, 'ids'))
    .prepare('indexed_goods_by_ids'),
);

/**
 * The goods logged by transactions the snapshot `seen` could not see, and this look's own
 * snapshot to use next time, in one statement (so in one snapshot). The index on `xid` keeps
 * the scan to the transactions from `seen`'s oldest running one on.
 */
const changesSince = prepared((db) =>
  db
    .select({
      snapshot: sql<string>`pg_current_snapshot()::text`,
      ids: sql<number[] | null>`(
        select array_agg(distinct goods_id) from goods_changes
        where xid >= pg_snapshot_xmin(${sql.placeholder('seen')}::text::pg_snapshot)
          and not pg_visible_in_snapshot(xid, ${sql.placeholder('seen')}::text::pg_snapshot))`,
    })
    .from(sql`(select 1) as one`)
    .prepare('goods_changes_since'),
);
