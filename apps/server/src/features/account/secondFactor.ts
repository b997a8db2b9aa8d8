/**
 * The second factor: TOTP codes (±1 step, each step usable once per account) and single-use
 * recovery codes, counted per account before they are checked, in one atomic upsert
 * (like passwords: parallel guesses cannot all pass a check made before any is counted).
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Database } from '../../db/index.js';
import { openWithKey, sealWithKey } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { hitRateLimit, resetRateLimit } from '../../lib/rateLimit.js';
import { hmac, subkey } from '../../lib/tokens.js';
import { base32Encode, matchTotp } from '../../lib/totp.js';
import { accountRepository as repo } from './repository.js';

export const CODE_WINDOW_S = 15 * 60;
export const MAX_CODE_ATTEMPTS = 10;

const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export function secondFactor(db: Database, config: Config, now: () => number = Date.now) {
  const totpKey = subkey(config.secrets.masterKey, 'totp-secret');
  const recoveryKey = subkey(config.secrets.masterKey, 'recovery-code');
  const aad = (userId: string) => `users|${userId}|totp_secret`;
  const limitKey = (userId: string) => `mfa:acct:${userId}`;

  return {
    now,
    seal: (userId: string, secret: Buffer) => sealWithKey(totpKey, secret, aad(userId)),
    open: (userId: string, blob: Buffer) => openWithKey(totpKey, blob, aad(userId)),
    hashRecovery: (code: string) => hmac(recoveryKey, normalizeRecovery(code)),

    /** Ten codes like "k3m9p-x2b7q", shown once; only their HMACs are stored. */
    newRecoveryCodes(count: number): string[] {
      return Array.from({ length: count }, () => {
        const s = base32Encode(randomBytes(8)).slice(0, 10).toLowerCase();
        return `${s.slice(0, 5)}-${s.slice(5)}`;
      });
    },

    /** Counts an attempt for the account; throws RATE_LIMITED past the limit. */
    async countAttempt(userId: string) {
      const limit = await hitRateLimit(db, limitKey(userId), MAX_CODE_ATTEMPTS, CODE_WINDOW_S);
      if (!limit.allowed) {
        throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: limit.retryAfterSeconds });
      }
    },
    clearAttempts: (userId: string) => resetRateLimit(db, limitKey(userId)),

    /** The step a code matches for this secret, or null (no claim, no counting). */
    matchStep: (secret: Buffer, code: string) => matchTotp(secret, code.replace(/\s/g, ''), now()),

    /**
     * Checks a sign-in code of a user with 2FA on: a TOTP code claims its time step (a replay,
     * or an older code after a newer one, fails), anything else is tried as a recovery code.
     */
    async verify(userId: string, code: string): Promise<'totp' | 'recovery' | null> {
      await this.countAttempt(userId);
      const state = await repo.mfaState(db, userId);
      if (!state?.totp_secret || !state.totp_enabled_at) return null;
      const compact = code.replace(/\s/g, '');
      if (/^\d{6}$/.test(compact)) {
        const step = this.matchStep(this.open(userId, state.totp_secret), compact);
        if (step === null || !(await repo.claimTotpStep(db, userId, step))) return null;
        return 'totp';
      }
      const normalized = normalizeRecovery(compact);
      if (!/^[a-z2-7]{10}$/.test(normalized)) return null;
      return (await repo.useRecoveryCode(db, userId, this.hashRecovery(normalized))) ? 'recovery' : null;
    },
  };
}

export type SecondFactor = ReturnType<typeof secondFactor>;
