/**
 * Where webhooks may go (SSRF): https to public internet addresses only. Loopback, private,
 * link-local, carrier-grade NAT, multicast and reserved ranges are refused, for literal
 * addresses when the URL is saved and for every address a name resolves to when a delivery
 * connects (so a name that later resolves to 127.0.0.1 or 169.254.169.254 is refused too).
 * `allowLocal` (config.webhooks.allowLocalTargets, never in production) admits http and local
 * addresses for a developer's receiver and the tests.
 */
import { BlockList, isIP } from 'node:net';
import { AppError } from '../../lib/errors.js';

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it carries. */
function unmapped(address: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return m?.[1] ?? address;
}

/** Whether an IP address is on the public internet (not loopback, private, link-local, …). */
export function isPublicAddress(address: string): boolean {
  const a = unmapped(address.replace(/^\[|\]$/g, ''));
  const family = isIP(a);
  if (family === 0) return false;
  if (family === 6 && /^::ffff:/i.test(a)) return false; // mapped forms BlockList cannot parse
  return !blocked.check(a, family === 4 ? 'ipv4' : 'ipv6');
}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$/i;

/** The saved URL, checked; throws WEBHOOK_URL_INVALID with the German text otherwise. */
export function checkWebhookUrl(raw: string, allowLocal: boolean): URL {
  const invalid = () => new AppError('WEBHOOK_URL_INVALID');
  if (!URL.canParse(raw)) throw invalid();
  const url = new URL(raw);
  if (url.username || url.password) throw invalid();
  if (url.protocol !== 'https:' && !(allowLocal && url.protocol === 'http:')) throw invalid();
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw invalid();
  if (!allowLocal) {
    if (isIP(host) !== 0 ? !isPublicAddress(host) : LOCAL_NAMES.test(host) || !host.includes('.')) throw invalid();
  }
  return url;
}
