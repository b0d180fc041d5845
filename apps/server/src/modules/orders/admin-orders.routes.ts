import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  AddRemarkBody,
  AdminOrder,
  AdminOrderListBody,
  AdminOrderPage,
  ConfirmOrderBody,
  envelope,
  OrderIdBody,
  OrderNoteBody,
  OrderReasonBody,
  ShipOrderBody,
  type OrderAction,
} from '@facet/contract';
import { currentUser, requireStaff } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { errors, security } from '../../platform/route-options';
import type { AdminOrdersService } from './admin-orders.service';

/** The plain status moves: path, action, body, what the body's text is written as. */
const MOVES: [path: string, action: OrderAction, body: z.ZodType, summary: string][] = [
  ['Reject', 'reject', OrderReasonBody, 'Refuses an unconfirmed order; its stock goes back'],
  ['Cancel', 'cancel', OrderReasonBody, 'Cancels an order before payment; its stock goes back'],
  ['MarkPaid', 'markPaid', OrderNoteBody, 'The transfer arrived (after checking the vouchers)'],
  ['ReadyToShip', 'readyToShip', OrderNoteBody, 'Prepared and packed: ready to ship'],
  ['Complete', 'complete', OrderNoteBody, 'Closes a received order'],
  ['MarkAbnormal', 'markAbnormal', OrderReasonBody, 'Flags a problem; the order waits for it'],
  ['Resolve', 'resolve', OrderNoteBody, 'Returns an abnormal order to where it was'],
  ['CloseAbnormal', 'closeAbnormal', OrderReasonBody, 'Cancels an abnormal order; unshipped stock goes back'], // prettier-ignore
];

export const adminOrdersRoutes: FastifyPluginAsyncZod<{ orders: AdminOrdersService }> = async (
  app,
  { orders },
) => {
  app.addHook('onRequest', requireStaff);
  const schema = <B extends z.ZodType>(summary: string, body: B) => ({
    tags: ['Back office'],
    summary,
    security,
    body,
    response: { 200: envelope(AdminOrder), ...errors },
  });
  const detail = (request: FastifyRequest, id: number) =>
    orders.detail(currentUser(request), id, request.locale);

  app.post(
    '/api/Admin/Orders/List',
    {
      schema: {
        tags: ['Back office'],
        summary: 'Orders by status or keyword (order no., buyer email, stock no.), with counts',
        security,
        body: AdminOrderListBody,
        response: { 200: envelope(AdminOrderPage), ...errors },
      },
    },
    async (request) => ok(await orders.list(request.body, request.locale)),
  );
  app.post(
    '/api/Admin/Orders/Detail',
    { schema: schema('An order’s full record, with its buyer', OrderIdBody) },
    async (request) => ok(await detail(request, request.body.OrderId)),
  );
  app.post(
    '/api/Admin/Orders/Confirm',
    { schema: schema('Confirms an order, repricing lines or quoting a custom order', ConfirmOrderBody) }, // prettier-ignore
    async (request) => {
      await orders.confirm(currentUser(request), request.body, request.locale);
      return ok(await detail(request, request.body.OrderId));
    },
  );
  app.post(
    '/api/Admin/Orders/Ship',
    { schema: schema('Ships with a carrier and tracking number', ShipOrderBody) },
    async (request) => {
      const { OrderId, Carrier, TrackingNo, Note } = request.body;
      await orders.transition(currentUser(request), OrderId, 'ship', request.locale, {
        note: Note,
        patch: { carrier: Carrier, trackingNo: TrackingNo, shippedAt: new Date() },
      });
      return ok(await detail(request, OrderId));
    },
  );
  for (const [path, action, body, summary] of MOVES) {
    app.post(`/api/Admin/Orders/${path}`, { schema: schema(summary, body) }, async (request) => {
      const { OrderId, Note, Reason } = request.body as { OrderId: number; Note?: string; Reason?: string }; // prettier-ignore
      await orders.transition(currentUser(request), OrderId, action, request.locale, {
        note: Reason ?? Note,
      });
      return ok(await detail(request, OrderId));
    });
  }
  app.post(
    '/api/Admin/Orders/AddRemark',
    { schema: schema('Adds a staff remark the buyer sees', AddRemarkBody) },
    async (request) => {
      const { OrderId, Remark } = request.body;
      await orders.addRemark(currentUser(request), OrderId, Remark, request.locale);
      return ok(await detail(request, OrderId));
    },
  );
};
