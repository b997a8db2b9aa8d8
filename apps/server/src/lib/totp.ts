/**
 * TOTP (RFC 6238 over RFC 4226 HOTP): HMAC-SHA1, 30-second steps, 6 digits, as every
 * authenticator app expects by default. Pure functions; the caller stores the last step used
 * (replay protection) and rate-limits attempts.
 */
import { createHmac, randomBytes } from 'node:crypto';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Accepted clock drift in steps, either way. */
export const TOTP_DRIFT_STEPS = 1;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (what otpauth:// URIs carry). */
export function base32Encode(bytes: Buffer): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const i = ALPHABET.indexOf(ch);
    if (i < 0) throw new Error('invalid base32');
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** 160 bits, the size RFC 4226 recommends for HMAC-SHA1. */
export const newTotpSecret = () => randomBytes(20);

export const stepAt = (unixMs: number) => Math.floor(unixMs / 1000 / TOTP_STEP_SECONDS);

/** HOTP value of one counter (RFC 4226 §5.3, dynamic truncation). */
export function hotp(secret: Buffer, counter: number): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(msg).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const bin = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(bin % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

export const totpAt = (secret: Buffer, unixMs: number) => hotp(secret, stepAt(unixMs));

/**
 * The step whose code matches `code` within ±TOTP_DRIFT_STEPS of `unixMs`, newest first, or
 * null. Every candidate is computed and compared, so the time taken does not say which matched.
 */
export function matchTotp(secret: Buffer, code: string, unixMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = stepAt(unixMs);
  let found: number | null = null;
  for (let d = TOTP_DRIFT_STEPS; d >= -TOTP_DRIFT_STEPS; d--) {
    const candidate = hotp(secret, now + d);
    let diff = 0;
    for (let i = 0; i < TOTP_DIGITS; i++) diff |= candidate.charCodeAt(i) ^ code.charCodeAt(i);
    if (diff === 0 && found === null) found = now + d;
  }
  return found;
}

export function otpauthUri(secretBase32: string, account: string, issuer = 'PraxisDesk'): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
