import {
  HOLD_WARN_MINUTES,
  formatEastern,
  isHoldable,
  type AdminHold,
  type Goods,
  type Hold,
  type HoldAdded,
  type PricedGoods,
} from '@facet/contract';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { Config } from '../../platform/config';
import type { Database, Db, DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { Metrics } from '../../platform/metrics';
import { repeatEvery, type SweepReport } from '../../platform/repeat';
import type { AccountsService } from '../accounts/accounts.service';
import type { BuyersService } from '../buyers/buyers.service';
import type { AuditService } from '../audit/audit.service';
import { stoneWords, type GoodsService } from '../catalogue/goods.service';
import type { InventoryService } from '../inventory/inventory.service';
import type { NoticesService } from '../notices/notices.service';
import type { WebhooksService } from '../webhooks/webhooks.service';
import { endOpenOn, heldByOthers, holdsRepo, type HoldRow } from './holds.repo';

/** Holds ended per statement of the sweep; a backlog after an outage goes in several. */
const SWEEP_BATCH = 200;
/** A hold shorter than this is not worth placing: the buyer has used up the week's time. */
const SHORTEST_HOLD_MS = 60_000;
/** The advisory-lock class under which one buyer's holds are counted and added. */
const HOLD_LIMIT_LOCK = 0x484f4c44; // "HOLD"

export type HoldsService = ReturnType<typeof holdsService>;

/**
 * Holds on single stones (docs/api.md). A hold is placed under the stone's row lock,
 * the lock an order's take of the same stone waits on, so of a hold and an order at once only
 * one succeeds; of fifty holds at once, the partial unique index lets one in. Holds that run out
 * stop counting at once (every read asks `expires_at > now()`); the sweep then ends them and
 * tells their holders, once, whichever instance gets there first.
 */
export const holdsService = ({
  db,
  database,
  config,
  goods,
  stock,
  notices,
  accounts,
  buyers,
  audit,
  metrics,
  webhooks,
}: {
  db: Db;
  /** A result page's holds are read on the shop's reads' connections (db.ts). */
  database: Pick<Database, 'reads'>;
  metrics: Pick<Metrics, 'holdsPlaced'>;
  audit: Pick<AuditService, 'record'>;
  buyers: Pick<BuyersService, 'requireMayOrder'>;
  config: Pick<Config, 'holds'>;
  goods: Pick<GoodsService, 'goodsByIds' | 'toWire' | 'pricedFor' | 'forViewer'>;
  stock: Pick<InventoryService, 'lockForHold'>;
  notices: Pick<NoticesService, 'addPersonal'>;
  webhooks: Pick<WebhooksService, 'enqueue'>;
  accounts: Pick<AccountsService, 'people'>;
}) => {
  const repo = holdsRepo(db);
  const pageReads = holdsRepo(database.reads);
  const { durationMs, maxMs, limit, sweepMs } = config.holds;

  /** Tells the holders their holds ended; in the transaction that ended them. */
  async function tellEnded(
    tx: DbOrTx,
    ended: HoldRow[],
    summaryKey: 'NOTICE_HOLD_EXPIRED' | 'NOTICE_HOLD_RELEASED',
  ) {
    if (!ended.length) return;
    const rows = new Map(
      (
        await goods.goodsByIds(
          ended.map((h) => h.goodsId),
          tx,
        )
      ).map((r) => [r.id, r]),
    );
    for (const hold of ended) {
      const row = rows.get(hold.goodsId);
      if (!row) continue;
      await notices.addPersonal(tx, {
        userId: hold.userId,
        titleKey: 'NOTICE_HOLD_TITLE',
        summaryKey,
        params: { stone: stoneWords(row) },
        goodsId: row.id,
      });
    }
  }

  /**
   * The holds in force on these goods, asked before their wires are made (so the question
   * can go out beside others); the answer marks the wires: on hold, and until when for the
   * holder only.
   */
  async function marksOn(viewerId: number | null, goodsIds: number[]) {
    const held = await pageReads.inForceOn(goodsIds);
    return <T extends Goods>(list: T[]): T[] => {
      for (const wire of list) {
        const hold = held.get(wire.Id);
        if (!hold) continue;
        wire.OnHold = true;
        wire.HeldUntil = hold.userId === viewerId ? hold.expiresAt.toISOString() : null;
      }
      return list;
    };
  }

  /** Marks the stones on these wire objects that are held: until when for their holder. */
  async function mark<T extends Goods>(viewerId: number | null, list: T[]): Promise<T[]> {
    return (
      await marksOn(
        viewerId,
        list.map((g) => g.Id),
      )
    )(list);
  }

  /** The held stones as `viewer` is sent them (at their tier); the house's for the staff. */
  async function wiresOf(rows: HoldRow[], viewer: Pick<AuthUser, 'id' | 'tier'> | null) {
    const found = await goods.goodsByIds(rows.map((h) => h.goodsId));
    const byId = new Map(goods.pricedFor(found, viewer?.tier).map((r) => [r.id, r]));
    const wires = new Map<number, PricedGoods>();
    for (const hold of rows) {
      const row = byId.get(hold.goodsId);
      if (row) wires.set(hold.id, goods.toWire(row));
    }
    await mark(viewer?.id ?? null, [...wires.values()]);
    return wires;
  }

  /**
   * Tells the holders of holds ending within the hour, once each (a notice, so a push, and a
   * `hold.expiring` webhook), in the transaction that marks them told.
   */
  async function warnEnding(): Promise<number> {
    let warned = 0;
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const rows = await holdsRepo(tx).warnEnding(SWEEP_BATCH, HOLD_WARN_MINUTES * 60_000);
        if (!rows.length) return 0;
        const stones = new Map((await goods.goodsByIds(rows.map((h) => h.goodsId), tx)).map((r) => [r.id, r])); // prettier-ignore
        for (const hold of rows) {
          const row = stones.get(hold.goodsId);
          if (!row) continue;
          const params = { stone: stoneWords(row), time: formatEastern(hold.expiresAt.toISOString()) }; // prettier-ignore
          await notices.addPersonal(tx, { userId: hold.userId, titleKey: 'NOTICE_HOLD_ENDING_TITLE', summaryKey: 'NOTICE_HOLD_ENDING', params, goodsId: row.id }); // prettier-ignore
          await webhooks.enqueue(tx, { userIds: [hold.userId], event: 'hold.expiring', data: { HoldId: hold.id, GoodsId: row.id, StockNo: row.stockNo, ExpiresAt: hold.expiresAt.toISOString() } }); // prettier-ignore
        }
        return rows.length;
      });
      warned += batch;
      if (batch < SWEEP_BATCH) return warned;
    }
  }

  /**
   * Warns of holds ending soon, then ends every hold that has run out and tells its holder;
   * returns how many it ended.
   */
  async function sweep(): Promise<number> {
    await warnEnding();
    let ended = 0;
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const rows = await holdsRepo(tx).endRunOut(SWEEP_BATCH);
        await tellEnded(tx, rows, 'NOTICE_HOLD_EXPIRED');
        return rows.length;
      });
      ended += batch;
      if (batch < SWEEP_BATCH) return ended;
    }
  }

  return {
    mark,
    marksOn,

    async add(user: AuthUser, goodsId: number): Promise<HoldAdded> {
      // A hold is a step towards buying: it waits for approval like the prices it is about.
      if (user.pricesHidden) throw new AppError('NOT_VERIFIED');
      const hold = await db.transaction(async (tx) => {
        // ...and for the verification ordering waits for (`BUYER_APPROVAL=order`).
        await buyers.requireMayOrder(tx, user.id);
        const row = await stock.lockForHold(tx, goodsId);
        if (!row) throw new AppError('NOT_FOUND');
        if (!isHoldable(row.category)) {
          throw new AppError('VALIDATION', [{ path: 'GoodsId', key: 'HOLD_UNIQUE_ONLY' }]);
        }
        if (!row.onMarket) throw new AppError('OFF_MARKET');
        if (row.stock <= 0) throw new AppError('ITEM_SOLD');
        // A hold on this stone that ran out still stands in the unique index: end it first.
        await tellEnded(tx, await holdsRepo(tx).endRunOut(1, goodsId), 'NOTICE_HOLD_EXPIRED');
        const current = (await holdsRepo(tx).inForceOn([goodsId])).get(goodsId);
        if (current) {
          if (current.userId === user.id) return current;
          throw new AppError('ITEM_HELD');
        }
        // Two holds of one buyer at once are counted one after the other.
        await tx.execute(sql`select pg_advisory_xact_lock(${HOLD_LIMIT_LOCK}, ${user.id})`);
        if ((await holdsRepo(tx).countInForceOf(user.id)) >= limit)
          throw new AppError('HOLD_LIMIT');
        // Release and hold again does not renew a hold: one buyer's holds on one stone add up
        // to HOLD_MAX_HOURS in any seven days, so no one keeps a stone off the market for good.
        const left = maxMs - (await holdsRepo(tx).heldMsThisWeek(user.id, goodsId));
        if (left < SHORTEST_HOLD_MS) throw new AppError('HOLD_TIME_USED');
        return holdsRepo(tx).insert(goodsId, user.id, Math.min(durationMs, left));
      });
      metrics.holdsPlaced.inc();
      return { HoldId: hold.id, GoodsId: hold.goodsId, ExpiresAt: hold.expiresAt.toISOString() };
    },

    async list(user: AuthUser): Promise<Hold[]> {
      const rows = await repo.inForceOf(user.id);
      const wires = await wiresOf(rows, user);
      return rows.flatMap((hold) => {
        const wire = wires.get(hold.id);
        return wire
          ? [
              {
                HoldId: hold.id,
                Goods: goods.forViewer([wire], user)[0]!,
                ExpiresAt: hold.expiresAt.toISOString(),
              },
            ]
          : [];
      });
    },

    /** The buyer lets the stone go; another buyer's hold, or one that ended, is a 404. */
    async release(user: AuthUser, holdId: number): Promise<Record<string, never>> {
      await db.transaction(async (tx) => {
        const hold = await holdsRepo(tx).currentById(holdId);
        if (!hold || hold.userId !== user.id) throw new AppError('NOT_FOUND');
        await holdsRepo(tx).end(hold.id, 'buyer');
      });
      return {};
    },

    /**
     * An accepted offer keeps its stone for the buyer for `durationMs`, whatever their holds'
     * limit and week: the clerk agreed to it. Under the stone's row lock (the caller's); a stone
     * another buyer holds is refused, the buyer's own hold lasts at least as long.
     */
    async placeFor(tx: DbOrTx, userId: number, goodsId: number, durationMs: number) {
      await tellEnded(tx, await holdsRepo(tx).endRunOut(1, goodsId), 'NOTICE_HOLD_EXPIRED');
      const current = (await holdsRepo(tx).inForceOn([goodsId])).get(goodsId);
      if (current && current.userId !== userId) throw new AppError('ITEM_HELD');
      const hold = current
        ? await holdsRepo(tx).extendFromNow(current.id, durationMs)
        : await holdsRepo(tx).insert(goodsId, userId, durationMs);
      return hold!;
    },

    /** Those of these stones another buyer holds now. */
    async heldByOthers(userId: number, goodsIds: number[], tx: DbOrTx = db): Promise<Set<number>> {
      const held = await holdsRepo(tx).inForceOn(goodsIds);
      return new Set([...held.values()].filter((h) => h.userId !== userId).map((h) => h.goodsId));
    },

    async refuseHeldByOthers(userId: number, goodsIds: number[]) {
      const held = await repo.inForceOn(goodsIds);
      if ([...held.values()].some((hold) => hold.userId !== userId))
        throw new AppError('ITEM_HELD');
    },

    /**
     * An order of these stones, after their stock was taken (the rows are locked): refused if
     * another buyer holds one; the buyer's own holds on them end, consumed by the order.
     */
    async consumeForOrder(tx: DbOrTx, userId: number, goodsIds: number[]) {
      if ((await holdsRepo(tx).endForSale(goodsIds, userId)) === 'held') {
        throw new AppError('ITEM_HELD');
      }
    },

    /**
     * The same for an order that sends its writes as one statement: `end` ends every hold open
     * on these stones, `held` is true when another buyer holds one — the order is then refused
     * and its transaction, the ending with it, rolled back. Sent after the stock was taken (the
     * rows locked), so it sees any hold placed before.
     */
    consumeForOrderStatements: (userId: number, goodsIds: number[]) =>
      goodsIds.length
        ? { end: [endOpenOn(goodsIds)], held: heldByOthers(goodsIds, userId) }
        : { end: [], held: sql`false` },

    // ---- back office ----

    async adminList(): Promise<AdminHold[]> {
      const rows = await repo.allInForce();
      const [wires, people] = await Promise.all([
        wiresOf(rows, null),
        accounts.people(rows.map((h) => h.userId)),
      ]);
      return rows.flatMap((hold) => {
        const wire = wires.get(hold.id);
        const buyer = people.get(hold.userId);
        if (!wire) return [];
        return [
          {
            HoldId: hold.id,
            Goods: wire,
            Buyer: { UserId: hold.userId, Name: buyer?.name ?? '', Email: buyer?.email ?? '' },
            CreatedAt: hold.createdAt.toISOString(),
            ExpiresAt: hold.expiresAt.toISOString(),
            LatestExpiry: new Date(hold.createdAt.getTime() + maxMs).toISOString(),
          },
        ];
      });
    },

    /**
     * A clerk extends a hold to the most it may last. Only a hold still in force: one that ran out
     * (swept or not) is a 404 — its stone may be someone else's by now. Under the stone's lock,
     * as holds and orders are.
     */
    async extend(staff: AuthUser, holdId: number): Promise<HoldAdded> {
      const hold = await db.transaction(async (tx) => {
        const found = await holdsRepo(tx).currentById(holdId, false);
        if (!found) throw new AppError('NOT_FOUND');
        await stock.lockForHold(tx, found.goodsId);
        const extended = await holdsRepo(tx).extendToMost(holdId, maxMs);
        if (!extended) throw new AppError('NOT_FOUND');
        await audit.record(tx, { actor: staff, kind: 'hold.extend', targetType: 'hold', targetId: holdId, before: { ExpiresAt: found.expiresAt.toISOString() }, after: { ExpiresAt: extended.expiresAt.toISOString() } }); // prettier-ignore
        return extended;
      });
      return { HoldId: hold.id, GoodsId: hold.goodsId, ExpiresAt: hold.expiresAt.toISOString() };
    },

    /** A clerk releases a hold; the holder is told. */
    async staffRelease(staff: AuthUser, holdId: number): Promise<Record<string, never>> {
      await db.transaction(async (tx) => {
        const hold = await holdsRepo(tx).currentById(holdId);
        if (!hold) throw new AppError('NOT_FOUND');
        const ended = await holdsRepo(tx).end(hold.id, 'staff');
        await audit.record(tx, { actor: staff, kind: 'hold.release', targetType: 'hold', targetId: holdId, before: { ExpiresAt: hold.expiresAt.toISOString(), Held: true }, after: { Held: false } }); // prettier-ignore
        await tellEnded(tx, ended ? [ended] : [], 'NOTICE_HOLD_RELEASED');
      });
      return {};
    },

    sweep,

    /**
     * Sweeps every `sweepMs`, on every instance (each hold still ends once). A sweep that fails
     * (the database away) is reported and the next one tries again; holds that ran out meanwhile
     * already let their stones go, only their notices wait.
     */
    startSweeping: (report: SweepReport) => repeatEvery(sweepMs, sweep, report),
  };
};
