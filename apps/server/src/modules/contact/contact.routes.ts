import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Contact, ContactSaveBody, ContactSettings, envelope } from '@facet/contract';
import { currentUser, requireRole } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { errors, security } from '../../platform/route-options';
import type { ContactService } from './contact.service';

/** "Contact us" (docs/api.md): public to read, an admin's to set. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  app.get(
    '/api/Contact/Get',
    {
      schema: {
        tags: ['Contact'],
        summary:
          'How to reach the office, in the caller’s language (no login); every key empty before an admin saves. MapTileUrl and MapAttribution: the maps’ tiles',
        response: { 200: envelope(Contact), ...errors },
      },
    },
    async (request) => ok(await contact.get(request.locale)),
  );
  app.get(
    '/api/Admin/Contact/Get',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['Back office'],
        summary: 'The contact record as admins edit it: every language, and who saved it last',
        security,
        response: { 200: envelope(ContactSettings), ...errors },
      },
    },
    async () => ok(await contact.settings()),
  );
  app.post(
    '/api/Admin/Contact/Save',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['Back office'],
        summary:
          'Replaces the contact record (admins); empty fields are not shown; Latitude and Longitude together or both null',
        security,
        body: ContactSaveBody,
        response: { 200: envelope(ContactSettings), ...errors },
      },
    },
    async (request) => ok(await contact.save(currentUser(request), request.body)),
  );
};
