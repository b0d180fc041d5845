import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ErrorEnvelope, UPLOAD_MAX_BYTES, Uploaded, UploadQuery } from '@facet/contract';
import { currentUser, requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { ok } from '../../platform/envelope';
import type { UploadsService } from './uploads.service';

export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (
  app,
  { uploads },
) => {
  app.post(
    '/api/Upload/Image',
    {
      onRequest: requireUser,
      schema: {
        tags: ['Uploads'],
        summary: 'Upload a picture (multipart field `file`): JPEG, PNG, WebP or HEIC up to 10 MB',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        querystring: UploadQuery,
        response: { 200: envelope(Uploaded), '4xx': ErrorEnvelope },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('FILE_MISSING');
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw new AppError('FILE_MISSING');
      const buffer = await part.toBuffer();
      // The size limit truncates the stream; whether toBuffer() also throws depends on timing,
      // so a truncated file is refused here whatever happened before.
      if (part.file.truncated || buffer.length > UPLOAD_MAX_BYTES)
        throw new AppError('FILE_TOO_LARGE');
      return ok(await uploads.upload(currentUser(request), request.query.Purpose, buffer));
    },
  );

  app.get(
    '/files/:name',
    {
      schema: {
        hide: true,
        params: z.object({ name: z.string().max(64) }),
        querystring: z.object({ sig: z.string().max(128).optional() }),
      },
    },
    async (request, reply) => {
      const file = await uploads.read(
        `/files/${request.params.name}`,
        request.user,
        request.query.sig,
      );
      return reply
        .type(file.mime)
        .header(
          'cache-control',
          file.isPublic ? 'public, max-age=31536000, immutable' : 'private, max-age=3600',
        )
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
