import {
  LOGISTICS,
  ORDER_TABS,
  fromCents,
  isUnique,
  toCents,
  translate,
  type AddDemandOrderBody,
  type AddOrderBody,
  type Locale,
  type Logistics,
  type OrderAdded,
  type OrderListBody,
  type OrderPage,
  type OrderStatus,
} from '@facet/contract';
import type { Config } from '../../platform/config';
import type { DbOrTx } from '../../platform/db';
import type { Deps } from '../../platform/deps';
import type { Metrics } from '../../platform/metrics';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuditService } from '../audit/audit.service';
import type { WebhooksService } from '../webhooks/webhooks.service';
import type { BuyersService } from '../buyers/buyers.service';
import type { HoldsService } from '../holds/holds.service';
import type { GoodsRow, GoodsService } from '../catalogue/goods.service';
import type { InventoryService } from '../inventory/inventory.service';
import type { NoticesService } from '../notices/notices.service';
import type { FileRef, UploadsService } from '../uploads/uploads.service';
import { addressSnapshot, defaultAddress, ownAddress } from '../addresses/addresses.service';
import {
  atAgreedPrice,
  checkQuantity,
  isBlocking,
  isCustomMade,
  lineProblem,
  type CartService,
} from '../cart/cart.service';
import { orderMoves } from './order-moves';
import { stoneRace } from './stone-race';
import { orderViews } from './order-views';
import { ordersRepo } from './orders.repo';
import { lineCentsOf, lineOf, logisticsName } from './orders.wire';

export type OrdersService = ReturnType<typeof ordersService>;

/**
 * The buyers' orders: placing one from the cart or from pictures, their list and detail, what
 * a buyer may change, and what other modules ask of orders. The clerks' order work is
 * `admin-orders.service.ts`; the moves both make are `order-moves.ts`.
 */
export const ordersService = ({
  db,
  config,
  mailer,
  uploads,
  accounts,
  notices,
  goods,
  stock,
  cart,
  holds,
  buyers,
  audit,
  webhooks,
  metrics,
  agreedSpent,
}: Pick<Deps, 'db' | 'mailer'> & {
  config: Pick<Config, 'mailOrigin'>;
  metrics: Pick<Metrics, 'ordersPlaced'>;
  uploads: UploadsService;
  accounts: Pick<AccountsService, 'people' | 'rememberLocale'>;
  notices: Pick<NoticesService, 'personalNoticeInsert'>;
  goods: Pick<GoodsService, 'goodsByIds' | 'pricedFor'>;
  stock: Pick<InventoryService, 'take' | 'release'>;
  cart: Pick<CartService, 'linesOf' | 'removeLinesStatement' | 'stonesOf'>;
  holds: Pick<HoldsService, 'consumeForOrderStatements'>;
  buyers: Pick<BuyersService, 'requireMayOrder'>;
  audit: Pick<AuditService, 'record'>;
  webhooks: Pick<WebhooksService, 'enqueueStatement'>;
  /** Marks the prices agreed with the buyer for these stones as spent on the order. */
  agreedSpent: (tx: DbOrTx, userId: number, goodsIds: number[], orderId: number) => Promise<void>;
}) => {
  const repo = ordersRepo(db);
  const views = orderViews({ db, uploads });
  const { detail, summaries } = views;
  const moves = orderMoves({ db, config, mailer, accounts, notices, stock, audit, views, webhooks }); // prettier-ignore
  const { actorOf, record, transition, edit } = moves;
  const race = stoneRace();

  /**
   * An order from the selected cart lines, in `tx`: prices re-read from the database, minimum
   * buys and stock checked, stock taken with a conditional update (so of several buyers ordering
   * the last piece at once exactly one gets it), lines snapshotted, cart lines cleared. Anything
   * refused rolls everything back: the cart stays as it was. The buyer's language is remembered:
   * the salesperson's answer is mailed in it.
   */
  async function placeOrder(
    tx: DbOrTx,
    user: AuthUser,
    body: AddOrderBody,
    locale: Locale,
    { cartIds, logistics, actor }: { cartIds: number[]; logistics: (typeof LOGISTICS)[number]; actor: Awaited<ReturnType<typeof actorOf>> }, // prettier-ignore
  ) {
    await buyers.requireMayOrder(tx, user.id);
    const lines = await cart.linesOf(tx, user, cartIds);
    if (lines.length !== cartIds.length) throw new AppError('NOT_FOUND');
    const address =
      body.AddressId !== undefined
        ? await ownAddress(tx, user.id, body.AddressId)
        : await defaultAddress(tx, user.id);
    if (!address) throw new AppError('NO_ADDRESS');

    // One lock order for every buyer: no two orders wait on each other's stones.
    lines.sort((a, b) => a.goods.id - b.goods.id);
    const taken: ReturnType<typeof lineOf>[] = [];
    for (const [index, { item, goods: row, agreedCents }] of lines.entries()) {
      checkQuantity(row, item.quantity, `CartIds.${index}`);
      const problem = lineProblem(row, item.quantity, item.addedUnitPriceCents);
      if (isBlocking(problem)) throw new AppError(problem);
      const customMade = isCustomMade(row, item.quantity);
      let current = row;
      if (!customMade) {
        const after = await stock.take(tx, row.id, item.quantity);
        if (!after) {
          // Someone else took it between our read and our update (or it left the market).
          const [now] = await goods.goodsByIds([row.id], tx);
          if (!now?.onMarket) throw new AppError('OFF_MARKET');
          throw new AppError(isUnique(row.category) ? 'ITEM_SOLD' : 'OUT_OF_STOCK');
        }
        // The stone as taken, at the buyer's tier: the line keeps the price they were shown.
        current = goods.pricedFor([after], user.tier)[0]!;
        // ...or at the price a clerk agreed with them (an accepted offer), instead.
        if (agreedCents !== undefined) current = atAgreedPrice(current, agreedCents);
      }
      const stockTaken = customMade ? 0 : item.quantity;
      taken.push(lineOf(current, { quantity: item.quantity, unitPriceCents: current.priceCents, stockTaken, customMade })); // prettier-ignore
    }

    // Asked with the writes below, under the rows' locks: another buyer's hold refuses the
    // order, the buyer's own ends.
    const held = holds.consumeForOrderStatements(
      user.id,
      taken.filter((line) => line.stockTaken > 0).map((line) => line.goodsId),
    );

    const now = new Date();
    const amountCents = taken.reduce((sum, l) => sum + lineCentsOf({ unitPriceCents: l.unitPriceCents, quantity: l.quantity }), 0); // prettier-ignore
    const kind = taken.some((l) => l.customMade) ? 'custom_made' : 'stock';
    const order = await ordersRepo(tx).insertOrder({
      userId: user.id,
      kind,
      status: 'PendingConfirmation',
      address: addressSnapshot(address),
      receivingMethod: body.ReceivingMethod,
      logisticsId: logistics.Id,
      feeCents: toCents(logistics.Fee),
      amountCents,
      remark: body.Remark ?? '',
      need: body.Need ?? '',
      createdAt: now,
      updatedAt: now,
    });
    const agreedIds = lines.filter((l) => l.agreedCents !== undefined).map((l) => l.goods.id);
    if (agreedIds.length) await agreedSpent(tx, user.id, agreedIds, order.id);
    // Their language, for the mails about this order: written only when it changed.
    if (user.locale !== locale) await accounts.rememberLocale(tx, user.id, locale);
    const sold = taken.filter((l) => l.stockTaken > 0 && isUnique(l.category));
    // The lines, the cart cleared, the holds ended, the history and the notice: one statement.
    const refused = await record(
      tx,
      order,
      { from: null, to: 'PendingConfirmation', action: 'submit' },
      actor,
      '',
      [
        ordersRepo(tx).linesInsert(taken.map((l) => ({ ...l, orderId: order.id }))),
        cart.removeLinesStatement(tx, user.id, cartIds),
        // A single stone taken is sold: every buyer's endpoint that listens hears of it.
        ...sold.map((l) => webhooks.enqueueStatement({ all: true, event: 'stone.sold', data: { StockNo: l.stockNo, GoodsId: l.goodsId } })), // prettier-ignore
        ...held.end,
      ],
      held.held,
    );
    if (refused) throw new AppError('ITEM_HELD');
    return {
      result: {
        OrderId: order!.id,
        OrderNo: order!.orderNo,
        Status: order!.status,
        CreatedAt: order!.createdAt.toISOString(),
        Notice: kind === 'stock' ? 'in_stock' : 'custom_made',
      } satisfies OrderAdded,
      // The single stones it took: orders waiting for them on this instance are refused.
      taken: sold.map((l) => l.goodsId),
    };
  }

  return {
    /** Which of these uploads this module still keeps (uploads.service sweeps the rest). */
    filesReferenced: (refs: FileRef[]) => repo.filesReferenced(refs.map((ref) => ref.id)),
    detail,
    transition,
    addRemark: moves.addRemark,

    logistics(locale: Locale): Logistics[] {
      return LOGISTICS.map((option) => ({
        Id: option.Id,
        Name: logisticsName(locale, option.Key),
        Method: option.Method,
        Fee: option.Fee,
      }));
    },

    /**
     * Turns the selected cart lines into an order in one transaction (placeOrder). Orders on
     * this instance for the same single stones go one at a time, and those waiting for a stone
     * another has just taken are answered ITEM_SOLD without asking the database (stoneRace).
     */
    async addOrder(user: AuthUser, body: AddOrderBody, locale: Locale): Promise<OrderAdded> {
      const logistics =
        body.ReceivingMethod === 'pickup'
          ? LOGISTICS.find((l) => l.Method === 'pickup')!
          : LOGISTICS.find((l) => l.Id === body.LogisticsId && l.Method === 'express');
      if (!logistics) {
        throw new AppError('VALIDATION', [{ path: 'LogisticsId', key: 'FIELD_INVALID' }]);
      }
      const cartIds = [...new Set(body.CartIds)];
      const placed = await race.run(cart.stonesOf(user.id, cartIds), async () => {
        const actor = await actorOf(user);
        return db.transaction((tx) => placeOrder(tx, user, body, locale, { cartIds, logistics, actor })); // prettier-ignore
      });
      metrics.ordersPlaced.inc();
      return placed;
    },

    /**
     * The buyer's order (locked for the caller's transaction), its lines and when it was
     * received, for a return; null when it is not theirs.
     */
    async forReturn(tx: DbOrTx, userId: number, orderId: number) {
      const order = await ordersRepo(tx).byId(orderId, true);
      if (!order || order.userId !== userId) return null;
      const [lines, receivedAt] = await Promise.all([
        ordersRepo(tx).linesOf([orderId]),
        ordersRepo(tx).receivedAt(orderId),
      ]);
      return { order, lines: lines.get(orderId) ?? [], receivedAt };
    },

    /** Who makes a move, for a caller that records one inside its own transaction. */
    actorOf,

    /**
     * An order of stones the buyer has on memo, at the memo's prices, in the caller's
     * transaction: placed confirmed (the price was settled when the memo was approved), its
     * stock already taken by the memo — a cancelled order puts the stones back on sale.
     */
    async placeFromMemo(
      tx: DbOrTx,
      buyer: { id: number; actor: Awaited<ReturnType<typeof actorOf>> },
      lines: { row: GoodsRow; priceCents: number }[],
      address: ReturnType<typeof addressSnapshot>,
      memoNo: string,
    ) {
      const now = new Date();
      const amountCents = lines.reduce((sum, l) => sum + l.priceCents, 0);
      const order = await ordersRepo(tx).insertOrder({
        userId: buyer.id,
        kind: 'stock',
        status: 'PendingPayment',
        address,
        receivingMethod: 'pickup',
        logisticsId: LOGISTICS.find((l) => l.Method === 'pickup')!.Id,
        amountCents,
        remark: `Memo ${memoNo}`,
        createdAt: now,
        updatedAt: now,
        confirmedAt: now,
      });
      const rows = lines.map(({ row, priceCents }) => ({
        orderId: order.id,
        ...lineOf(row, {
          quantity: 1,
          unitPriceCents: priceCents,
          stockTaken: 1,
          customMade: false,
        }),
      }));
      await record(tx, order, { from: null, to: 'PendingPayment', action: 'submit' }, buyer.actor, '', [ordersRepo(tx).linesInsert(rows)]); // prettier-ignore
      return order;
    },

    /** A custom order from pictures: no stock is taken; the clerk quotes it on confirming. */
    async addDemandOrder(user: AuthUser, body: AddDemandOrderBody, locale: Locale) {
      const actor = await actorOf(user);
      const images = await uploads.requireOwned(user.id, body.Images, 'demand', 'Images');
      const demand = await db.transaction(async (tx) => {
        await buyers.requireMayOrder(tx, user.id);
        const address =
          body.AddressId !== undefined
            ? await ownAddress(tx, user.id, body.AddressId)
            : await defaultAddress(tx, user.id);
        const now = new Date();
        const order = await ordersRepo(tx).insertOrder({
          userId: user.id,
          kind: 'demand',
          status: 'PendingConfirmation',
          address: address ? addressSnapshot(address) : null,
          receivingMethod: 'express',
          amountCents: 0,
          demand: {
            images,
            description: body.Description,
            category: body.Category,
            quantity: body.Quantity,
            budgetCents: body.Budget === undefined ? null : toCents(body.Budget),
          },
          createdAt: now,
          updatedAt: now,
        });
        // Their language, for the mails about this order: written only when it changed.
        if (user.locale !== locale) await accounts.rememberLocale(tx, user.id, locale);
        await record(tx, order, { from: null, to: 'PendingConfirmation', action: 'submit' }, actor);
        return { OrderId: order.id, OrderNo: order.orderNo, Status: order.status };
      });
      metrics.ordersPlaced.inc();
      return demand;
    },

    async list(user: AuthUser, body: OrderListBody, locale: Locale): Promise<OrderPage> {
      const statuses: readonly OrderStatus[] | undefined =
        body.Status === undefined
          ? undefined
          : body.Status in ORDER_TABS
            ? ORDER_TABS[body.Status as keyof typeof ORDER_TABS]
            : [body.Status as OrderStatus];
      const { rows, total } = await repo.ofBuyer(user.id, statuses, body);
      return {
        List: await summaries(rows, locale),
        Total: total,
        PageIndex: body.PageIndex,
        PageSize: body.PageSize,
      };
    },

    async uploadVouchers(user: AuthUser, orderId: number, fileIds: string[], locale: Locale) {
      const ids = await uploads.requireOwned(user.id, fileIds, 'voucher', 'FileIds');
      return edit(user, orderId, 'uploadVouchers', locale, async (tx, order) => {
        await ordersRepo(tx).insertVouchers(order.id, ids);
        // Under the order's lock: the first upload is the one the payment is timed from.
        if (!order.firstVoucherAt) await ordersRepo(tx).update(order.id, { firstVoucherAt: new Date() }); // prettier-ignore
      });
    },

    replaceAddress(user: AuthUser, orderId: number, addressId: number, locale: Locale) {
      return edit(user, orderId, 'replaceAddress', locale, async (tx, order) => {
        const address = await ownAddress(tx, order.userId, addressId);
        await ordersRepo(tx).update(order.id, { address: addressSnapshot(address) });
      });
    },

    /** The latest order holding each of these stones, by stone (a certificate's standing). */
    async latestTakingOf(goodsIds: number[]) {
      const rows = await repo.latestTakingOf(goodsIds);
      return new Map(rows.map(({ goodsId, ...order }) => [goodsId, order]));
    },

    /** A buyer's latest orders, for the clerk who is chatting with them. */
    async recentOfBuyer(buyerId: number, limit: number) {
      const rows = await repo.latestOfBuyer(buyerId, limit);
      return rows.map((order) => ({
        OrderId: order.id,
        OrderNo: order.orderNo,
        Status: order.status,
        Total: fromCents(order.amountCents + order.feeCents),
        CreatedAt: order.createdAt.toISOString(),
      }));
    },

    /**
     * The order a Cloud Store enquiry became: the buyer's first order placed at or after
     * `since` (when its stones went into the cart) holding one of them; null before there is one.
     */
    async firstOrderWith(userId: number, goodsIds: number[], since: Date): Promise<number | null> {
      return (await repo.firstWithGoods(userId, goodsIds, since)) ?? null;
    },

    /** Number and status of the buyer's own orders among these ids. */
    async briefsOf(userId: number, ids: number[]) {
      const rows = await repo.ofBuyerByIds(userId, [...new Set(ids)]);
      return new Map(rows.map((o) => [o.id, { orderNo: o.orderNo, status: o.status }]));
    },

    statusLabel: (locale: Locale, status: OrderStatus) =>
      translate(locale, `ORDER_STATUS_${status}`),
  };
};
