import { lookup, type LookupAddress } from 'node:dns';
import { lookup as resolveAll } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Requests Facet makes to addresses its users give it (webhook endpoints, push services), held
 * away from private networks (SSRF): private, loopback, link-local, CGNAT, multicast, reserved
 * and unspecified addresses, IPv4 and IPv6 — the office network and the cloud's metadata
 * service are not a buyer's to reach through Facet.
 */
const closed = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) closed.addSubnet(network, prefix, 'ipv4'); // prettier-ignore
for (const [network, prefix] of [
  ['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) closed.addSubnet(network, prefix, 'ipv6'); // prettier-ignore

/** True for an address Facet may not reach for a user (an IPv4-mapped IPv6 one as its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return closed.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Resolves as the system does, but refuses a host with a private address: checked at every
 * request, on the very addresses the connection uses (DNS may have changed since the address
 * was saved).
 */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (!found.length || found.some((a) => isPrivateAddress(a.address))) {
      return callback(Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EPRIVATE' }), '', 0); // prettier-ignore
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, found);
    callback(null, found[0]!.address, found[0]!.family);
  }); // prettier-ignore
};

/**
 * Connections kept open between requests to the same host: a stone sold to a thousand
 * endpoints on one ERP, or a morning's notifications to one push service, is not a thousand
 * TCP (and TLS) handshakes. Idle ones close after 4 s, before most servers close theirs (5 s).
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 128, timeout: 4_000, keepAliveMsecs: 1_000 }), // prettier-ignore
  'https:': new https.Agent({ keepAlive: true, maxSockets: 128, timeout: 4_000, keepAliveMsecs: 1_000 }), // prettier-ignore
};

/**
 * POSTs `body` to a user's address: its HTTP status, or null when it did not answer (refused,
 * timed out, private unless `allowPrivate`). Redirects are not followed; the answer's body is
 * read and dropped, so the socket is freed.
 */
export function postOutside(
  url: string,
  request: { headers: Record<string, string>; body: string | Buffer; timeoutMs: number },
  allowPrivate: boolean,
): Promise<number | null> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const outgoing = client.request(
      target,
      {
        method: 'POST',
        agent: target.protocol === 'https:' ? agents['https:'] : agents['http:'],
        headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
        signal: AbortSignal.timeout(request.timeoutMs),
        ...(allowPrivate ? {} : { lookup: publicLookup }),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? null));
        response.on('error', () => resolve(response.statusCode ?? null));
        response.on('close', () => resolve(response.statusCode ?? null));
      },
    );
    outgoing.on('error', () => resolve(null));
    outgoing.end(request.body);
  });
}

/**
 * Why a user's address may not be sent to, or null: it does not resolve, one of its addresses
 * is private, or it is plain http — each allowed by `allowPrivate` (tests).
 */
export async function addressProblem(
  url: string,
  allowPrivate: boolean,
): Promise<'UNRESOLVED' | 'PRIVATE' | 'HTTPS' | null> {
  if (allowPrivate) return null;
  const target = new URL(url);
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = await resolveAll(host, { all: true, verbatim: true }).catch(() => null);
  if (!addresses?.length) return 'UNRESOLVED';
  if (addresses.some((a) => isPrivateAddress(a.address))) return 'PRIVATE';
  return target.protocol === 'https:' ? null : 'HTTPS';
}
