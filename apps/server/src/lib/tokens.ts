/** Random secrets and their stored forms. */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Uniform 6-digit code (000000–999999). */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * A 6-digit code has only a million values: a plain hash reverses instantly, so codes are
 * stored as an HMAC with a server secret.
 */
export const hmac = (key: Buffer, value: string) => createHmac('sha256', key).update(value).digest();

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Derives a purpose-bound subkey so one secret never serves two purposes. */
export const subkey = (master: Buffer, purpose: string) => hmac(master, `praxisdesk:${purpose}`);
