/**
 * The follow-up grant that submitForm returns: proves that the caller is the one who created
 * the submission, so knowing a submission id alone does not let anyone attach a file or an
 * anamnesis to it. Stateless: an HMAC over submission, tenant and expiry.
 */
import { hmac, safeEqual } from '../../lib/tokens.js';

const LIFETIME_MS = 2 * 60 * 60 * 1000; // enough for a slow upload plus the 20-step anamnesis

/** `{tenantId}.{expiry base36}.{hmac}`: the tenant travels along so uploads can be scoped. */
export function issueGrant(key: Buffer, submissionId: string, tenantId: string, now = Date.now()): string {
  const expires = Math.floor((now + LIFETIME_MS) / 1000).toString(36);
  const sig = hmac(key, `${submissionId}|${tenantId}|${expires}`).toString('base64url');
  return `${tenantId}.${expires}.${sig}`;
}

/** The tenant id the grant was issued for, if it is valid for this submission now; else null. */
export function checkGrant(
  key: Buffer,
  grant: string | undefined,
  submissionId: string,
  now = Date.now(),
): string | null {
  if (!grant || grant.length > 300) return null;
  const [tenantId, expires, sig] = grant.split('.');
  if (!tenantId || !expires || !sig) return null;
  if (Number.parseInt(expires, 36) * 1000 < now) return null;
  const expected = hmac(key, `${submissionId}|${tenantId}|${expires}`).toString('base64url');
  return safeEqual(sig, expected) ? tenantId : null;
}
