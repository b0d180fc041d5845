import {
  actionsFor,
  canEdit,
  fromCents,
  type Locale,
  type Order,
  type OrderEdit,
} from '@facet/contract';
import type { AuthUser } from '../../platform/auth';
import type { Db, DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { UploadsService } from '../uploads/uploads.service';
import { ordersRepo } from './orders.repo';
import { lineToWire, logisticsToWire, summaryToWire, type OrderRow } from './orders.wire';

const BUYER_EDITS: readonly OrderEdit[] = ['uploadVouchers', 'replaceAddress', 'addRemark'];

/** Orders as buyers and clerks read them: one whole, or a page of summaries. */
export const orderViews = ({ db, uploads }: { db: Db; uploads: Pick<UploadsService, 'links'> }) => {
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

  return { visibleOrder, toWire, detail, summaries };
};

export type OrderViews = ReturnType<typeof orderViews>;
