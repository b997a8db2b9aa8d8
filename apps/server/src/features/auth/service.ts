/**
 * Staff sign-in on well-known primitives: argon2id hashes, an opaque 256-bit session id of
 * which only the SHA-256 is stored, idle and absolute expiry, server-side sign-out, and
 * login throttling per account and per IP that answers exactly like a wrong password.
 */
import { createHash, randomBytes } from 'node:crypto';
import { MFA_CHALLENGE_MINUTES, type SessionUser } from '@praxisdesk/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/index.js';
import { ANONYMOUS, audit, userActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { hashIpForLimit } from '../../lib/ipHash.js';
import { dummyHash, verifyPassword } from '../../lib/password.js';
import { hitRateLimit, resetRateLimit } from '../../lib/rateLimit.js';
import { accountRepository } from '../account/repository.js';
import type { SecondFactor } from '../account/secondFactor.js';
import type { AuthContext } from './context.js';
import { authRepository } from './repository.js';

const LOGIN_WINDOW_S = 15 * 60;
const MAX_FAILURES_PER_ACCOUNT = 10;
const MAX_ATTEMPTS_PER_IP = 50; // default of LOGIN_LIMIT_PER_IP
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest();

/** What a correct password yields: a session, or (2FA on) a challenge awaiting the code. */
export type LoginResult =
  | { kind: 'session'; sessionId: string; auth: AuthContext }
  | { kind: 'mfa'; challengeId: string };

export function authService(db: Database, config: Config, factor: SecondFactor) {
  const repo = authRepository(db);
  const accountKey = (email: string) => `login:acct:${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;
  const ipKey = (ip: string) => `login:ip:${hashIpForLimit(config.secrets.ipHashSecret, ip)}`;

  return {
    async login(input: {
      email: string;
      password: string;
      ip: string;
      userAgent: string | null;
    }): Promise<LoginResult> {
      const refuse = async (limit: { retryAfterSeconds: number }) => {
        await audit(db, ANONYMOUS, { action: 'auth.login', outcome: 'denied', details: { reason: 'rate_limited' } });
        return new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: limit.retryAfterSeconds });
      };
      const ipLimit = await hitRateLimit(
        db,
        ipKey(input.ip),
        config.loginLimitPerIp ?? MAX_ATTEMPTS_PER_IP,
        LOGIN_WINDOW_S,
      );
      if (!ipLimit.allowed) throw await refuse(ipLimit);
      // The attempt counts before the password is checked, in one atomic upsert: parallel guesses
      // cannot all pass a check made before any of them is counted. Success clears the count.
      const acct = await hitRateLimit(db, accountKey(input.email), MAX_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_S);
      if (!acct.allowed) throw await refuse(acct);

      const user = await repo.findUserByEmail(input.email);
      const ok = await verifyPassword(user?.password_hash ?? (await dummyHash()), input.password);
      if (!user?.password_hash || !ok || !user.is_active) {
        await audit(db, { kind: 'anonymous', userId: user?.id ?? null }, { action: 'auth.login', outcome: 'failure' });
        throw new AppError('INVALID_CREDENTIALS');
      }

      await resetRateLimit(db, accountKey(input.email));
      if (user.totp_enabled_at) {
        // Password right, code outstanding: no session yet, only a short-lived challenge.
        const challengeId = randomBytes(32).toString('base64url');
        await accountRepository.createChallenge(
          db,
          hashSessionId(challengeId),
          user.id,
          new Date(Date.now() + MFA_CHALLENGE_MINUTES * 60_000),
          input.userAgent,
        );
        await audit(
          db,
          { kind: 'anonymous', userId: user.id },
          { action: 'auth.login', details: { step: 'password' } },
        );
        return { kind: 'mfa', challengeId };
      }
      const started = await this.startSession(user.id, input.userAgent);
      return { kind: 'session', ...started };
    },

    /** Opens a session for a user whose identity is settled (password, code, or invitation link). */
    async startSession(userId: string, userAgent: string | null) {
      const sessionId = randomBytes(32).toString('base64url');
      const idHash = hashSessionId(sessionId);
      await repo.createSession(idHash, userId, new Date(Date.now() + config.session.absoluteMs), userAgent);
      await audit(db, userActor({ userId }), { action: 'auth.login' });
      const auth = await this.authenticate(sessionId);
      if (!auth) throw new AppError('INTERNAL_ERROR');
      return { sessionId, auth };
    },

    /**
     * Second step: the challenge from the password step plus a TOTP or recovery code. The code
     * is counted per account before it is checked; the challenge ends with the first success.
     */
    async completeMfa(challengeId: string | undefined, code: string, userAgent: string | null) {
      if (!challengeId || challengeId.length > 100) throw new AppError('MFA_CHALLENGE_EXPIRED');
      const idHash = hashSessionId(challengeId);
      const challenge = await accountRepository.findChallenge(db, idHash);
      if (!challenge?.is_active) throw new AppError('MFA_CHALLENGE_EXPIRED');
      const userId = challenge.user_id;
      const kind = await factor.verify(userId, code);
      if (!kind) {
        await audit(db, { kind: 'anonymous', userId }, { action: 'auth.mfa.verify', outcome: 'failure' });
        throw new AppError('MFA_CODE_INVALID');
      }
      if (!(await accountRepository.consumeChallenge(db, idHash))) throw new AppError('MFA_CHALLENGE_EXPIRED');
      await factor.clearAttempts(userId);
      await audit(db, userActor({ userId }), { action: 'auth.mfa.verify', details: { method: kind } });
      if (kind === 'recovery') {
        await audit(db, userActor({ userId }), {
          action: 'auth.mfa.recovery_used',
          target: { type: 'user', id: userId },
        });
      }
      return this.startSession(userId, userAgent ?? challenge.user_agent);
    },

    /** The caller behind a session cookie, or null. Re-reads role and tenants every time. */
    async authenticate(sessionId: string | undefined): Promise<AuthContext | null> {
      if (!sessionId || sessionId.length > 100) return null;
      const idHash = hashSessionId(sessionId);
      const row = await repo.findLiveSession(idHash, config.session.idleMs);
      if (!row) return null;
      if (Date.now() - new Date(row.last_seen_at).getTime() > TOUCH_INTERVAL_MS) await repo.touchSession(idHash);
      return {
        userId: row.user_id,
        email: row.email,
        fullName: row.full_name,
        role: row.role,
        tenants: row.tenants,
        sessionIdHash: idHash,
        mfaEnabled: row.mfa_enabled,
        mfaRequired: row.mfa_required,
      };
    },

    async logout(auth: AuthContext | null) {
      if (!auth) return;
      await repo.deleteSession(auth.sessionIdHash);
      await audit(db, userActor(auth), { action: 'auth.logout' });
    },

    async deleteExpiredSessions() {
      await repo.deleteExpiredSessions(config.session.idleMs);
      await accountRepository.deleteExpiredChallenges(db);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;

export function toSessionUser(auth: AuthContext): SessionUser {
  return {
    id: auth.userId,
    email: auth.email,
    fullName: auth.fullName,
    role: auth.role,
    isAdmin: auth.role === 'admin',
    tenants: auth.tenants,
    mfaEnabled: auth.mfaEnabled ?? false,
    mfaSetupRequired: Boolean(auth.mfaRequired && !auth.mfaEnabled),
  };
}
