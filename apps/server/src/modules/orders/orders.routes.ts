import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  AddDemandOrderBody,
  AddOrderBody,
  AddRemarkBody,
  CancelOrderBody,
  envelope,
  Order,
  OrderAdded,
  OrderIdBody,
  OrderListBody,
  OrderPage,
  ReplaceAddressBody,
  UploadVouchersBody,
  LogisticsList,
  DemandOrderPlaced,
} from '@facet/contract';
import { currentUser, requireBuyer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { errors, security } from '../../platform/route-options';
import type { OrdersService } from './orders.service';

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.addHook('onRequest', requireBuyer);

  const orderSchema = <B extends z.ZodType>(summary: string, body: B) => ({
    tags: ['Orders'],
    summary,
    security,
    body,
    response: { 200: envelope(Order), ...errors },
  });

  app.post(
    '/api/Order/LogisticsList',
    {
      schema: {
        tags: ['Orders'],
        summary: 'Self pickup and the carriers, with their fees',
        security,
        response: { 200: envelope(LogisticsList), ...errors },
      },
    },
    async (request) => ok(orders.logistics(request.locale)),
  );
  app.post(
    '/api/Order/AddOrder',
    {
      schema: {
        tags: ['Orders'],
        summary: 'Orders selected cart lines; stock is taken at once (ITEM_SOLD for the late)',
        security,
        body: AddOrderBody,
        response: { 200: envelope(OrderAdded), ...errors },
      },
    },
    async (request) =>
      ok(await orders.addOrder(currentUser(request), request.body, request.locale)),
  );
  app.post(
    '/api/Order/List',
    {
      schema: {
        tags: ['Orders'],
        summary: 'The caller’s orders, newest first, by status or list tab',
        security,
        body: OrderListBody,
        response: { 200: envelope(OrderPage), ...errors },
      },
    },
    async (request) => ok(await orders.list(currentUser(request), request.body, request.locale)),
  );
  app.post(
    '/api/Order/Detail',
    { schema: orderSchema('One order with lines, address, history, vouchers, shipment', OrderIdBody) }, // prettier-ignore
    async (request) =>
      ok(await orders.detail(currentUser(request), request.body.OrderId, request.locale)),
  );
  app.post(
    '/api/Order/AddDemandOrder',
    {
      schema: {
        tags: ['Orders'],
        summary: 'A custom order from pictures; the salesperson quotes it',
        security,
        body: AddDemandOrderBody,
        response: {
          200: envelope(DemandOrderPlaced),
          ...errors,
        },
      },
    },
    async (request) =>
      ok(await orders.addDemandOrder(currentUser(request), request.body, request.locale)),
  );
  app.post(
    '/api/Order/AddReMark',
    { schema: orderSchema('Adds a remark to an open order', AddRemarkBody) },
    async (request) =>
      ok(await orders.addRemark(currentUser(request), request.body.OrderId, request.body.Remark, request.locale)), // prettier-ignore
  );
  app.post(
    '/api/Order/UploadPaymentVouchers',
    { schema: orderSchema('Attaches uploaded payment vouchers (Purpose=voucher) to an unpaid order', UploadVouchersBody) }, // prettier-ignore
    async (request) =>
      ok(await orders.uploadVouchers(currentUser(request), request.body.OrderId, request.body.FileIds, request.locale)), // prettier-ignore
  );
  app.post(
    '/api/Order/ReplaceReceiveAddress',
    { schema: orderSchema('Sends the order to another of the caller’s addresses, before shipping', ReplaceAddressBody) }, // prettier-ignore
    async (request) =>
      ok(await orders.replaceAddress(currentUser(request), request.body.OrderId, request.body.AddressId, request.locale)), // prettier-ignore
  );
  app.post(
    '/api/Order/ConfirmReceipt',
    { schema: orderSchema('Confirms the parcel arrived', OrderIdBody) },
    async (request) =>
      ok(await orders.transition(currentUser(request), request.body.OrderId, 'confirmReceipt', request.locale)), // prettier-ignore
  );
  app.post(
    '/api/Order/Cancel',
    { schema: orderSchema('Cancels an order before payment; its stock goes back', CancelOrderBody) }, // prettier-ignore
    async (request) =>
      ok(await orders.transition(currentUser(request), request.body.OrderId, 'cancel', request.locale, { note: request.body.Reason })), // prettier-ignore
  );
};
