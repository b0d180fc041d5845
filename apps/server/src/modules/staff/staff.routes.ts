import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { StaffService } from './staff.service';

const admins = { onRequest: requireRole('admin') };

/** The back office's people: invitations, roles, disabling (admins), and taking up an invite. */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (
  app,
  { staff },
) => {
  const route = callRoutes(app, { tags: ['Back office'] });

  route(
    'Admin/Staff/List',
    { ...admins, summary: 'Clerks and admins, with who has not taken up their invitation yet (admins)' }, // prettier-ignore
    () => staff.list(),
  );
  route(
    'Admin/Staff/Invite',
    { ...admins, summary: 'Mails an invitation to the back office; the link sets the password (admins)' }, // prettier-ignore
    (request) => staff.invite(currentUser(request), request.body, request.locale),
  );
  route(
    'Admin/Staff/Update',
    { ...admins, summary: 'Changes a colleague’s role or disables them; never one’s own account (admins)' }, // prettier-ignore
    (request) => staff.update(currentUser(request), request.body),
  );
  route(
    'Admin/Staff/AcceptInvite',
    { public: true, summary: 'The invited person sets a name and password; answers the new session' }, // prettier-ignore
    (request) => staff.accept(request.body, request.ip),
  );
};
