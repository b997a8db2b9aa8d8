/**
 * One signed POST of an event: HMAC-SHA-256 over "<timestamp>.<raw body>" with the practice's
 * secret, in `X-PraxisDesk-Signature: t=<unix seconds>,v1=<hex>`. Connects only to addresses
 * the policy admits (checked on the resolved addresses, so DNS cannot point it at the
 * internal network), follows no redirects, reads at most a little of the answer, gives up
 * after a timeout. Nothing of the body is logged.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TOLERANCE_SECONDS } from '@praxisdesk/domain';
import { isPublicAddress } from './policy.js';

export const signatureOf = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export const signatureHeader = (secret: string, timestamp: number, body: string) =>
  `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;

/**
 * The receiver's check (README, "Webhooks"): the header parses, the timestamp is within the
 * tolerance of the receiver's clock, and one v1 signature matches, compared in constant time.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signatureOf(secret, t, rawBody), 'hex');
  return parts
    .filter(([k]) => k === 'v1')
    .some(([, v]) => {
      const given = Buffer.from(v ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

export class RefusedTarget extends Error {
  constructor() {
    super('Adresse nicht erlaubt (lokal oder privat)');
  }
}

export interface SendResult {
  status: number | null;
  error: string | null;
  /** Retrying cannot help (the target is refused by the policy). */
  permanent: boolean;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup that refuses non-public addresses. */
function guardedLookup(hostname: string, options: { all?: boolean; family?: number }, cb: LookupCallback) {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return cb(err, []);
    const list = addresses as LookupAddress[];
    if (list.length === 0 || list.some((a) => !isPublicAddress(a.address))) return cb(new RefusedTarget(), []);
    if (options.all) return cb(null, list);
    const first = list[0] as LookupAddress;
    return cb(null, first.address, first.family);
  });
}

export function sendSigned(
  target: string,
  body: string,
  headers: Record<string, string>,
  secret: string,
  opts: { allowLocal: boolean; timeoutMs: number; now?: () => number },
): Promise<SendResult> {
  const url = new URL(target);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!opts.allowLocal && (url.protocol !== 'https:' || (isIP(host) !== 0 && !isPublicAddress(host)))) {
    return Promise.resolve({ status: null, error: new RefusedTarget().message, permanent: true });
  }
  const timestamp = Math.floor((opts.now?.() ?? Date.now()) / 1000);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'PraxisDesk-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, timestamp, body),
          ...headers,
        },
        timeout: opts.timeoutMs,
        ...(opts.allowLocal ? {} : { lookup: guardedLookup as never }),
        agent: false,
      },
      (res) => {
        res.resume(); // the answer's body is not needed; drained so the socket closes
        res.on('end', () => resolve({ status: res.statusCode ?? null, error: null, permanent: false }));
        res.on('error', () => resolve({ status: res.statusCode ?? null, error: null, permanent: false }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('Zeitüberschreitung')));
    req.on('error', (err) =>
      resolve({
        status: null,
        error: err instanceof RefusedTarget ? err.message : errorText(err),
        permanent: err instanceof RefusedTarget,
      }),
    );
    req.end(body);
  });
}

function errorText(err: Error & { code?: string }): string {
  if (err.message === 'Zeitüberschreitung') return 'Zeitüberschreitung';
  if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN') return 'Name nicht auflösbar';
  if (err.code === 'ECONNREFUSED') return 'Verbindung abgelehnt';
  if (err.code?.startsWith('ERR_TLS') || err.code?.includes('CERT')) return 'TLS-Fehler';
  return 'Verbindung fehlgeschlagen';
}
