import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRole, requireUser } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { CurrenciesService } from './currencies.service';

/** Display-currency rates (docs/api.md): read with a login, set by an admin. */
export const currenciesRoutes: FastifyPluginAsyncZod<{ currencies: CurrenciesService }> = async (
  app,
  { currencies },
) => {
  const route = callRoutes(app, { tags: ['Back office'] });

  route(
    'Currency/Rates',
    {
      tags: ['Trade tools'],
      onRequest: requireUser,
      summary:
        'Units of each display currency per US dollar, as an admin last set them (UpdatedBy: staff only)',
    },
    // Who set them is the back office's to know.
    async (request) => {
      const rates = await currencies.rates();
      return currentUser(request).role === 'buyer' ? { ...rates, UpdatedBy: null } : rates;
    },
  );
  route(
    'Admin/Currency/SaveRates',
    { onRequest: requireRole('admin'), summary: 'Sets every display currency’s rate at once (admins), stamped with the time' }, // prettier-ignore
    (request) => currencies.save(currentUser(request), request.body),
  );
};
