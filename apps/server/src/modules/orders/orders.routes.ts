import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddDemandOrderBody,
  AddOrderBody,
  Address,
  AddressIdBody,
  AddressInput,
  AddRemarkBody,
  CancelOrderBody,
  Cart,
  CartAddBody,
  CartDeleteBody,
  CartGetListQuery,
  CartSelectAllBody,
  CartUpdateBody,
  envelope,
  ErrorEnvelope,
  Logistics,
  Order,
  OrderAdded,
  OrderIdBody,
  OrderListBody,
  OrderPage,
  OrderStatusValue,
  ReplaceAddressBody,
  UploadVouchersBody,
} from '@facet/contract';
import { currentUser, requireUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import type { AddressesService } from './addresses.service';
import type { CartService } from './cart.service';
import type { OrdersService } from './orders.service';

const errors = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };
const security = [{ bearer: [] }];

export const ordersRoutes: FastifyPluginAsyncZod<{
  cart: CartService;
  addresses: AddressesService;
  orders: OrdersService;
}> = async (app, { cart, addresses, orders }) => {
  app.addHook('onRequest', requireUser);

  // ---- cart ----
  const cartSchema = <E extends object>(summary: string, extra: E) => ({
    tags: ['Cart'],
    summary,
    security,
    response: { 200: envelope(Cart), ...errors },
    ...extra,
  });

  app.get(
    '/api/ShoppingCart/GetList',
    { schema: cartSchema('The cart by tab, its settlement and recommendations', { querystring: CartGetListQuery }) }, // prettier-ignore
    async (request) => ok(await cart.read(currentUser(request).id)),
  );
  app.put(
    '/api/ShoppingCart/Add',
    { schema: cartSchema('Adds goods; a good already there gets the quantity added', { body: CartAddBody }) }, // prettier-ignore
    async (request) => ok(await cart.add(currentUser(request).id, request.body)),
  );
  app.delete(
    '/api/ShoppingCart/Delete',
    { schema: cartSchema('Removes lines (all must be the caller’s)', { body: CartDeleteBody }) },
    async (request) => ok(await cart.remove(currentUser(request).id, request.body.CartIds)),
  );
  app.put(
    '/api/ShoppingCart/UpdateInfoById',
    { schema: cartSchema('Changes a line’s quantity or selection', { body: CartUpdateBody }) },
    async (request) => ok(await cart.update(currentUser(request).id, request.body)),
  );
  app.put(
    '/api/ShoppingCart/SelectAll',
    { schema: cartSchema('Selects or clears every line of one tab', { body: CartSelectAllBody }) },
    async (request) =>
      ok(await cart.selectAll(currentUser(request).id, request.body.Tab, request.body.Selected)),
  );

  // ---- addresses ----
  const listAddresses = {
    schema: {
      tags: ['Addresses'],
      summary: 'The caller’s delivery addresses, the default first',
      security,
      response: { 200: envelope(z.array(Address)), ...errors },
    },
  };
  app.post('/api/Wholesaler_Address/List', listAddresses, async (request) =>
    ok(await addresses.list(currentUser(request).id)),
  );
  // §7 names `/api/{product}_Address/List` too: every product's list is the same book.
  app.post('/api/:product(^[A-Za-z]+)_Address/List', listAddresses, async (request) =>
    ok(await addresses.list(currentUser(request).id)),
  );
  app.post(
    '/api/Wholesaler_Address/AddOrUpd',
    {
      schema: {
        tags: ['Addresses'],
        summary: 'Adds (no Id) or edits an address; the first one is the default',
        security,
        body: AddressInput,
        response: { 200: envelope(Address), ...errors },
      },
    },
    async (request) => ok(await addresses.save(currentUser(request).id, request.body)),
  );
  app.delete(
    '/api/Wholesaler_Address/Del',
    {
      schema: {
        tags: ['Addresses'],
        summary: 'Deletes an address; the default cannot be deleted',
        security,
        body: AddressIdBody,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await addresses.remove(currentUser(request).id, request.body.Id);
      return ok(null);
    },
  );
  app.get(
    '/api/Wholesaler_Address/GetDefault',
    {
      schema: {
        tags: ['Addresses'],
        summary: 'The default address, or null',
        security,
        response: { 200: envelope(Address.nullable()), ...errors },
      },
    },
    async (request) => ok(await addresses.getDefault(currentUser(request).id)),
  );

  // ---- orders ----
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
        response: { 200: envelope(z.array(Logistics)), ...errors },
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
    async (request) => ok(await orders.addOrder(currentUser(request), request.body)),
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
          200: envelope(z.object({ OrderId: z.number().int(), OrderNo: z.string(), Status: OrderStatusValue })), // prettier-ignore
          ...errors,
        },
      },
    },
    async (request) => ok(await orders.addDemandOrder(currentUser(request), request.body)),
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
