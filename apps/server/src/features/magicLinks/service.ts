/**
 * verifySubmissionToken: opens one submission read-only for the holder of a link token or its
 * 6-digit code. Single use, enforced atomically; a wrong code counts against the submission's
 * links (5 strikes), and code attempts are limited per IP. Every outcome is audited.
 */
import { type VerifyCode, type VerifyResponse, verifyTexts } from '@praxisdesk/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/index.js';
import { withTenant } from '../../db/scope.js';
import { audit, LINK } from '../../lib/audit.js';
import type { Keyring } from '../../lib/crypto.js';
import { hashIpForLimit } from '../../lib/ipHash.js';
import { hitRateLimit } from '../../lib/rateLimit.js';
import { hmac, sha256, subkey } from '../../lib/tokens.js';
import { loadDetail } from '../submissions/detail.js';
import { magicLinksRepository as links, MAX_CODE_ATTEMPTS } from './repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE = /^\d{6}$/;
const ATTEMPTS_PER_IP = { limit: 30, windowSeconds: 900 };

const fail = (code: VerifyCode | 'RATE_LIMITED', error?: string): VerifyResponse => ({
  success: false,
  code,
  error: error ?? (code === 'RATE_LIMITED' ? 'Zu viele Versuche. Bitte warten Sie 15 Minuten.' : verifyTexts[code]),
});

/** The same answer for the right and a wrong code once a submission's codes are locked. */
const codesLocked = () =>
  fail(
    'TOKEN_NOT_FOUND',
    'Der Code wurde nach zu vielen Fehlversuchen gesperrt. Bitte fordern Sie einen neuen Link an.',
  );

export function magicLinkService(db: Database, keyring: Keyring, config: Config) {
  const codeKey = subkey(config.secrets.masterKey, 'magic-link-code');

  async function record(tenantId: string | null, submissionId: string, outcome: 'success' | 'failure', code: string) {
    await audit(db, LINK, {
      tenantId,
      action: 'magic_link.verify',
      target: { type: 'submission', id: submissionId },
      outcome,
      details: { code },
    });
  }

  return {
    /** A refusal by the per-address limit carries retryAfterSeconds (the route answers 429 with it). */
    async verify(input: {
      submissionId: string;
      token: string;
      ip: string;
    }): Promise<VerifyResponse & { retryAfterSeconds?: number }> {
      const { submissionId } = input;
      const token = input.token.trim();
      if (!UUID.test(submissionId) || !token)
        return fail('BAD_REQUEST', 'Ungültiger Link: Submission-ID oder Token fehlt.');

      const limited = await hitRateLimit(
        db,
        `verify:ip:${hashIpForLimit(config.secrets.ipHashSecret, input.ip)}`,
        ATTEMPTS_PER_IP.limit,
        ATTEMPTS_PER_IP.windowSeconds,
      );
      if (!limited.allowed) return { ...fail('RATE_LIMITED'), retryAfterSeconds: limited.retryAfterSeconds };

      const viaCode = CODE.test(token);
      const link = viaCode
        ? await links.findByCode(db, submissionId, hmac(codeKey, token))
        : await links.findByToken(db, submissionId, sha256(token));

      if (!link) {
        // Once the codes are locked, a wrong code is answered exactly like the right one: the
        // answer must not tell a guesser which code it was.
        if (viaCode && (await links.countFailedCode(db, submissionId))) {
          await record(null, submissionId, 'failure', 'TOKEN_LOCKED');
          return codesLocked();
        }
        const known = await links.hasAnyLink(db, submissionId);
        const code: VerifyCode = known ? 'TOKEN_NOT_FOUND' : 'SUBMISSION_NOT_FOUND';
        await record(null, submissionId, 'failure', code);
        return viaCode && known ? fail(code, 'Der Code ist ungültig. Bitte prüfen und erneut versuchen.') : fail(code);
      }
      if (link.used_at || link.revoked_at) {
        await record(link.tenant_id, submissionId, 'failure', 'TOKEN_ALREADY_USED');
        return fail('TOKEN_ALREADY_USED');
      }
      if (new Date(link.expires_at).getTime() <= Date.now()) {
        await record(link.tenant_id, submissionId, 'failure', 'TOKEN_EXPIRED');
        return fail('TOKEN_EXPIRED');
      }
      if (viaCode && link.failed_attempts >= MAX_CODE_ATTEMPTS) {
        await record(link.tenant_id, submissionId, 'failure', 'TOKEN_LOCKED');
        return codesLocked();
      }
      if (!(await links.consume(db, link.id, submissionId, viaCode))) {
        await record(link.tenant_id, submissionId, 'failure', 'TOKEN_ALREADY_USED');
        return fail('TOKEN_ALREADY_USED');
      }

      const submission = await withTenant(db, link.tenant_id, (tx) => loadDetail(tx, keyring, submissionId));
      if (!submission) return fail('SUBMISSION_NOT_FOUND');
      await record(link.tenant_id, submissionId, 'success', viaCode ? 'CODE' : 'LINK');
      return { success: true, code: 'OK', email: link.recipient, submission };
    },
  };
}

export type MagicLinkService = ReturnType<typeof magicLinkService>;
