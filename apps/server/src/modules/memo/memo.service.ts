import {
  fitsMemoLimit,
  formatEastern,
  fromCents,
  isMemoable,
  isOverdue,
  isSettled,
  MEMO_REMINDER_DAYS,
  memoExposureCents,
  memoMove,
  toCents,
  type AdminMemo,
  type AdminMemoAnswerBody,
  type AdminMemoListBody,
  type AdminMemoPage,
  type Memo,
  type MemoBuyBody,
  type MemoLimit,
  type MemoListBody,
  type MemoPage,
  type MemoRequestBody,
  type MemoReturnBody,
  type MessageKey,
  type SetMemoLimitBody,
} from '@facet/contract';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { Config } from '../../platform/config';
import type { Db, DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { repeatEvery, type SweepReport } from '../../platform/repeat';
import type { AccountsService } from '../accounts/accounts.service';
import { addressSnapshot, ownAddress } from '../addresses/addresses.service';
import type { AuditService } from '../audit/audit.service';
import type { BuyersService } from '../buyers/buyers.service';
import { stoneWords, type GoodsRow, type GoodsService } from '../catalogue/goods.service';
import type { HoldsService } from '../holds/holds.service';
import type { InventoryService } from '../inventory/inventory.service';
import type { NoticesService } from '../notices/notices.service';
import type { WebhooksService } from '../webhooks/webhooks.service';
import type { OrdersService } from '../orders/orders.service';
import { memoRepo, type MemoLineRow, type MemoRow } from './memo.repo';

/** The advisory-lock class under which one buyer's memos are weighed against their limit. */
const MEMO_LIMIT_LOCK = 0x4d454d4f; // "MEMO"
const SWEEP_BATCH = 200;

export const memoNo = (id: number) => `M${100_000 + id}`;
const lineStates = (lines: MemoLineRow[]) =>
  lines.map((l) => ({ priceCents: l.priceCents, outcome: l.outcome, receivedBack: l.receivedAt !== null })); // prettier-ignore

export type MemoService = ReturnType<typeof memoService>;

/**
 * Memos (docs/offers-memo-returns.md). A buyer's request is weighed against their limit under an
 * advisory lock per buyer, so requests at once never add up past it; the clerk's approval takes
 * the stones' stock under their row locks (the market loses them as an order would take them);
 * buying one places a confirmed order at the memo's price; one received back is put back on sale.
 */
export const memoService = ({
  db,
  config,
  goods,
  stock,
  holds,
  orders,
  notices,
  accounts,
  buyers,
  audit,
  webhooks,
}: {
  db: Db;
  config: Pick<Config, 'memo'>;
  goods: Pick<GoodsService, 'goodsByIds' | 'toWire' | 'pricedFor' | 'forViewer'>;
  stock: Pick<InventoryService, 'lockForHold' | 'take' | 'release'>;
  holds: Pick<HoldsService, 'heldByOthers' | 'consumeForOrder'>;
  orders: Pick<OrdersService, 'placeFromMemo' | 'actorOf'>;
  notices: Pick<NoticesService, 'addPersonal' | 'mailPersonal'>;
  accounts: Pick<AccountsService, 'people'>;
  buyers: Pick<BuyersService, 'requireMayOrder'>;
  audit: Pick<AuditService, 'record'>;
  webhooks: Pick<WebhooksService, 'enqueue'>;
}) => {
  const repo = memoRepo(db);
  const { maxStones, dueMs, sweepMs } = config.memo;

  /** The memos as `viewer` reads them: each stone at their tier (the house's for staff). */
  async function wiresOf(rows: MemoRow[], viewer: AuthUser | null): Promise<Memo[]> {
    const lines = await repo.linesOf(rows.map((m) => m.id));
    const found = await goods.goodsByIds([...new Set(lines.map((l) => l.goodsId))]);
    const stones = new Map(goods.pricedFor(found, viewer?.tier).map((r) => [r.id, goods.toWire(r)]));
    const now = Date.now();
    return rows.map((memo) => {
      const own = lines.filter((l) => l.memoId === memo.id);
      const states = lineStates(own);
      return {
        MemoId: memo.id,
        No: memoNo(memo.id),
        BuyerId: memo.userId,
        Status: memo.status,
        Lines: own.flatMap((l) => {
          const stone = stones.get(l.goodsId);
          if (!stone) return [];
          const [Goods] = viewer ? goods.forViewer([stone], viewer) : [stone];
          return [{ GoodsId: l.goodsId, Goods: Goods!, PriceUsd: fromCents(l.priceCents), Outcome: l.outcome, ReturnTrackingNo: l.returnTrackingNo, ReceivedAt: l.receivedAt?.toISOString() ?? null, OrderId: l.orderId }]; // prettier-ignore
        }),
        TotalUsd: fromCents(own.reduce((sum, l) => sum + l.priceCents, 0)),
        OpenUsd: fromCents(memoExposureCents(memo.status, states)),
        CreatedAt: memo.createdAt.toISOString(),
        ShippedAt: memo.shippedAt?.toISOString() ?? null,
        DueAt: memo.dueAt?.toISOString() ?? null,
        Overdue: isOverdue(memo.status, memo.dueAt?.toISOString() ?? null, states, now),
        TrackingNo: memo.trackingNo,
        Note: memo.note,
        Address: memo.address,
        Orders: [...new Set(own.flatMap((l) => (l.orderId === null ? [] : [l.orderId])))],
      };
    });
  } // prettier-ignore

  /** The buyer's notice of a move, in its transaction; answered for the mail after commit. */
  async function tell(tx: DbOrTx, memo: MemoRow, summaryKey: MessageKey, params: Record<string, string> = {}) {
    const notice = { userId: memo.userId, titleKey: 'NOTICE_MEMO_TITLE' as const, summaryKey, params: { no: memoNo(memo.id), ...params } }; // prettier-ignore
    await notices.addPersonal(tx, notice);
    return notice;
  } // prettier-ignore

  const mail = (notice: Awaited<ReturnType<typeof tell>>) =>
    notices.mailPersonal(notice.userId, notice, 'pages/memo/index');

  /** A move on the buyer's own memo under its row lock; another buyer's memo is a 404. */
  async function onOwnMemo<T>(user: AuthUser, memoId: number, move: (tx: DbOrTx, memo: MemoRow) => Promise<T>) {
    return db.transaction(async (tx) => {
      const memo = await memoRepo(tx).byId(memoId, true);
      if (!memo || memo.userId !== user.id) throw new AppError('NOT_FOUND');
      return move(tx, memo);
    });
  } // prettier-ignore

  /** These stones of the memo, each still out with the buyer; else the memo has moved on. */
  async function outLines(tx: DbOrTx, memo: MemoRow, goodsIds: number[]) {
    const lines = (await memoRepo(tx).linesOf([memo.id])).filter((l) => goodsIds.includes(l.goodsId)); // prettier-ignore
    if (lines.length !== goodsIds.length) throw new AppError('NOT_FOUND');
    if (lines.some((l) => l.outcome !== 'out')) throw new AppError('MEMO_STATE');
    return lines;
  }

  /** Closes a shipped memo once every stone is bought or back. */
  async function closeIfSettled(tx: DbOrTx, memo: MemoRow): Promise<MemoRow> {
    if (memo.status !== 'shipped' || !isSettled(lineStates(await memoRepo(tx).linesOf([memo.id])))) return memo; // prettier-ignore
    return memoRepo(tx).update(memo.id, { status: 'closed', closedAt: new Date() });
  }

  async function remind(): Promise<number> {
    let sent = 0;
    for (const days of MEMO_REMINDER_DAYS) {
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const due = await memoRepo(tx).remindDue(days, SWEEP_BATCH);
          const told = [];
          for (const memo of due) {
            told.push(await tell(tx, memo, 'NOTICE_MEMO_REMINDER', { count: String(days), due: formatEastern(memo.dueAt!) })); // prettier-ignore
            await webhooks.enqueue(tx, { userIds: [memo.userId], event: 'memo.due', data: { MemoId: memo.id, MemoNo: memoNo(memo.id), DueAt: memo.dueAt!.toISOString(), DaysLeft: days } }); // prettier-ignore
          }
          return told;
        });
        for (const notice of batch) await mail(notice);
        sent += batch.length;
        if (batch.length < SWEEP_BATCH) break;
      }
    }
    return sent;
  }

  return {
    async request(user: AuthUser, body: MemoRequestBody): Promise<Memo> {
      if (user.pricesHidden) throw new AppError('NOT_VERIFIED');
      const ids = [...body.GoodsIds].sort((a, b) => a - b);
      if (ids.length > maxStones) {
        throw new AppError('VALIDATION', [{ path: 'GoodsIds', key: 'MEMO_MAX_STONES', params: { count: String(maxStones) } }]); // prettier-ignore
      }
      const memo = await db.transaction(async (tx) => {
        await buyers.requireMayOrder(tx, user.id);
        const repoTx = memoRepo(tx);
        const limitCents = await repoTx.limitOf(user.id);
        if (!limitCents) throw new AppError('NOT_VERIFIED');
        const address = await ownAddress(tx, user.id, body.AddressId);
        // Two requests of one buyer at once are weighed one after the other.
        await tx.execute(sql`select pg_advisory_xact_lock(${MEMO_LIMIT_LOCK}, ${user.id})`);
        if (await repoTx.hasOverdue(user.id)) throw new AppError('MEMO_OVERDUE');
        const rows: GoodsRow[] = [];
        for (const [index, id] of ids.entries()) {
          const row = await stock.lockForHold(tx, id);
          if (!row) throw new AppError('NOT_FOUND');
          if (!isMemoable(row.category)) throw new AppError('VALIDATION', [{ path: `GoodsIds.${index}`, key: 'MEMO_UNIQUE_ONLY' }]); // prettier-ignore
          if (!row.onMarket) throw new AppError('OFF_MARKET');
          if (row.stock <= 0) throw new AppError('ITEM_SOLD');
          rows.push(row);
        }
        if ((await holds.heldByOthers(user.id, ids, tx)).size) throw new AppError('ITEM_HELD');
        const priced = goods.pricedFor(rows, user.tier);
        const requestCents = priced.reduce((sum, r) => sum + r.priceCents, 0);
        if (!fitsMemoLimit(limitCents, await repoTx.exposureOf(user.id), requestCents)) throw new AppError('MEMO_LIMIT'); // prettier-ignore
        return repoTx.insert(
          { userId: user.id, address: addressSnapshot(address), note: body.Note ?? '' },
          priced.map((r) => ({ goodsId: r.id, priceCents: r.priceCents })),
        );
      });
      return (await wiresOf([memo], user))[0]!;
    },

    async list(user: AuthUser, body: MemoListBody): Promise<MemoPage> {
      const [{ rows, total }, limitCents, usedCents] = await Promise.all([
        repo.page({ userId: user.id, status: body.Status, pageIndex: body.PageIndex, pageSize: body.PageSize }), // prettier-ignore
        repo.limitOf(user.id),
        repo.exposureOf(user.id),
      ]);
      return { List: await wiresOf(rows, user), Total: total, PageIndex: body.PageIndex, PageSize: body.PageSize, LimitUsd: fromCents(limitCents ?? 0), UsedUsd: fromCents(usedCents), MaxStones: maxStones }; // prettier-ignore
    },

    /** The buyer buys stones they have on memo: a confirmed order at the memo's prices. */
    async buy(user: AuthUser, body: MemoBuyBody): Promise<Memo> {
      const actor = await orders.actorOf(user);
      const memo = await onOwnMemo(user, body.MemoId, async (tx, memo) => {
        if (memo.status !== 'approved' && memo.status !== 'shipped') throw new AppError('MEMO_STATE');
        const lines = await outLines(tx, memo, body.GoodsIds);
        const rows = new Map((await goods.goodsByIds(body.GoodsIds, tx)).map((r) => [r.id, r]));
        const order = await orders.placeFromMemo(tx, { id: user.id, actor }, lines.map((l) => ({ row: rows.get(l.goodsId)!, priceCents: l.priceCents })), memo.address, memoNo(memo.id)); // prettier-ignore
        await memoRepo(tx).updateLines(memo.id, body.GoodsIds, { outcome: 'bought', orderId: order.id }); // prettier-ignore
        return closeIfSettled(tx, memo);
      }); // prettier-ignore
      return (await wiresOf([memo], user))[0]!;
    },

    /** The buyer sends stones back; the clerk records them arriving (`received`). */
    async sendBack(user: AuthUser, body: MemoReturnBody): Promise<Memo> {
      const memo = await onOwnMemo(user, body.MemoId, async (tx, memo) => {
        if (memo.status !== 'shipped') throw new AppError('MEMO_STATE');
        await outLines(tx, memo, body.GoodsIds);
        await memoRepo(tx).updateLines(memo.id, body.GoodsIds, { outcome: 'returned', returnTrackingNo: body.TrackingNo ?? null }); // prettier-ignore
        return memo;
      });
      return (await wiresOf([memo], user))[0]!;
    },

    // ---- back office ----

    /** A buyer's limit and what their open memos use of it; a stranger or staff is a 404. */
    async limitOf(userId: number): Promise<MemoLimit> {
      const person = (await accounts.people([userId])).get(userId);
      if (!person || person.role !== 'buyer') throw new AppError('NOT_FOUND');
      const [limitCents, usedCents] = await Promise.all([repo.limitOf(userId), repo.exposureOf(userId)]); // prettier-ignore
      return { LimitUsd: fromCents(limitCents ?? 0), UsedUsd: fromCents(usedCents) };
    },

    async setLimit(staff: AuthUser, body: SetMemoLimitBody): Promise<Record<string, never>> {
      const person = (await accounts.people([body.UserId])).get(body.UserId);
      if (!person || person.role !== 'buyer') throw new AppError('NOT_FOUND');
      await db.transaction(async (tx) => {
        const before = await memoRepo(tx).limitOf(body.UserId);
        await memoRepo(tx).setLimit(body.UserId, toCents(body.LimitUsd));
        await audit.record(tx, { actor: staff, kind: 'memo.limit', targetType: 'buyer', targetId: body.UserId, before: { LimitUsd: fromCents(before ?? 0) }, after: { LimitUsd: body.LimitUsd } }); // prettier-ignore
      });
      return {};
    },

    async adminList(body: AdminMemoListBody): Promise<AdminMemoPage> {
      const [{ rows, total }, counts] = await Promise.all([
        repo.page({ status: body.Status, overdue: body.Overdue, pageIndex: body.PageIndex, pageSize: body.PageSize }), // prettier-ignore
        repo.counts(),
      ]);
      return { List: await adminWires(rows), Total: total, PageIndex: body.PageIndex, PageSize: body.PageSize, Requested: counts.requested, Overdue: counts.overdue, MemoDays: dueMs / 86_400_000 }; // prettier-ignore
    },

    /** A clerk approves, declines, ships or records stones coming back. */
    async answer(staff: AuthUser, body: AdminMemoAnswerBody): Promise<AdminMemo> {
      let told: Awaited<ReturnType<typeof tell>> | undefined;
      const memo = await db.transaction(async (tx) => {
        const found = await memoRepo(tx).byId(body.MemoId, true);
        if (!found) throw new AppError('NOT_FOUND');
        const to = memoMove(found.status, body.Action);
        if (!to) throw new AppError('MEMO_STATE');
        const lines = await memoRepo(tx).linesOf([found.id]);
        let changed = found;
        if (body.Action === 'approve') {
          // The stones leave the market: their stock is taken, in one lock order for everyone.
          const ids = lines.map((l) => l.goodsId).sort((a, b) => a - b);
          for (const id of ids) {
            if (!(await stock.take(tx, id, 1))) throw new AppError('ITEM_SOLD');
          }
          await holds.consumeForOrder(tx, found.userId, ids);
          changed = await memoRepo(tx).update(found.id, { status: to });
          told = await tell(tx, changed, 'NOTICE_MEMO_approved');
        } else if (body.Action === 'decline') {
          changed = await memoRepo(tx).update(found.id, { status: to, closedAt: new Date() });
          told = await tell(tx, changed, 'NOTICE_MEMO_declined');
        } else if (body.Action === 'ship') {
          changed = await memoRepo(tx).update(found.id, { status: to, trackingNo: body.TrackingNo!, dueInMs: dueMs }); // prettier-ignore
          told = await tell(tx, changed, 'NOTICE_MEMO_shipped', { tracking: body.TrackingNo!, due: formatEastern(changed.dueAt!) }); // prettier-ignore
        } else {
          const back = lines.filter((l) => l.outcome === 'returned' && l.receivedAt === null && (!body.GoodsIds || body.GoodsIds.includes(l.goodsId))); // prettier-ignore
          if (!back.length) throw new AppError('MEMO_STATE');
          await memoRepo(tx).updateLines(
            found.id,
            back.map((l) => l.goodsId),
            { received: true },
          );
          await stock.release(
            tx,
            back.map((l) => ({ goodsId: l.goodsId, quantity: 1 })),
          );
          const rows = await goods.goodsByIds(
            back.map((l) => l.goodsId),
            tx,
          );
          told = await tell(tx, found, 'NOTICE_MEMO_received', {
            stones: rows.map(stoneWords).join(', '),
          });
          changed = await closeIfSettled(tx, found);
        }
        await audit.record(tx, { actor: staff, kind: `memo.${body.Action}`, targetType: 'memo', targetId: found.id, before: { Status: found.status }, after: { Status: changed.status, TrackingNo: changed.trackingNo, Note: body.Note ?? '' } }); // prettier-ignore
        return changed;
      });
      if (told) await mail(told);
      return (await adminWires([memo]))[0]!;
    },

    sweep: remind,
    /** Sends the due-date reminders on every instance (each reminder once). */
    startSweeping: (report: SweepReport) => repeatEvery(sweepMs, remind, report),
  };

  async function adminWires(rows: MemoRow[]): Promise<AdminMemo[]> {
    const ids = [...new Set(rows.map((m) => m.userId))];
    const [wires, people, limits] = await Promise.all([wiresOf(rows, null), accounts.people(ids), repo.limitsOf(ids)]); // prettier-ignore
    return wires.map((wire) => {
      const buyer = people.get(wire.BuyerId);
      return { ...wire, Buyer: { UserId: wire.BuyerId, Name: buyer?.name ?? '', Email: buyer?.email ?? '', LimitUsd: fromCents(limits.get(wire.BuyerId) ?? 0) } }; // prettier-ignore
    });
  }
};
