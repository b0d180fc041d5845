import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { AccountsService } from './accounts.service';

export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (
  app,
  { accounts },
) => {
  const route = callRoutes(app, { tags: ['Accounts'] });
  // Registering, logging in and resetting a password come before any session.
  const before = { public: true } as const;
  const signedIn = { onRequest: requireUser };

  route(
    'Relation/GetEmailCode',
    { ...before, summary: 'Send a six-digit verification code (valid 10 minutes, again after 60 s)' }, // prettier-ignore
    (request) => accounts.sendCode(request.body, request.ip, request.locale),
  );
  route(
    'Relation/EmailRegister',
    { ...before, summary: 'Register with the emailed code; logs the new buyer in' },
    (request) => accounts.register(request.body),
  );
  route(
    'Relation/EmailLogin',
    { ...before, summary: 'Log in; RememberMe keeps the session 30 days instead of 1' },
    (request) => accounts.login(request.body, request.ip),
  );
  route(
    'Relation/ResetPwd',
    { ...before, summary: 'Set a new password with an emailed code; ends every session of the account' }, // prettier-ignore
    (request) => accounts.resetPassword(request.body),
  );

  route('Relation/LogOut', { ...signedIn, summary: 'End this session' }, (request) =>
    accounts.logout(currentUser(request)),
  );
  route(
    'Relation/GetPersonal',
    { ...signedIn, summary: 'The profile, with renewed chat credentials (ImUserId, Sign)' },
    (request) => accounts.getPersonal(currentUser(request)),
  );
  route(
    'Relation/SetPersonal',
    { ...signedIn, summary: 'Change any profile field but Email and InviteCode' },
    (request) => accounts.setPersonal(currentUser(request), request.body),
  );
  route(
    'Relation/CancelAccount',
    { ...signedIn, summary: 'Cancel the account after password confirmation; personal data is erased' }, // prettier-ignore
    (request) => accounts.cancelAccount(currentUser(request), request.body, request.ip),
  );
};
