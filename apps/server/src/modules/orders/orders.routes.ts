import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireBuyer } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { OrdersService } from './orders.service';

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.addHook('onRequest', requireBuyer);
  const route = callRoutes(app, { tags: ['Orders'] });

  route(
    'Order/LogisticsList',
    { summary: 'Self pickup and the carriers, with their fees' },
    async (request) => orders.logistics(request.locale),
  );
  route(
    'Order/AddOrder',
    { summary: 'Orders selected cart lines; stock is taken at once (ITEM_SOLD for the late)' },
    (request) => orders.addOrder(currentUser(request), request.body, request.locale),
  );
  route(
    'Order/List',
    { summary: 'The caller’s orders, newest first, by status or list tab' },
    (request) => orders.list(currentUser(request), request.body, request.locale),
  );
  route(
    'Order/Detail',
    { summary: 'One order with lines, address, history, vouchers, shipment' },
    (request) => orders.detail(currentUser(request), request.body.OrderId, request.locale),
  );
  route(
    'Order/AddDemandOrder',
    { summary: 'A custom order from pictures; the salesperson quotes it' },
    (request) => orders.addDemandOrder(currentUser(request), request.body, request.locale),
  );
  route(
    'Order/AddReMark',
    { summary: 'Adds a remark to an open order' },
    (request) =>
    orders.addRemark(currentUser(request), request.body.OrderId, request.body.Remark, request.locale), // prettier-ignore
  );
  route(
    'Order/UploadPaymentVouchers',
    { summary: 'Attaches uploaded payment vouchers (Purpose=voucher) to an unpaid order' },
    (request) =>
      orders.uploadVouchers(currentUser(request), request.body.OrderId, request.body.FileIds, request.locale), // prettier-ignore
  );
  route(
    'Order/ReplaceReceiveAddress',
    { summary: 'Sends the order to another of the caller’s addresses, before shipping' },
    (request) =>
      orders.replaceAddress(currentUser(request), request.body.OrderId, request.body.AddressId, request.locale), // prettier-ignore
  );
  route('Order/ConfirmReceipt', { summary: 'Confirms the parcel arrived' }, (request) =>
    orders.transition(currentUser(request), request.body.OrderId, 'confirmReceipt', request.locale),
  );
  route(
    'Order/Cancel',
    { summary: 'Cancels an order before payment; its stock goes back' },
    (request) =>
      orders.transition(currentUser(request), request.body.OrderId, 'cancel', request.locale, { note: request.body.Reason }), // prettier-ignore
  );
};
