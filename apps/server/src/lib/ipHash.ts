/**
 * Keyed HMAC-SHA-256 of a normalised IP. A plain SHA-256 of an IPv4 address reverses in
 * minutes by enumeration; without the server secret this one does not.
 */
import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';

export function normalizeIp(ip: string): string | null {
  let v = ip.trim();
  if (v.startsWith('::ffff:') && isIP(v.slice(7)) === 4) v = v.slice(7);
  const kind = isIP(v);
  if (kind === 4)
    return v
      .split('.')
      .map((o) => String(Number(o)))
      .join('.');
  if (kind === 6) return expandIpv6(v);
  return null;
}

function expandIpv6(v: string): string {
  const [head = '', tail = ''] = v.toLowerCase().split('::');
  const h = head ? head.split(':') : [];
  const t = v.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - h.length - t.length;
  const groups = [...h, ...Array(Math.max(0, missing)).fill('0'), ...t];
  return groups.map((g) => g.padStart(4, '0')).join(':');
}

export function hashIp(secret: Buffer, ip: string): string {
  const normalized = normalizeIp(ip) ?? ip;
  return createHmac('sha256', secret).update(normalized).digest('hex');
}

/**
 * What a per-address rate limit counts: an IPv4 address, or the /64 network of an IPv6 address.
 * A /64 is one customer's connection, and any host in it may take a fresh address for every
 * request: counting single IPv6 addresses would give each client 2^64 fresh limits.
 */
export function rateLimitSubject(ip: string): string {
  const n = normalizeIp(ip);
  if (!n?.includes(':')) return n ?? ip;
  return `${n.split(':').slice(0, 4).join(':')}::/64`;
}

/** hashIp of the rate-limit subject: the key part for per-address limits. */
export const hashIpForLimit = (secret: Buffer, ip: string) => hashIp(secret, rateLimitSubject(ip));

/**
 * hashIp with a bounded in-process memo: the same address is hashed once, not on every
 * request (a flood from a few addresses asks thousands of times a second). `subjectOf` picks
 * what is hashed (rateLimitSubject for per-address limits).
 */
export function ipHasher(
  secret: Buffer,
  subjectOf: (ip: string) => string = (ip) => ip,
  maxEntries = 10_000,
): (ip: string) => string {
  const memo = new Map<string, string>();
  return (ip) => {
    let h = memo.get(ip);
    if (h === undefined) {
      h = hashIp(secret, subjectOf(ip));
      if (memo.size >= maxEntries) memo.clear();
      memo.set(ip, h);
    }
    return h;
  };
}
