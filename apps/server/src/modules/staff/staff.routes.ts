import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptInviteBody,
  StaffInviteBody,
  StaffList,
  StaffUpdateBody,
  UserInfo,
  envelope,
  StaffInvited,
  NoData,
} from '@facet/contract';
import { currentUser, requireRole } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { errors, security } from '../../platform/route-options';
import type { StaffService } from './staff.service';

const tags = ['Back office'];
const requireAdmin = requireRole('admin');

/** The back office's people: invitations, roles, disabling (admins), and taking up an invite. */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (
  app,
  { staff },
) => {
  app.get(
    '/api/Admin/Staff/List',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Clerks and admins, with who has not taken up their invitation yet (admins)',
        security,
        response: { 200: envelope(StaffList), ...errors },
      },
    },
    async () => ok(await staff.list()),
  );

  app.post(
    '/api/Admin/Staff/Invite',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Mails an invitation to the back office; the link sets the password (admins)',
        security,
        body: StaffInviteBody,
        response: { 200: envelope(StaffInvited), ...errors },
      },
    },
    async (request) => ok(await staff.invite(currentUser(request), request.body, request.locale)),
  );

  app.post(
    '/api/Admin/Staff/Update',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Changes a colleague’s role or disables them; never one’s own account (admins)',
        security,
        body: StaffUpdateBody,
        response: { 200: envelope(NoData), ...errors },
      },
    },
    async (request) => {
      await staff.update(currentUser(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/api/Admin/Staff/AcceptInvite',
    {
      schema: {
        tags,
        summary: 'The invited person sets a name and password; answers the new session',
        body: AcceptInviteBody,
        response: { 200: envelope(UserInfo), ...errors },
      },
    },
    async (request) => ok(await staff.accept(request.body, request.ip)),
  );
};
