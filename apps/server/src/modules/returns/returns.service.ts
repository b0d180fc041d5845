import {
  fromCents,
  isRefundInRange,
  isReturnOpen,
  returnMove,
  rmaOf,
  toCents,
  usdText,
  type AdminReturn,
  type AdminReturnAnswerBody,
  type AdminReturnListBody,
  type AdminReturnPage,
  type Locale,
  type Return,
  type ReturnListBody,
  type ReturnPage,
  type ReturnRequestBody,
  type ReturnShipBody,
} from '@facet/contract';
import type { AuthUser } from '../../platform/auth';
import type { Config } from '../../platform/config';
import type { Db, DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuditService } from '../audit/audit.service';
import type { InventoryService } from '../inventory/inventory.service';
import type { NoticesService } from '../notices/notices.service';
import type { OrdersService } from '../orders/orders.service';
import { lineCentsOf } from '../orders/orders.wire';
import type { FileRef, UploadsService } from '../uploads/uploads.service';
import { returnsRepo, type ReturnRow } from './returns.repo';

export const returnNo = (id: number) => `R${100_000 + id}`;

type Told = 'authorised' | 'declined' | 'received' | 'refunded';

export type ReturnsService = ReturnType<typeof returnsService>;

/**
 * Returns of received orders (docs/offers-memo-returns.md). A request is made under its order's
 * row lock, so two requests for one stone at once make one return; every clerk's move is made
 * under the return's, so two clerks at once make it once (the second: RETURN_STATE).
 */
export const returnsService = ({
  db,
  config,
  orders,
  stock,
  uploads,
  notices,
  accounts,
  audit,
}: {
  db: Db;
  config: Pick<Config, 'returnDays'>;
  orders: Pick<OrdersService, 'forReturn' | 'transition'>;
  stock: Pick<InventoryService, 'release'>;
  uploads: Pick<UploadsService, 'requireOwned' | 'links'>;
  notices: Pick<NoticesService, 'addPersonal' | 'mailPersonal'>;
  accounts: Pick<AccountsService, 'people'>;
  audit: Pick<AuditService, 'record'>;
}) => {
  const repo = returnsRepo(db);

  async function wiresOf(rows: ReturnRow[]): Promise<Return[]> {
    const links = await uploads.links(rows.flatMap((r) => r.pictures));
    return rows.map((row) => {
      const amountCents = row.lines.reduce((sum, l) => sum + l.amountCents, 0);
      return {
        ReturnId: row.id,
        No: returnNo(row.id),
        OrderId: row.orderId,
        OrderNo: row.orderNo,
        BuyerId: row.userId,
        Lines: row.lines.map((l) => ({ GoodsId: l.goodsId, StockNo: l.stockNo, Quantity: l.quantity, Amount: fromCents(l.amountCents) })), // prettier-ignore
        Reason: row.reason,
        Note: row.note,
        Pictures: row.pictures.flatMap((id) => (links.has(id) ? [{ Id: id, Url: links.get(id)! }] : [])), // prettier-ignore
        Status: row.status,
        Rma: row.status === 'requested' || row.status === 'declined' ? null : rmaOf(row.id),
        TrackingNo: row.trackingNo,
        RefundUsd: row.refundCents === null ? null : fromCents(row.refundCents),
        AmountUsd: fromCents(amountCents),
        StaffNote: row.staffNote,
        Restocked: row.restocked,
        CreatedAt: row.createdAt.toISOString(),
        UpdatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  /** The buyer's notice of a clerk's step, in its transaction; answered for the mail. */
  async function tell(tx: DbOrTx, row: ReturnRow, told: Told) {
    const notice = {
      userId: row.userId,
      titleKey: 'NOTICE_RETURN_TITLE' as const,
      summaryKey: `NOTICE_RETURN_${told}` as const,
      params: { no: returnNo(row.id), orderNo: row.orderNo, rma: rmaOf(row.id), note: row.staffNote, refund: usdText(row.refundCents ?? 0) }, // prettier-ignore
      orderId: row.orderId,
    };
    await notices.addPersonal(tx, notice);
    return notice;
  }

  async function adminWires(rows: ReturnRow[]): Promise<AdminReturn[]> {
    const [wires, people] = await Promise.all([wiresOf(rows), accounts.people(rows.map((r) => r.userId))]); // prettier-ignore
    return wires.map((wire) => {
      const buyer = people.get(wire.BuyerId);
      return { ...wire, Buyer: { UserId: wire.BuyerId, Name: buyer?.name ?? '', Email: buyer?.email ?? '' } }; // prettier-ignore
    });
  }

  return {
    filesReferenced: (refs: FileRef[]) => repo.filesReferenced(refs.map((ref) => ref.id)),

    async request(user: AuthUser, body: ReturnRequestBody): Promise<Return> {
      const pictures = await uploads.requireOwned(user.id, body.Pictures ?? [], 'return', 'Pictures'); // prettier-ignore
      const row = await db.transaction(async (tx) => {
        const found = await orders.forReturn(tx, user.id, body.OrderId);
        if (!found) throw new AppError('NOT_FOUND');
        const { order, lines, receivedAt } = found;
        const received = order.status === 'Received' || order.status === 'Completed';
        if (!received || !receivedAt || !isReturnOpen(receivedAt, Date.now(), config.returnDays)) {
          throw new AppError('RETURN_CLOSED', undefined, { days: config.returnDays });
        }
        const chosen = lines.filter((l) => l.goodsId !== null && body.GoodsIds.includes(l.goodsId));
        if (chosen.length !== body.GoodsIds.length) throw new AppError('VALIDATION', [{ path: 'GoodsIds', key: 'FIELD_INVALID' }]); // prettier-ignore
        const claimed = await returnsRepo(tx).claimedLines(order.id);
        if (chosen.some((l) => claimed.has(l.id))) throw new AppError('RETURN_LINE_TAKEN');
        return returnsRepo(tx).insert({
          orderId: order.id,
          orderNo: order.orderNo,
          userId: user.id,
          reason: body.Reason,
          note: body.Note ?? '',
          pictures,
          lines: chosen.map((l) => ({ orderLineId: l.id, goodsId: l.goodsId!, stockNo: l.stockNo, quantity: l.quantity, amountCents: lineCentsOf(l), stockTaken: l.stockTaken })), // prettier-ignore
        });
      });
      return (await wiresOf([row]))[0]!;
    },

    async list(user: AuthUser, body: ReturnListBody): Promise<ReturnPage> {
      const { rows, total } = await repo.page({ userId: user.id, orderId: body.OrderId, pageIndex: body.PageIndex, pageSize: body.PageSize }); // prettier-ignore
      return { List: await wiresOf(rows), Total: total, PageIndex: body.PageIndex, PageSize: body.PageSize }; // prettier-ignore
    },

    /** The buyer sends an authorised return back, with the parcel's tracking number. */
    async ship(user: AuthUser, body: ReturnShipBody): Promise<Return> {
      const row = await db.transaction(async (tx) => {
        const found = await returnsRepo(tx).byId(body.ReturnId, true);
        if (!found || found.userId !== user.id) throw new AppError('NOT_FOUND');
        const to = returnMove(found.status, 'ship');
        if (!to) throw new AppError('RETURN_STATE');
        return returnsRepo(tx).update(found.id, { status: to, trackingNo: body.TrackingNo });
      });
      return (await wiresOf([row]))[0]!;
    },

    // ---- back office ----

    async adminList(body: AdminReturnListBody): Promise<AdminReturnPage> {
      const [{ rows, total }, waiting] = await Promise.all([
        repo.page({ status: body.Status, pageIndex: body.PageIndex, pageSize: body.PageSize }),
        repo.countWaiting(),
      ]);
      return { List: await adminWires(rows), Total: total, PageIndex: body.PageIndex, PageSize: body.PageSize, Waiting: waiting }; // prettier-ignore
    },

    /** A clerk authorises, declines, records arrival (and restock), refunds or escalates. */
    async answer(
      staff: AuthUser,
      body: AdminReturnAnswerBody,
      locale: Locale,
    ): Promise<AdminReturn> {
      const note = body.Note ?? '';
      let told: Awaited<ReturnType<typeof tell>> | undefined;
      const row = await db.transaction(async (tx) => {
        const found = await returnsRepo(tx).byId(body.ReturnId, true);
        if (!found) throw new AppError('NOT_FOUND');
        const to = returnMove(found.status, body.Action);
        if (!to) throw new AppError('RETURN_STATE');
        let changed: ReturnRow;
        if (body.Action === 'refund') {
          const refundCents = toCents(body.RefundUsd!);
          const linesCents = found.lines.reduce((sum, l) => sum + l.amountCents, 0);
          if (!isRefundInRange(refundCents, linesCents)) throw new AppError('VALIDATION', [{ path: 'RefundUsd', key: 'REFUND_RANGE' }]); // prettier-ignore
          changed = await returnsRepo(tx).update(found.id, { status: to, refundCents, staffNote: note || found.staffNote }); // prettier-ignore
        } else if (body.Action === 'received') {
          const restock = body.Restock ?? true;
          if (restock) await stock.release(tx, found.lines.map((l) => ({ goodsId: l.goodsId, quantity: l.stockTaken }))); // prettier-ignore
          changed = await returnsRepo(tx).update(found.id, { status: to, restocked: restock, staffNote: note || found.staffNote }); // prettier-ignore
        } else if (body.Action === 'escalate') {
          changed = await returnsRepo(tx).update(found.id, { staffNote: note });
        } else {
          changed = await returnsRepo(tx).update(found.id, { status: to, staffNote: note });
        }
        if (body.Action !== 'escalate') told = await tell(tx, changed, changed.status as Told);
        await audit.record(tx, { actor: staff, kind: `return.${body.Action}`, targetType: 'return', targetId: found.id, before: { Status: found.status }, after: { Status: changed.status, RefundUsd: changed.refundCents === null ? null : fromCents(changed.refundCents), Restocked: changed.restocked, Note: note } }); // prettier-ignore
        return changed;
      });
      if (told) await notices.mailPersonal(told.userId, told, 'pages/returns/index');
      // A declined return taken further: its order is marked abnormal, with the clerk's note.
      if (body.Action === 'escalate') await orders.transition(staff, row.orderId, 'markAbnormal', locale, { note }); // prettier-ignore
      return (await adminWires([row]))[0]!;
    },
  };
};
