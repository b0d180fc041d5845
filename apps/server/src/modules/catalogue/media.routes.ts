import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMPRESSION } from '../../platform/compression';
import { AppError } from '../../platform/errors';
import { ART_SHAPES, ART_TINTS, stoneSvg } from '@facet/contract';
import { ART_METALS, settingSvg } from '../../demo/shape-art';

/**
 * Of the headers every answer gets, those a drawing can do without: opened on its own it is a
 * document, but its policy lets it run nothing, load nothing and open nothing, so what governs
 * script, windows, process grouping and the browsers of old does not apply. Its policy,
 * `nosniff`, framing and the resource and referrer policies stay. About 190 bytes on each of a
 * result list's first drawings, over HTTP/1.1 uncompressed.
 */
const SCRIPTLESS_SPARE_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function svg(reply: FastifyReply, body: string) {
  for (const name of SCRIPTLESS_SPARE_HEADERS) reply.removeHeader(name);
  return reply
    .type('image/svg+xml')
    .header('cache-control', 'public, max-age=86400')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(body);
}

/**
 * A setting's drawing is about 700 bytes of SVG, under the 1 KB from which answers are
 * compressed, and halves as Brotli (a stone's, about 4 KB, shrinks to a fifth): a result
 * list's first screen asks for eight of them.
 */
const DRAWING_COMPRESSION = { ...COMPRESSION, threshold: 256 };

/** The drawn pictures of stones and settings (public: they show no prices). */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/stones/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().max(40) }),
        querystring: z.object({
          tint: z.string().max(20).optional(),
          /** How strongly the colour shows, 0 (colourless) to 1; frames of a 360° view turn the light. */
          depth: z.coerce.number().min(0).max(1).optional(),
          angle: z.coerce.number().int().min(0).max(359).optional(),
        }),
      },
      compress: DRAWING_COMPRESSION,
    },
    async (request, reply) => {
      const shape = request.params.file.replace(/\.svg$/, '');
      const tint = request.query.tint ?? 'white';
      if (!ART_SHAPES.has(shape) || !ART_TINTS.has(tint)) throw new AppError('NOT_FOUND');
      const { depth, angle } = request.query;
      return svg(reply, stoneSvg(shape, tint, 'g', { depth, angle }));
    },
  );

  app.get(
    '/media/settings/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().max(40) }),
        querystring: z.object({ shape: z.string().max(20).optional() }),
      },
      compress: DRAWING_COMPRESSION,
    },
    async (request, reply) => {
      const metal = request.params.file.replace(/\.svg$/, '');
      const shape = request.query.shape ?? 'round';
      if (!ART_METALS.has(metal) || !ART_SHAPES.has(shape)) throw new AppError('NOT_FOUND');
      return svg(reply, settingSvg(metal, shape));
    },
  );
};
