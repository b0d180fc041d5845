import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmailLoginBody, UserInfo, envelope } from '@facet/contract';
import { bearerToken, currentUser, requireStaff } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { errors, security } from '../../platform/route-options';
import type { AccountsService } from '../accounts/accounts.service';

const tags = ['Back office'];

/** Staff-only calls. A buyer's token gets 404 here, as if the route did not exist. */
export const backofficeRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (
  app,
  { accounts },
) => {
  app.post(
    '/api/Admin/Login',
    {
      schema: {
        tags,
        summary: 'Console login for clerks and admins; a buyer gets LOGIN_FAILED',
        body: EmailLoginBody,
        response: { 200: envelope(UserInfo), ...errors },
      },
    },
    async (request) => ok(await accounts.staffLogin(request.body, request.ip)),
  );

  app.get(
    '/api/Admin/Me',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        summary: 'The signed-in clerk',
        security,
        response: { 200: envelope(UserInfo), ...errors },
      },
    },
    async (request) => ok(await accounts.me(currentUser(request), bearerToken(request) ?? '')),
  );
};
