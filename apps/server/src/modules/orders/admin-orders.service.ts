import {
  ORDER_STATUSES,
  toCents,
  type AdminOrder,
  type AdminOrderListBody,
  type AdminOrderPage,
  type ConfirmOrderBody,
  type Locale,
} from '@facet/contract';
import type { Config } from '../../platform/config';
import type { Deps } from '../../platform/deps';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuditService } from '../audit/audit.service';
import type { WebhooksService } from '../webhooks/webhooks.service';
import type { InventoryService } from '../inventory/inventory.service';
import type { NoticesService } from '../notices/notices.service';
import type { UploadsService } from '../uploads/uploads.service';
import { orderMoves } from './order-moves';
import { orderViews } from './order-views';
import { ordersRepo } from './orders.repo';
import { lineCentsOf } from './orders.wire';

export type AdminOrdersService = ReturnType<typeof adminOrdersService>;

/**
 * The clerks' order work: the queue with its counts, an order with its buyer, confirming
 * (repricing lines or quoting a custom order), and every other move of the state machine.
 */
export const adminOrdersService = ({
  db,
  config,
  mailer,
  uploads,
  accounts,
  notices,
  stock,
  audit,
  webhooks,
}: Pick<Deps, 'db' | 'mailer'> & {
  config: Pick<Config, 'mailOrigin'>;
  uploads: Pick<UploadsService, 'links'>;
  accounts: Pick<AccountsService, 'people' | 'idsWithEmailStarting'>;
  notices: Pick<NoticesService, 'personalNoticeInsert'>;
  stock: Pick<InventoryService, 'release'>;
  audit: Pick<AuditService, 'record'>;
  webhooks: Pick<WebhooksService, 'enqueueStatement'>;
}) => {
  const repo = ordersRepo(db);
  const views = orderViews({ db, uploads });
  const { visibleOrder, toWire, summaries } = views;
  const moves = orderMoves({ db, config, mailer, accounts, notices, stock, audit, views, webhooks }); // prettier-ignore
  const { transition } = moves;

  return {
    transition,
    addRemark: moves.addRemark,

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

    async list(body: AdminOrderListBody, locale: Locale): Promise<AdminOrderPage> {
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

    async detail(user: AuthUser, orderId: number, locale: Locale): Promise<AdminOrder> {
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
  };
};
