import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CallName, OrderAction } from '@facet/contract';
import { currentUser, requireStaff } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { AdminOrdersService } from './admin-orders.service';

/** The plain status moves: the call, its action, what it does. */
const MOVES = [
  ['Admin/Orders/Reject', 'reject', 'Refuses an unconfirmed order; its stock goes back'],
  ['Admin/Orders/Cancel', 'cancel', 'Cancels an order before payment; its stock goes back'],
  ['Admin/Orders/MarkPaid', 'markPaid', 'The transfer arrived (after checking the vouchers)'],
  ['Admin/Orders/ReadyToShip', 'readyToShip', 'Prepared and packed: ready to ship'],
  ['Admin/Orders/Complete', 'complete', 'Closes a received order'],
  ['Admin/Orders/MarkAbnormal', 'markAbnormal', 'Flags a problem; the order waits for it'],
  ['Admin/Orders/Resolve', 'resolve', 'Returns an abnormal order to where it was'],
  ['Admin/Orders/CloseAbnormal', 'closeAbnormal', 'Cancels an abnormal order; unshipped stock goes back'], // prettier-ignore
] as const satisfies [name: CallName, action: OrderAction, summary: string][];

export const adminOrdersRoutes: FastifyPluginAsyncZod<{ orders: AdminOrdersService }> = async (
  app,
  { orders },
) => {
  app.addHook('onRequest', requireStaff);
  const route = callRoutes(app, { tags: ['Back office'] });
  const detail = (request: FastifyRequest, id: number) =>
    orders.detail(currentUser(request), id, request.locale);

  route(
    'Admin/Orders/List',
    { summary: 'Orders by status or keyword (order no., buyer email, stock no.), with counts' },
    (request) => orders.list(request.body, request.locale),
  );
  route('Admin/Orders/Detail', { summary: 'An order’s full record, with its buyer' }, (request) =>
    detail(request, request.body.OrderId),
  );
  route(
    'Admin/Orders/Confirm',
    { summary: 'Confirms an order, repricing lines or quoting a custom order' },
    async (request) => {
      await orders.confirm(currentUser(request), request.body, request.locale);
      return detail(request, request.body.OrderId);
    },
  );
  route(
    'Admin/Orders/Ship',
    { summary: 'Ships with a carrier and tracking number' },
    async (request) => {
      const { OrderId, Carrier, TrackingNo, Note } = request.body;
      await orders.transition(currentUser(request), OrderId, 'ship', request.locale, {
        note: Note,
        patch: { carrier: Carrier, trackingNo: TrackingNo, shippedAt: new Date() },
      });
      return detail(request, OrderId);
    },
  );
  for (const [name, action, summary] of MOVES) {
    route(name, { summary }, async (request) => {
      const { body } = request;
      await orders.transition(currentUser(request), body.OrderId, action, request.locale, {
        note: 'Reason' in body ? body.Reason : body.Note,
      });
      return detail(request, body.OrderId);
    });
  }
  route(
    'Admin/Orders/AddRemark',
    { summary: 'Adds a staff remark the buyer sees' },
    async (request) => {
      const { OrderId, Remark } = request.body;
      await orders.addRemark(currentUser(request), OrderId, Remark, request.locale);
      return detail(request, OrderId);
    },
  );
};
