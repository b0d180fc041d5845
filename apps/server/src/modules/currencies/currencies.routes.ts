import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CurrencyRates, envelope, SaveRatesBody } from '@facet/contract';
import { currentUser, requireRole, requireUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { errors, security } from '../../platform/route-options';
import type { CurrenciesService } from './currencies.service';

/** Display-currency rates (docs/api.md): read with a login, set by an admin. */
export const currenciesRoutes: FastifyPluginAsyncZod<{ currencies: CurrenciesService }> = async (
  app,
  { currencies },
) => {
  app.get(
    '/api/Currency/Rates',
    {
      onRequest: requireUser,
      schema: {
        tags: ['Trade tools'],
        summary:
          'Units of each display currency per US dollar, as an admin last set them (UpdatedBy: staff only)',
        security,
        response: { 200: envelope(CurrencyRates), ...errors },
      },
    },
    // Who set them is the back office's to know.
    async (request) => {
      const rates = await currencies.rates();
      return ok(currentUser(request).role === 'buyer' ? { ...rates, UpdatedBy: null } : rates);
    },
  );
  app.post(
    '/api/Admin/Currency/SaveRates',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['Back office'],
        summary: 'Sets every display currency’s rate at once (admins), stamped with the time',
        security,
        body: SaveRatesBody,
        response: { 200: envelope(CurrencyRates), ...errors },
      },
    },
    async (request) => ok(await currencies.save(currentUser(request), request.body)),
  );
};
