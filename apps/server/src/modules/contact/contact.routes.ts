import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { ContactService } from './contact.service';

/** "Contact us" (docs/api.md): public to read, an admin's to set. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  const route = callRoutes(app, { tags: ['Back office'] });
  const requireAdmin = requireRole('admin');

  route(
    'Contact/Get',
    {
      tags: ['Contact'],
      public: true,
      summary:
        'How to reach the office, in the caller’s language (no login); every key empty before an admin saves. MapTileUrl and MapAttribution: the maps’ tiles',
    },
    (request) => contact.get(request.locale),
  );
  route(
    'Admin/Contact/Get',
    { onRequest: requireAdmin, summary: 'The contact record as admins edit it: every language, and who saved it last' }, // prettier-ignore
    () => contact.settings(),
  );
  route(
    'Admin/Contact/Save',
    { onRequest: requireAdmin, summary: 'Replaces the contact record (admins); empty fields are not shown; Latitude and Longitude together or both null' }, // prettier-ignore
    (request) => contact.save(currentUser(request), request.body),
  );
};
