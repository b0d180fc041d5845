import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * Still drawings kept as Brotli: every shape, tint and depth to the hundredth fits (about 1 KB
 * each), so no run of odd requests makes the server compress at quality 11 again and again.
 */
const DRAWINGS_KEPT = 20_000;
const brotliDrawings = new Map<string, Buffer>();

/**
 * A drawing as Brotli at its best quality (11): an eighth smaller than the answers' quality 4
 * (a round stone's 927 → 811 bytes), at 4 ms of CPU — so each is compressed once and kept.
 */
function brotliDrawing(key: string, body: string) {
  let found = brotliDrawings.get(key);
  if (!found) {
    found = brotliCompressSync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    if (brotliDrawings.size >= DRAWINGS_KEPT) brotliDrawings.delete(brotliDrawings.keys().next().value!); // prettier-ignore
    brotliDrawings.set(key, found);
  }
  return found;
}

/** Whether the request takes Brotli (`br` named, and not with q=0). */
function takesBrotli(request: FastifyRequest) {
  return (request.headers['accept-encoding'] ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    return name === 'br' && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

/**
 * A drawing: a still one (`kept` names it) as kept Brotli to a browser that takes it; a frame
 * of a 360° view, or to a browser that takes no Brotli, compressed as answers are.
 */
function svg(request: FastifyRequest, reply: FastifyReply, body: string, kept?: string) {
  for (const name of SCRIPTLESS_SPARE_HEADERS) reply.removeHeader(name);
  reply
    .type('image/svg+xml')
    .header('cache-control', 'public, max-age=86400')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('vary', 'accept-encoding');
  if (kept === undefined || !takesBrotli(request)) return reply.send(body);
  return reply.header('content-encoding', 'br').send(brotliDrawing(kept, body));
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
      const { angle } = request.query;
      // To the hundredth: a colour's depth finer than that draws the same.
      const depth = request.query.depth === undefined ? undefined : Math.round(request.query.depth * 100) / 100; // prettier-ignore
      const body = stoneSvg(shape, tint, 'g', { depth, angle });
      return svg(request, reply, body, angle === undefined ? `${shape} ${tint} ${depth}` : undefined); // prettier-ignore
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
      return svg(request, reply, settingSvg(metal, shape), `${metal} ${shape}`);
    },
  );
};
