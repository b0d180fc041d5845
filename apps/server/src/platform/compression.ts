import type { FastifyCompressOptions } from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';

/**
 * Responses of 1 KB or more go out compressed — a 50-stone result page of about 50 KB of JSON
 * is under 6 KB as Brotli. Brotli at quality 4 costs about as much CPU as gzip and compresses
 * better; the built web apps are compressed once at build (`preCompressed` in app.ts) instead.
 */
export const COMPRESSION: FastifyCompressOptions = {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
};
