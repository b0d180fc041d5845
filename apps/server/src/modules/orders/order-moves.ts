import {
  canEdit,
  fromCents,
  isReasonAction,
  nextStatus,
  returnsStock,
  translate,
  type Locale,
  type Order,
  type OrderAction,
  type OrderEdit,
  type OrderStatus,
  type Role,
} from '@facet/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { Config } from '../../platform/config';
import type { Deps } from '../../platform/deps';
import type { DbOrTx, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuditService } from '../audit/audit.service';
import type { InventoryService } from '../inventory/inventory.service';
import { noticeParagraphs, withStatusText, type NoticesService } from '../notices/notices.service';
import type { WebhooksService } from '../webhooks/webhooks.service';
import { ordersRepo } from './orders.repo';
import type { orders } from './orders.table';
import type { OrderViews } from './order-views';
import type { OrderRow } from './orders.wire';

export type Actor = { id: number; role: Role; name: string };

/** What a transition may change besides the status (shipment, confirmed prices). */
type TransitionOptions = {
  note?: string;
  patch?: Partial<typeof orders.$inferInsert>;
  /** Runs inside the transaction once the move is allowed, before it is written. */
  before?: (tx: Tx, order: OrderRow) => Promise<void>;
};

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

/**
 * What both the buyer and the clerk do to an order: its moves through the state machine, the
 * changes that keep its status, and the history row and notice each one writes.
 */
export const orderMoves = ({
  db,
  config,
  mailer,
  accounts,
  notices,
  stock,
  audit,
  views,
  webhooks,
}: Pick<Deps, 'db' | 'mailer'> & {
  config: Pick<Config, 'mailOrigin'>;
  accounts: Pick<AccountsService, 'people'>;
  notices: Pick<NoticesService, 'personalNoticeInsert'>;
  stock: Pick<InventoryService, 'release'>;
  audit: Pick<AuditService, 'record'>;
  views: Pick<OrderViews, 'visibleOrder' | 'detail'>;
  webhooks: Pick<WebhooksService, 'enqueueStatement'>;
}) => {
  const { visibleOrder, detail } = views;

  /** Who makes a move, by the name read with their session (or looked up, when not). */
  async function actorOf(user: AuthUser): Promise<Actor> {
    const name = user.name ?? (await accounts.people([user.id])).get(user.id)?.name ?? '';
    return { id: user.id, role: user.role, name };
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

  /**
   * A move's record: its history row, the buyer's notice and their webhooks' event, and any
   * `alongside` writes of the caller's (an order's lines, its cart lines cleared), sent as one
   * statement — each write a CTE — so a move costs one round trip. True when `refusedIf`, a
   * condition the caller asks in the same statement, holds: the caller then throws, and its
   * transaction, these writes with it, is rolled back.
   */
  async function record(
    tx: DbOrTx,
    order: Pick<OrderRow, 'id' | 'orderNo' | 'userId'>,
    change: { from: OrderStatus | null; to: OrderStatus; action: OrderAction | 'submit' },
    actor: Actor,
    note = '',
    alongside: SQL[] = [],
    refusedIf: SQL = sql`false`,
  ): Promise<boolean> {
    const writes = [
      ordersRepo(tx).historyInsert({
        orderId: order.id,
        fromStatus: change.from,
        toStatus: change.to,
        action: change.action,
        actorId: actor.id,
        actorRole: actor.role,
        actorName: actor.name,
        note,
      }),
      webhooks.enqueueStatement({
        userIds: [order.userId],
        event: 'order.status_changed',
        data: { OrderId: order.id, OrderNo: order.orderNo, From: change.from, To: change.to },
      }),
      ...alongside,
      notices.personalNoticeInsert(tx, {
        userId: order.userId,
        titleKey: 'NOTICE_ORDER_TITLE',
        summaryKey: `NOTICE_ORDER_${change.to}`,
        params: noticeParams(order, change.to, change.action, note),
        orderId: order.id,
      }),
    ];
    // A data-modifying CTE runs whether or not the final select reads it.
    const ctes = writes.map((write, index) => sql`${sql.raw(`write${index}`)} as (${write})`);
    const result = (await tx.execute(
      sql`with ${sql.join(ctes, sql`, `)} select ${refusedIf} as refused`,
    )) as unknown as { rows: { refused: boolean }[] };
    return result.rows[0]!.refused;
  }

  /** Puts back what the order took from the shelf (custom-made lines took nothing). */
  async function releaseStock(tx: DbOrTx, orderId: number) {
    await stock.release(tx, await ordersRepo(tx).stockTakenBy(orderId));
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

  return {
    actorOf,
    record,
    transition,
    edit,

    /** A remark on the order: the buyer's, or a clerk's the buyer sees. */
    addRemark(user: AuthUser, orderId: number, text: string, locale: Locale) {
      return edit(user, orderId, 'addRemark', locale, async (tx, order) => {
        await ordersRepo(tx).insertRemark({ orderId: order.id, authorRole: user.role, text });
      });
    },
  };
};
