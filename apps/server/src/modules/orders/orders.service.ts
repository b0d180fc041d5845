import {
  LOGISTICS,
  ORDER_STATUSES,
  ORDER_TABS,
  actionsFor,
  canEdit,
  fromCents,
  isReasonAction,
  isUnique,
  nextStatus,
  returnsStock,
  toCents,
  translate,
  type AddDemandOrderBody,
  type AddOrderBody,
  type AdminOrder,
  type AdminOrderListBody,
  type AdminOrderPage,
  type ConfirmOrderBody,
  type Locale,
  type Logistics,
  type Order,
  type OrderAction,
  type OrderAdded,
  type OrderEdit,
  type OrderListBody,
  type OrderPage,
  type OrderStatus,
  type Role,
} from '@facet/contract';
import type { Config } from '../../platform/config';
import type { Deps } from '../../platform/deps';
import type { Metrics } from '../../platform/metrics';
import type { AuthUser } from '../../platform/auth';
import type { DbOrTx, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuditService } from '../audit/audit.service';
import type { BuyersService } from '../buyers/buyers.service';
import type { HoldsService } from '../holds/holds.service';
import type { GoodsService } from '../catalogue/goods.service';
import type { InventoryService } from '../inventory/inventory.service';
import { noticeParagraphs, withStatusText, type NoticesService } from '../notices/notices.service';
import type { FileRef, UploadsService } from '../uploads/uploads.service';
import { addressSnapshot, defaultAddress, ownAddress } from '../addresses/addresses.service';
import {
  checkQuantity,
  isBlocking,
  isCustomMade,
  lineProblem,
  type CartService,
} from '../cart/cart.service';
import { ordersRepo } from './orders.repo';
import type { orderLines, orders } from './orders.table';
import {
  lineAttributesOf,
  lineCentsOf,
  lineToWire,
  logisticsName,
  logisticsToWire,
  summaryToWire,
  type OrderRow,
} from './orders.wire';

type Actor = { id: number; role: Role; name: string };

/** What a transition may change besides the status (shipment, confirmed prices). */
type TransitionOptions = {
  note?: string;
  patch?: Partial<typeof orders.$inferInsert>;
  /** Runs inside the transaction once the move is allowed, before it is written. */
  before?: (tx: Tx, order: OrderRow) => Promise<void>;
};

const BUYER_EDITS: readonly OrderEdit[] = ['uploadVouchers', 'replaceAddress', 'addRemark'];

/**
 * The steps whose time the order keeps for the dashboard's funnel and medians (shipping keeps
 * its own with the shipment). Each is taken once: the state machine never goes back.
 */
const STEP_TIMES: Partial<Record<OrderAction, 'confirmedAt' | 'paidAt'>> = {
  confirm: 'confirmedAt',
  markPaid: 'paidAt',
};

/**
 * The moves the buyer is mailed about besides the notice: the confirmation, which says what to
 * pay and where, and a problem with the order, which says what is wrong.
 */
const MAILED_ACTIONS: readonly OrderAction[] = ['confirm', 'markAbnormal'];

const orderNoOf = (sequence: number, at: Date) =>
  `F${at.toISOString().slice(2, 10).replaceAll('-', '')}${sequence}`;

export type OrdersService = ReturnType<typeof ordersService>;

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
  metrics,
}: Pick<Deps, 'db' | 'mailer'> & {
  config: Pick<Config, 'mailOrigin'>;
  metrics: Pick<Metrics, 'ordersPlaced'>;
  uploads: UploadsService;
  accounts: Pick<AccountsService, 'people' | 'idsWithEmailStarting' | 'rememberLocale'>;
  notices: Pick<NoticesService, 'addPersonal'>;
  goods: Pick<GoodsService, 'goodsByIds' | 'pricedFor'>;
  stock: Pick<InventoryService, 'take' | 'release'>;
  cart: Pick<CartService, 'linesOf' | 'removeLines'>;
  holds: Pick<HoldsService, 'consumeForOrder'>;
  buyers: Pick<BuyersService, 'requireMayOrder'>;
  audit: Pick<AuditService, 'record'>;
}) => {
  async function actorOf(user: AuthUser): Promise<Actor> {
    const person = (await accounts.people([user.id])).get(user.id);
    return { id: user.id, role: user.role, name: person?.name ?? '' };
  }

  const repo = ordersRepo(db);

  /** The order, if the caller may see it: staff see every order, a buyer only their own. */
  async function visibleOrder(db: DbOrTx, user: AuthUser, orderId: number, lock = false) {
    const order = await ordersRepo(db).byId(orderId, lock);
    if (!order || (user.role === 'buyer' && order.userId !== user.id)) {
      throw new AppError('NOT_FOUND');
    }
    return order;
  }

  async function toWire(order: OrderRow, user: AuthUser, locale: Locale): Promise<Order> {
    const [lines, history, remarks, vouchers] = await Promise.all([
      repo.linesOf([order.id]).then((m) => m.get(order.id)!),
      repo.historyOf(order.id),
      repo.remarksOf(order.id),
      repo.vouchersOf(order.id),
    ]);
    const links = await uploads.links([
      ...vouchers.map((v) => v.fileId),
      ...(order.demand?.images ?? []),
    ]);
    const demandImages = (order.demand?.images ?? []).flatMap((id) => links.get(id) ?? []);
    const edits = user.role === 'buyer' ? BUYER_EDITS : (['addRemark'] as const);
    return {
      ...summaryToWire(locale, order, lines, demandImages[0] ?? null),
      Lines: lines.map((line) => lineToWire(locale, line)),
      Address: order.address,
      ReceivingMethod: order.receivingMethod,
      Logistics: logisticsToWire(locale, order.logisticsId),
      Remark: order.remark,
      Need: order.need,
      Remarks: remarks.map((r) => ({ Text: r.text, At: r.createdAt.toISOString(), By: r.authorRole })),
      Vouchers: vouchers.flatMap((v) => {
        const url = links.get(v.fileId);
        return url ? [{ FileId: v.fileId, Url: url, At: v.createdAt.toISOString() }] : [];
      }),
      Shipment:
        order.carrier && order.trackingNo && order.shippedAt
          ? { Carrier: order.carrier, TrackingNo: order.trackingNo, At: order.shippedAt.toISOString() }
          : null,
      Demand: order.demand
        ? {
            Images: demandImages,
            Description: order.demand.description,
            Category: order.demand.category,
            Quantity: order.demand.quantity,
            Budget: order.demand.budgetCents == null ? null : fromCents(order.demand.budgetCents),
          }
        : null,
      History: history.map((h) => ({
        From: h.fromStatus,
        To: h.toStatus,
        Action: h.action,
        At: h.createdAt.toISOString(),
        By: { Role: h.actorRole, Name: h.actorName },
        Note: h.note,
      })),
      Notice: order.kind === 'stock' ? 'in_stock' : 'custom_made',
      ResumeStatus: order.resumeStatus,
      Actions: [
        ...actionsFor(order.status, user.role, order.resumeStatus),
        ...edits.filter((edit) => canEdit(order.status, edit)),
      ],
    }; // prettier-ignore
  }

  /**
   * A notice's params for a move: the order, its new status, and what was written with the
   * move — the buyer reads a salesperson's note or a reason in it, not only in the record.
   */
  const noticeParams = (
    order: Pick<OrderRow, 'orderNo'>,
    to: OrderStatus,
    action: OrderAction | 'submit',
    note: string,
  ): Record<string, string> => ({
    orderNo: order.orderNo,
    status: to,
    ...(note && (isReasonAction(action) ? { orderReason: note } : { orderNote: note })),
  });

  /**
   * Mails the buyer a move the notice alone may not reach in time, in the language they last
   * ordered in. The move stands whether or not the mail goes out: the notice carries it too.
   */
  async function mailBuyer(
    order: Pick<OrderRow, 'id' | 'orderNo' | 'userId'>,
    to: OrderStatus,
    action: OrderAction,
    note: string,
  ) {
    const buyer = (await accounts.people([order.userId])).get(order.userId);
    if (!buyer?.email || buyer.cancelled) return;
    const { locale } = buyer;
    const params = withStatusText(locale, noticeParams(order, to, action, note));
    const link = `${config.mailOrigin}/#/pages/order/details?id=${order.id}`;
    const text = [
      ...noticeParagraphs(locale, `NOTICE_ORDER_${to}`, params),
      translate(locale, 'MAIL_ORDER_OPEN', { link }),
    ].join('\n\n');
    await mailer
      .send({ to: buyer.email, subject: translate(locale, 'NOTICE_ORDER_TITLE', params), text })
      .catch(() => undefined);
  }

  /** Writes a status change's history row and tells the buyer. */
  async function record(
    tx: DbOrTx,
    order: Pick<OrderRow, 'id' | 'orderNo' | 'userId'>,
    change: { from: OrderStatus | null; to: OrderStatus; action: OrderAction | 'submit' },
    actor: Actor,
    note = '',
  ) {
    await ordersRepo(tx).insertHistory({
      orderId: order.id,
      fromStatus: change.from,
      toStatus: change.to,
      action: change.action,
      actorId: actor.id,
      actorRole: actor.role,
      actorName: actor.name,
      note,
    });
    await notices.addPersonal(tx, {
      userId: order.userId,
      titleKey: 'NOTICE_ORDER_TITLE',
      summaryKey: `NOTICE_ORDER_${change.to}`,
      params: noticeParams(order, change.to, change.action, note),
      orderId: order.id,
    });
  }

  /** Puts back what the order took from the shelf (custom-made lines took nothing). */
  async function releaseStock(tx: DbOrTx, orderId: number) {
    await stock.release(tx, await ordersRepo(tx).stockTakenBy(orderId));
  }

  async function nextOrderNo(tx: DbOrTx, at: Date) {
    return orderNoOf(await ordersRepo(tx).nextOrderNumber(), at);
  }

  /**
   * Moves an order through the state machine of contract. The status is changed only if it is
   * still the one read (a conditional update under a row lock), so two requests racing for the
   * same move — say, cancel sent twice — make it once; the other gets ORDER_STATE.
   */
  async function transition(
    user: AuthUser,
    orderId: number,
    action: OrderAction,
    locale: Locale,
    options: TransitionOptions = {},
  ): Promise<Order> {
    const actor = await actorOf(user);
    const done = await db.transaction(async (tx) => {
      const order = await visibleOrder(tx, user, orderId, true);
      const to = nextStatus(order.status, action, user.role, order.resumeStatus);
      if (!to) throw new AppError('ORDER_STATE');
      await options.before?.(tx, order);
      const resumeStatus =
        action === 'markAbnormal' ? order.status : action === 'resolve' ? null : order.resumeStatus;
      const step = STEP_TIMES[action];
      const moved = await ordersRepo(tx).moveStatus(order.id, order.status, {
        ...options.patch,
        ...(step && { [step]: new Date() }),
        status: to,
        resumeStatus,
      });
      if (!moved) throw new AppError('ORDER_STATE');
      if (returnsStock(action, order.status, order.resumeStatus)) await releaseStock(tx, order.id);
      await record(tx, order, { from: order.status, to, action }, actor, options.note);
      if (user.role !== 'buyer') {
        // The staff's moves go to the audit trail, with the amount a confirmation may reprice.
        const after = await visibleOrder(tx, user, orderId);
        await audit.record(tx, {
          actor: user,
          kind: `order.${action}`,
          targetType: 'order',
          targetId: order.orderNo,
          before: { Status: order.status, Amount: fromCents(order.amountCents) },
          after: { Status: to, Amount: fromCents(after.amountCents), Note: options.note ?? '' },
        });
      }
      return { order, to };
    });
    if (MAILED_ACTIONS.includes(action)) {
      await mailBuyer(done.order, done.to, action, options.note ?? '');
    }
    return detail(user, orderId, locale);
  }

  /** A change that keeps the status, allowed in the statuses contract lists for it. */
  async function edit(
    user: AuthUser,
    orderId: number,
    what: OrderEdit,
    locale: Locale,
    work: (tx: Tx, order: OrderRow) => Promise<void>,
  ): Promise<Order> {
    await db.transaction(async (tx) => {
      const order = await visibleOrder(tx, user, orderId, true);
      if (!canEdit(order.status, what)) throw new AppError('ORDER_STATE');
      await work(tx, order);
      await ordersRepo(tx).update(order.id, {});
    });
    return detail(user, orderId, locale);
  }

  async function detail(user: AuthUser, orderId: number, locale: Locale): Promise<Order> {
    return toWire(await visibleOrder(db, user, orderId), user, locale);
  }

  /** A page of orders as lists show them: lines, and the first picture of a custom order. */
  async function summaries(rows: OrderRow[], locale: Locale) {
    const [lines, links] = await Promise.all([
      repo.linesOf(rows.map((r) => r.id)),
      uploads.links(rows.flatMap((r) => r.demand?.images.slice(0, 1) ?? [])),
    ]);
    return rows.map((order) => {
      const firstDemand = order.demand?.images[0];
      return summaryToWire(locale, order, lines.get(order.id)!, firstDemand ? (links.get(firstDemand) ?? null) : null); // prettier-ignore
    });
  }

  return {
    /** Which of these uploads this module still keeps (uploads.service sweeps the rest). */
    filesReferenced: (refs: FileRef[]) => repo.filesReferenced(refs.map((ref) => ref.id)),
    detail,
    transition,

    logistics(locale: Locale): Logistics[] {
      return LOGISTICS.map((option) => ({
        Id: option.Id,
        Name: logisticsName(locale, option.Key),
        Method: option.Method,
        Fee: option.Fee,
      }));
    },

    /**
     * Turns the selected cart lines into an order in one transaction: prices re-read from the
     * database, minimum buys and stock checked, stock taken with a conditional update (so of
     * several buyers ordering the last piece at once exactly one gets it), lines snapshotted,
     * cart lines cleared. Anything refused rolls everything back: the cart stays as it was.
     * The buyer's language is remembered: the salesperson's answer is mailed in it.
     */
    async addOrder(user: AuthUser, body: AddOrderBody, locale: Locale): Promise<OrderAdded> {
      const actor = await actorOf(user);
      const logistics =
        body.ReceivingMethod === 'pickup'
          ? LOGISTICS.find((l) => l.Method === 'pickup')!
          : LOGISTICS.find((l) => l.Id === body.LogisticsId && l.Method === 'express');
      if (!logistics) {
        throw new AppError('VALIDATION', [{ path: 'LogisticsId', key: 'FIELD_INVALID' }]);
      }
      const placed = await db.transaction(async (tx) => {
        await buyers.requireMayOrder(tx, user.id);
        const cartIds = [...new Set(body.CartIds)];
        const lines = await cart.linesOf(tx, user, cartIds);
        if (lines.length !== cartIds.length) throw new AppError('NOT_FOUND');
        const address =
          body.AddressId !== undefined
            ? await ownAddress(tx, user.id, body.AddressId)
            : await defaultAddress(tx, user.id);
        if (!address) throw new AppError('NO_ADDRESS');

        // One lock order for every buyer: no two orders wait on each other's stones.
        lines.sort((a, b) => a.goods.id - b.goods.id);
        const taken: (typeof orderLines.$inferInsert & { orderId?: number })[] = [];
        for (const [index, { item, goods: row }] of lines.entries()) {
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
          }
          taken.push({
            orderId: 0,
            goodsId: current.id,
            category: current.category,
            stockNo: current.stockNo,
            attributes: lineAttributesOf(current),
            image: current.images[0] ?? null,
            quantity: item.quantity,
            unitPriceCents: current.priceCents,
            stockTaken: customMade ? 0 : item.quantity,
            customMade,
          });
        }

        // Under the rows' locks: another buyer's hold refuses the order, the buyer's own ends.
        await holds.consumeForOrder(
          tx,
          user.id,
          taken.filter((line) => line.stockTaken > 0).map((line) => line.goodsId!),
        );

        const now = new Date();
        const amountCents = taken.reduce((sum, l) => sum + lineCentsOf({ unitPriceCents: l.unitPriceCents, quantity: l.quantity }), 0); // prettier-ignore
        const kind = taken.some((l) => l.customMade) ? 'custom_made' : 'stock';
        const order = await ordersRepo(tx).insertOrder({
          orderNo: await nextOrderNo(tx, now),
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
        await ordersRepo(tx).insertLines(taken.map((l) => ({ ...l, orderId: order.id })));
        await cart.removeLines(tx, user.id, cartIds);
        await accounts.rememberLocale(tx, user.id, locale);
        await record(
          tx,
          order!,
          { from: null, to: 'PendingConfirmation', action: 'submit' },
          actor,
        );
        return {
          OrderId: order!.id,
          OrderNo: order!.orderNo,
          Status: order!.status,
          CreatedAt: order!.createdAt.toISOString(),
          Notice: kind === 'stock' ? 'in_stock' : 'custom_made',
        } satisfies OrderAdded;
      });
      metrics.ordersPlaced.inc();
      return placed;
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
          orderNo: await nextOrderNo(tx, now),
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
        await accounts.rememberLocale(tx, user.id, locale);
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

    addRemark(user: AuthUser, orderId: number, text: string, locale: Locale) {
      return edit(user, orderId, 'addRemark', locale, async (tx, order) => {
        await ordersRepo(tx).insertRemark({ orderId: order.id, authorRole: user.role, text });
      });
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

    /** Confirming may reprice lines (the old price is kept) and quotes a custom order. */
    confirm(user: AuthUser, body: ConfirmOrderBody, locale: Locale) {
      return transition(user, body.OrderId, 'confirm', locale, {
        note: body.Note,
        before: async (tx, order) => {
          if (order.kind === 'demand') {
            if (body.Amount === undefined) {
              throw new AppError('VALIDATION', [{ path: 'Amount', key: 'FIELD_REQUIRED' }]);
            }
            await ordersRepo(tx).update(order.id, { amountCents: toCents(body.Amount) });
            return;
          }
          const lines = (await ordersRepo(tx).linesOf([order.id])).get(order.id)!;
          const byId = new Map(lines.map((l) => [l.id, l]));
          for (const [index, change] of (body.Lines ?? []).entries()) {
            const line = byId.get(change.LineId);
            if (!line) {
              throw new AppError('VALIDATION', [{ path: `Lines.${index}.LineId`, key: 'FIELD_INVALID' }]); // prettier-ignore
            }
            const cents = toCents(change.UnitPrice);
            if (cents === line.unitPriceCents) continue;
            line.originalUnitPriceCents ??= line.unitPriceCents;
            line.unitPriceCents = cents;
            await ordersRepo(tx).repriceLine(line.id, cents, line.originalUnitPriceCents);
          }
          const amountCents = lines.reduce((sum, l) => sum + lineCentsOf(l), 0);
          await ordersRepo(tx).update(order.id, { amountCents });
        },
      });
    },

    async adminList(body: AdminOrderListBody, locale: Locale): Promise<AdminOrderPage> {
      const keyword = body.Keyword?.trim();
      const buyers = keyword ? await accounts.idsWithEmailStarting(keyword) : [];
      const [{ rows, total }, counted] = await Promise.all([
        repo.queue({ status: body.Status, keyword, buyerIds: buyers }, body),
        repo.countsByStatus(),
      ]);
      const [list, people] = await Promise.all([
        summaries(rows, locale),
        accounts.people(rows.map((r) => r.userId)),
      ]);
      const counts = Object.fromEntries(
        ORDER_STATUSES.map((status) => [status, counted.find((c) => c.status === status)?.n ?? 0]),
      ) as AdminOrderPage['Counts'];
      return {
        List: rows.map((order, i) => {
          const buyer = people.get(order.userId);
          return {
            ...list[i]!,
            Buyer: { Id: order.userId, Email: buyer?.email ?? '', Name: buyer?.name ?? '' },
          };
        }),
        Total: total,
        PageIndex: body.PageIndex,
        PageSize: body.PageSize,
        Counts: counts,
      };
    },

    async adminDetail(user: AuthUser, orderId: number, locale: Locale): Promise<AdminOrder> {
      const row = await visibleOrder(db, user, orderId);
      const [order, people, counted] = await Promise.all([
        toWire(row, user, locale),
        accounts.people([row.userId]),
        repo.countOfBuyer(row.userId),
      ]);
      const buyer = people.get(row.userId);
      return {
        ...order,
        Buyer: {
          Id: row.userId,
          Email: buyer?.email ?? '',
          Name: buyer?.name ?? '',
          Phone: [buyer?.areaCode, buyer?.phone].filter(Boolean).join(' '),
          Orders: counted,
        },
      };
    },

    /** A buyer's latest orders, for the clerk who is chatting with them. */
    /** The latest order holding each of these stones, by stone (a certificate's standing). */
    async latestTakingOf(goodsIds: number[]) {
      const rows = await repo.latestTakingOf(goodsIds);
      return new Map(rows.map(({ goodsId, ...order }) => [goodsId, order]));
    },

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
