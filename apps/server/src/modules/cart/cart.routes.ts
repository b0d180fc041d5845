import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Cart,
  CartAddBody,
  CartDeleteBody,
  CartGetListQuery,
  CartSelectAllBody,
  CartUpdateBody,
  envelope,
} from '@facet/contract';
import { currentUser, requirePrices, requireBuyer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { errors, security } from '../../platform/route-options';
import type { CartService } from './cart.service';

/** The buyer's cart (docs/api.md). */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.addHook('onRequest', requireBuyer);
  // Every cart answer is priced: the cart waits for approval like the prices.
  app.addHook('onRequest', requirePrices);

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
    async (request) => ok(await cart.read(currentUser(request))),
  );
  app.put(
    '/api/ShoppingCart/Add',
    { schema: cartSchema('Adds goods; a good already there gets the quantity added', { body: CartAddBody }) }, // prettier-ignore
    async (request) => ok(await cart.add(currentUser(request), request.body)),
  );
  app.delete(
    '/api/ShoppingCart/Delete',
    { schema: cartSchema('Removes lines (all must be the caller’s)', { body: CartDeleteBody }) },
    async (request) => ok(await cart.remove(currentUser(request), request.body.CartIds)),
  );
  app.put(
    '/api/ShoppingCart/UpdateInfoById',
    { schema: cartSchema('Changes a line’s quantity or selection', { body: CartUpdateBody }) },
    async (request) => ok(await cart.update(currentUser(request), request.body)),
  );
  app.put(
    '/api/ShoppingCart/SelectAll',
    { schema: cartSchema('Selects or clears every line of one tab', { body: CartSelectAllBody }) },
    async (request) =>
      ok(await cart.selectAll(currentUser(request), request.body.Tab, request.body.Selected)),
  );
};
