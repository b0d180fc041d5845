import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may not be sent (SSRF): private, loopback, link-local, CGNAT, multicast,
 * reserved and unspecified addresses, IPv4 and IPv6 — the office network and the cloud's
 * metadata service are not a buyer's to reach through Facet.
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

/** True for an address a webhook may not reach (an IPv4-mapped IPv6 one as its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return closed.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type TargetProblem = 'WEBHOOK_URL_PRIVATE' | 'WEBHOOK_URL_UNRESOLVED' | 'WEBHOOK_URL_HTTPS';

/**
 * What is wrong with sending to `url`, or null: plain http and private addresses are refused
 * unless `allowPrivate` (tests); every address the host resolves to must be public.
 */
export async function targetProblem(url: string, allowPrivate: boolean): Promise<TargetProblem | null> {
  if (allowPrivate) return null;
  const target = new URL(url);
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = await lookup(host, { all: true, verbatim: true }).catch(() => null);
  if (!addresses?.length) return 'WEBHOOK_URL_UNRESOLVED';
  if (addresses.some((a) => isPrivateAddress(a.address))) return 'WEBHOOK_URL_PRIVATE';
  return target.protocol === 'https:' ? null : 'WEBHOOK_URL_HTTPS';
} // prettier-ignore
