import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from '@fastify/helmet';

const HSTS = 'max-age=31536000; includeSubDomains';
/** Where the API reference lives: its page inlines one script, the only inline script served. */
const DOCS_PREFIX = '/docs';

/** The `'sha256-…'` source of every inline `<script>` (one without `src`) of a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
  }
  return hashes;
}

/** The policy with the given inline scripts allowed by their hashes, beside `'self'`. */
export const withScriptHashes = (policy: string, hashes: string[]) =>
  hashes.length
    ? policy.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`)
    : policy;

/**
 * Lets a built page's own inline scripts run: their hashes, read from the file once, join the
 * policy of that page's responses (`paths`), and of no other.
 */
export function allowPageScripts(app: FastifyInstance, paths: string[], html: string) {
  const hashes = inlineScriptHashes(html);
  if (!hashes.length) return;
  app.addHook('onSend', async (request, reply, payload) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && paths.includes(request.url.split('?')[0]!)) {
      reply.header('content-security-policy', withScriptHashes(policy, hashes));
    }
    return payload;
  });
}

/**
 * Lets a document be framed by any site (a jeweller's storefront embedded in their website):
 * no `X-Frame-Options`, `frame-ancestors *`, and the page's inline scripts allowed by hash. Every
 * other document keeps helmet's `SAMEORIGIN` and `frame-ancestors 'self'`.
 */
export function embeddableDocument(reply: FastifyReply, scriptHashes: string[]) {
  reply.removeHeader('x-frame-options');
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  const framed = policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *');
  reply.header('content-security-policy', withScriptHashes(framed, scriptHashes));
}

/**
 * Security headers for everything the server sends. Scripts come only from the server itself:
 * the only inline scripts allowed are those of the shop's page (which picks the outline of
 * the page being opened before anything paints) and the API reference page, each by its
 * hash, on that page alone. HSTS only when the request came over
 * HTTPS (directly, or `X-Forwarded-Proto: https` from a trusted proxy): a plain-HTTP install on
 * a LAN must not tell browsers to insist on HTTPS it cannot serve. Pictures may also come from
 * the map tile server (`mapTiles`, from MAP_TILE_URL).
 */
export async function securityHeaders(app: FastifyInstance, { mapTiles }: { mapTiles: string }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', mapTiles],
        // antd and antd-mobile set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // 'self' covers the page's own WebSocket (ws/wss to the same host, CSP Level 3): the
        // chat connects to nowhere else.
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        // TLS ends at the load balancer; on a plain-HTTP LAN install, upgrading would break
        // every asset request.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (!request.url.startsWith(DOCS_PREFIX) || typeof payload !== 'string') return payload;
    // The page only: the reference's 4 MB script is not worth a scan on every download.
    if (!String(reply.getHeader('content-type')).startsWith('text/html')) return payload;
    const hashes = inlineScriptHashes(payload);
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header('content-security-policy', withScriptHashes(policy, hashes));
    }
    return payload;
  });
}
