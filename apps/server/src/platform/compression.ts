import type { FastifyCompressOptions } from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';

/**
 * Responses of 1 KB or more go out compressed — a 50-stone result page of about 60 KB of JSON
 * is about 6 KB as Brotli. Brotli at quality 4 costs about as much CPU as gzip and compresses
 * better; the built web apps are compressed once at build (`preCompressed` in app.ts) instead.
 *
 * An answer of up to 256 KB is compressed whole (0.7 ms for that 50-stone page) and leaves in one
 * write with its length. Streamed, as the plugin streams answers over 8 KB on two cores, it went
 * out chunked, its headers and body before its end: an instance killed in between left its
 * caller a cut answer that the proxy could no longer send elsewhere (docs/deploy.md). Streams of
 * their own (exports, feeds) still go out streamed.
 */
export const COMPRESSION: FastifyCompressOptions = {
  threshold: 1024,
  syncThreshold: 256 * 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
};
