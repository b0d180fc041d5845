import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CancelAccountBody,
  EmailCodeSent,
  EmailLoginBody,
  EmailRegisterBody,
  GetEmailCodeBody,
  Personal,
  PersonalWithIm,
  ResetPwdBody,
  SetPersonalBody,
  UserInfo,
  envelope,
  NoData,
} from '@facet/contract';
import { currentUser, requireUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { errors, security } from '../../platform/route-options';
import type { AccountsService } from './accounts.service';

const tags = ['Accounts'];
const signedIn = { onRequest: requireUser } as const;

export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (
  app,
  { accounts },
) => {
  app.post(
    '/api/Relation/GetEmailCode',
    {
      schema: {
        tags,
        summary: 'Send a six-digit verification code (valid 10 minutes, again after 60 s)',
        body: GetEmailCodeBody,
        response: { 200: envelope(EmailCodeSent), ...errors },
      },
    },
    async (request) => ok(await accounts.sendCode(request.body, request.ip, request.locale)),
  );

  app.post(
    '/api/Relation/EmailRegister',
    {
      schema: {
        tags,
        summary: 'Register with the emailed code; logs the new buyer in',
        body: EmailRegisterBody,
        response: { 200: envelope(UserInfo), ...errors },
      },
    },
    async (request) => ok(await accounts.register(request.body)),
  );

  app.post(
    '/api/Relation/EmailLogin',
    {
      schema: {
        tags,
        summary: 'Log in; RememberMe keeps the session 30 days instead of 1',
        body: EmailLoginBody,
        response: { 200: envelope(UserInfo), ...errors },
      },
    },
    async (request) => ok(await accounts.login(request.body, request.ip)),
  );

  app.post(
    '/api/Relation/ResetPwd',
    {
      schema: {
        tags,
        summary: 'Set a new password with an emailed code; ends every session of the account',
        body: ResetPwdBody,
        response: { 200: envelope(NoData), ...errors },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body);
      return ok(null);
    },
  );

  app.post(
    '/api/Relation/LogOut',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'End this session',
        security,
        response: { 200: envelope(NoData), ...errors },
      },
    },
    async (request) => {
      await accounts.logout(currentUser(request));
      return ok(null);
    },
  );

  app.get(
    '/api/Relation/GetPersonal',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The profile, with renewed chat credentials (ImUserId, Sign)',
        security,
        response: { 200: envelope(PersonalWithIm), ...errors },
      },
    },
    async (request) => ok(await accounts.getPersonal(currentUser(request))),
  );

  app.post(
    '/api/Relation/SetPersonal',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Change any profile field but Email and InviteCode',
        security,
        body: SetPersonalBody,
        response: { 200: envelope(Personal), ...errors },
      },
    },
    async (request) => ok(await accounts.setPersonal(currentUser(request), request.body)),
  );

  app.post(
    '/api/Relation/CancelAccount',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Cancel the account after password confirmation; personal data is erased',
        security,
        body: CancelAccountBody,
        response: { 200: envelope(NoData), ...errors },
      },
    },
    async (request) => {
      await accounts.cancelAccount(currentUser(request), request.body, request.ip);
      return ok(null);
    },
  );
};
