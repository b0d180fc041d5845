import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requirePrices, requireBuyer } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { CartService } from './cart.service';

/** The buyer's cart (docs/api.md). */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.addHook('onRequest', requireBuyer);
  // Every cart answer is priced: the cart waits for approval like the prices.
  app.addHook('onRequest', requirePrices);
  const route = callRoutes(app, { tags: ['Cart'] });

  route(
    'ShoppingCart/GetList',
    { summary: 'The cart by tab, its settlement and recommendations' },
    (request) => cart.read(currentUser(request)),
  );
  route(
    'ShoppingCart/Add',
    { summary: 'Adds goods; a good already there gets the quantity added' },
    (request) => cart.add(currentUser(request), request.body),
  );
  route('ShoppingCart/Delete', { summary: 'Removes lines (all must be the caller’s)' }, (request) =>
    cart.remove(currentUser(request), request.body.CartIds),
  );
  route(
    'ShoppingCart/UpdateInfoById',
    { summary: 'Changes a line’s quantity or selection' },
    (request) => cart.update(currentUser(request), request.body),
  );
  route(
    'ShoppingCart/SelectAll',
    { summary: 'Selects or clears every line of one tab' },
    (request) => cart.selectAll(currentUser(request), request.body.Tab, request.body.Selected),
  );
};
