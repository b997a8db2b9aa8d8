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
 * hashIp with a bounded in-process memo: the same address is hashed once, not on every
 * request (a flood from a few addresses asks thousands of times a second).
 */
export function ipHasher(secret: Buffer, maxEntries = 10_000): (ip: string) => string {
  const memo = new Map<string, string>();
  return (ip) => {
    let h = memo.get(ip);
    if (h === undefined) {
      h = hashIp(secret, ip);
      if (memo.size >= maxEntries) memo.clear();
      memo.set(ip, h);
    }
    return h;
  };
}
