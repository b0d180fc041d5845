import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken, currentUser, requireStaff } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { AccountsService } from '../accounts/accounts.service';

/** Staff-only calls. A buyer's token gets 404 here, as if the route did not exist. */
export const backofficeRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (
  app,
  { accounts },
) => {
  const route = callRoutes(app, { tags: ['Back office'] });

  route(
    'Admin/Login',
    { public: true, summary: 'Console login for clerks and admins; a buyer gets LOGIN_FAILED' },
    (request) => accounts.staffLogin(request.body, request.ip),
  );
  route('Admin/Me', { onRequest: requireStaff, summary: 'The signed-in clerk' }, (request) =>
    accounts.me(currentUser(request), bearerToken(request) ?? ''),
  );
};
