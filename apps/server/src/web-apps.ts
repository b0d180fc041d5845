import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { StoreInfo } from '@facet/contract';
import { allowPageScripts, embeddableDocument, inlineScriptHashes } from './platform/security';
import { STORE_PAGE_INFO_MS, storefrontPage } from './modules/cloud-store/storefront-page';

// The built web apps as the server serves them: their files, headers and caching, and a
// jeweller's storefront page with its store written in.

/** The routes of the built apps' files: `/`, `/*` (the shop) and `/console/…`. */
export const isWebAppRoute = (url: string) =>
  url === '/' || url === '/*' || url.startsWith('/console/');

/**
 * Headers that govern a document (what it may load, frame or share), meaningless on a script,
 * style sheet, font, bitmap or web manifest (the install icons and manifest come with every
 * first page too). A first page fetches 30–70 of those over HTTP/1.1, where headers
 * travel uncompressed: about 600 bytes each (docs/web-apps.md). `nosniff`, the
 * cross-origin resource policy and the referrer policy (module scripts follow it) stay, and so does everything on pages, the service worker and
 * SVG drawings (an SVG opened on its own is a document that can run script).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** Headers a hashed, immutable file does without: about 120 bytes on each of 20–45 requests. */
const IMMUTABLE_SPARE_HEADERS = ['last-modified', 'accept-ranges', 'x-request-id'];
const subresource = (path: string) =>
  /\/(assets\/[^/]+\.(js|css|woff2?|png|webp)|icons\/[^/]+\.png|manifest\.[\w-]+\.webmanifest)(\.br|\.gz)?$/.test(
    path,
  );

/** A store's details, or null when they do not come (no such store, closed, the database away or slow). */
async function infoWithin(info: Promise<StoreInfo>, ms: number): Promise<StoreInfo | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([info.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The shop at `/`, the console at `/console/`: built single-page apps with hashed assets. */
export function registerWebApps(
  app: FastifyInstance,
  dirs: { shop: string; console: string },
  storeInfo?: (slug: string) => Promise<StoreInfo>,
) {
  // Hashed names, also as their Brotli or gzip twins.
  const immutable = (path: string) =>
    /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png|webp)(\.br|\.gz)?$/.test(path);
  const setHeaders = (reply: FastifyReply, path: string) => {
    reply.header(
      'cache-control',
      immutable(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    if (subresource(path)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    // A hashed file never changes and is never asked for again (its ETag stays, for a proxy):
    // nothing to revalidate by date or to fetch in ranges, and no request to trace.
    if (immutable(path)) for (const name of IMMUTABLE_SPARE_HEADERS) reply.removeHeader(name);
  };
  if (existsSync(dirs.shop)) {
    const page = path.join(dirs.shop, 'index.html');
    if (existsSync(page)) {
      const html = readFileSync(page, 'utf8');
      allowPageScripts(app, ['/', '/index.html'], html);
    }
    const storePage = path.join(dirs.shop, 'store.html');
    if (existsSync(storePage)) {
      // A jeweller's storefront (docs/cloud-store.md, "The storefront"): its own page, with the
      // store written in. It is made to sit in an iframe on the jeweller's own website: framing
      // is allowed on these documents, and only on them.
      const template = readFileSync(storePage, 'utf8');
      const hashes = inlineScriptHashes(template);
      const storefront = async (request: FastifyRequest, reply: FastifyReply) => {
        const { slug } = request.params as { slug: string };
        const info = storeInfo ? await infoWithin(storeInfo(slug), STORE_PAGE_INFO_MS) : null;
        embeddableDocument(reply, hashes);
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(storefrontPage(template, info));
      };
      app.get('/store/:slug', { schema: { hide: true } }, storefront);
      app.get('/store/:slug/*', { schema: { hide: true } }, storefront);
    }
    app.register(fastifyStatic, {
      root: dirs.shop,
      prefix: '/',
      setHeaders,
      wildcard: true,
      preCompressed: true,
    });
  }
  if (existsSync(dirs.console)) {
    app.register(fastifyStatic, {
      root: dirs.console,
      prefix: '/console/',
      decorateReply: false,
      setHeaders,
      preCompressed: true,
    });
    app.get('/console', { schema: { hide: true } }, (_request, reply) =>
      reply.redirect('/console/'),
    );
  }
}
