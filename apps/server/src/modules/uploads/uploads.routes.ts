import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES, VIDEO_MAX_BYTES } from '@facet/contract';
import { currentUser, requireStaff, requireUser } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import { AppError } from '../../platform/errors';
import type { UploadsService } from './uploads.service';

export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (
  app,
  { uploads },
) => {
  const route = callRoutes(app, { tags: ['Uploads'] });
  route(
    'Upload/Image',
    { onRequest: requireUser, summary: 'Upload a picture (multipart field `file`): JPEG, PNG, WebP or HEIC up to 10 MB' }, // prettier-ignore
    async (request) => {
      if (!request.isMultipart()) throw new AppError('FILE_MISSING');
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw new AppError('FILE_MISSING');
      const buffer = await part.toBuffer();
      // The size limit truncates the stream; whether toBuffer() also throws depends on timing,
      // so a truncated file is refused here whatever happened before.
      if (part.file.truncated || buffer.length > UPLOAD_MAX_BYTES)
        throw new AppError('FILE_TOO_LARGE');
      return uploads.upload(currentUser(request), request.query.Purpose, buffer);
    },
  );
  route(
    'Admin/Upload/Video',
    { tags: ['Back office'], onRequest: requireStaff, summary: 'Upload a stone’s video (multipart field `file`): MP4 or WebM up to 50 MB' }, // prettier-ignore
    async (request) => {
      if (!request.isMultipart()) throw new AppError('FILE_MISSING');
      const part = await request.file({ limits: { fileSize: VIDEO_MAX_BYTES } });
      if (!part || part.fieldname !== 'file') throw new AppError('FILE_MISSING');
      const buffer = await part.toBuffer().catch((error: unknown) => {
        if (part.file.truncated) throw new AppError('VIDEO_TOO_LARGE');
        throw error;
      });
      if (part.file.truncated || buffer.length > VIDEO_MAX_BYTES) {
        throw new AppError('VIDEO_TOO_LARGE');
      }
      return uploads.uploadVideo(currentUser(request), buffer);
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
      reply
        .type(file.mime)
        .header(
          'cache-control',
          file.isPublic ? 'public, max-age=31536000, immutable' : 'private, max-age=3600',
        )
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes');
      // A video plays from where the buyer seeks: one byte range per request.
      const range = byteRange(request.headers.range, file.data.length);
      if (range === 'none') return reply.send(file.data);
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${file.data.length}`).send();
      }
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.data.length}`)
        .send(file.data.subarray(range.start, range.end + 1));
    },
  );
};

/**
 * The one byte range a `Range` header asks for (`bytes=a-b`, `bytes=a-`, `bytes=-n`), clipped to
 * the file; anything else (several ranges, other units) is answered with the whole file.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'none' | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return 'none';
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
