/**
 * Own account (the Konto page), reset and invitation links, and the admin's side of 2FA
 * (issue 19). Access first in every method: `requireUser` for the Konto page, `requireAdmin`
 * for the admin's, and the link itself (a 256-bit token, of which only the SHA-256 is stored)
 * for reset and invitation. Every event is audited; no code, token or password reaches the log.
 */
import {
  type AccountSession,
  describeUserAgent,
  INVITE_LINK_DAYS,
  type MfaStatus,
  RECOVERY_CODE_COUNT,
  RESET_LINK_MINUTES,
  type SecuritySettings,
} from '@praxisdesk/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/index.js';
import type { Tx } from '../../db/scope.js';
import type { JobHandlers } from '../../jobs/payloads.js';
import { enqueue } from '../../jobs/queue.js';
import { audit, userActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { hashIpForLimit } from '../../lib/ipHash.js';
import type { Mailer } from '../../lib/mailer.js';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/password.js';
import { hitRateLimit } from '../../lib/rateLimit.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { base32Encode, newTotpSecret, otpauthUri } from '../../lib/totp.js';
import { type AuthContext, requireAdmin, requireUser } from '../auth/context.js';
import type { AuthService } from '../auth/service.js';
import { inviteMail, resetMail } from './mails.js';
import { passwordProblem } from './passwordPolicy.js';
import { accountRepository as repo } from './repository.js';
import type { SecondFactor } from './secondFactor.js';

/** A setup not confirmed within this time starts over. */
const SETUP_MINUTES = 15;
/** Reset requests: per client address and per e-mail address (known or not: same answer). */
export const RESET_LIMITS = { perIp: 10, perAddress: 3, windowSeconds: 60 * 60 };
/** Link checks from one address (wrong tokens), so guessing is bounded on top of 256 bits. */
const LINK_CHECKS_PER_IP = { limit: 30, windowSeconds: 15 * 60 };
/** Current-password checks on the Konto page, per account. */
const PASSWORD_CHECKS = { limit: 10, windowSeconds: 15 * 60 };

const MIN = 60_000;

export function accountService(db: Database, config: Config, auth: AuthService, factor: SecondFactor) {
  const ipKey = (prefix: string, ip: string) => `${prefix}:ip:${hashIpForLimit(config.secrets.ipHashSecret, ip)}`;

  function checkNewPassword(password: string, email: string) {
    const problem = passwordProblem(password, email);
    if (problem) throw new AppError(problem);
  }

  /** The current password, counted per account first (a stolen session cannot guess it freely). */
  async function checkCurrentPassword(a: AuthContext, password: string) {
    const limit = await hitRateLimit(
      db,
      `pwcheck:acct:${a.userId}`,
      PASSWORD_CHECKS.limit,
      PASSWORD_CHECKS.windowSeconds,
    );
    if (!limit.allowed) throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: limit.retryAfterSeconds });
    const row = await repo.passwordHashOf(db, a.userId);
    const ok = await verifyPassword(row?.password_hash ?? (await dummyHash()), password);
    if (!row?.password_hash || !ok) throw new AppError('CURRENT_PASSWORD_WRONG');
  }

  /** A link's token: malformed, unknown, used or expired, each with its own code. */
  async function checkLink(token: string, purpose: 'reset' | 'invite', ip: string) {
    const limit = await hitRateLimit(db, ipKey('link', ip), LINK_CHECKS_PER_IP.limit, LINK_CHECKS_PER_IP.windowSeconds);
    if (!limit.allowed) throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: limit.retryAfterSeconds });
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new AppError('LINK_INVALID');
    const row = await repo.findToken(db, sha256(token));
    if (!row || row.purpose !== purpose || !row.is_active) throw new AppError('LINK_INVALID');
    if (row.used_at) throw new AppError('LINK_USED');
    if (new Date(row.expires_at).getTime() <= Date.now()) throw new AppError('LINK_EXPIRED');
    return row;
  }

  async function newRecoveryCodes(tx: Tx | Database, userId: string): Promise<string[]> {
    const codes = factor.newRecoveryCodes(RECOVERY_CODE_COUNT);
    await repo.replaceRecoveryCodes(
      tx,
      userId,
      codes.map((c) => factor.hashRecovery(c)),
    );
    return codes;
  }

  return {
    // ------------------------------------------------------------ 2FA on the Konto page

    async mfaStatus(authCtx: AuthContext | null): Promise<MfaStatus> {
      const a = requireUser(authCtx);
      const state = await repo.mfaState(db, a.userId);
      return {
        enabled: Boolean(state?.totp_enabled_at),
        required: await repo.mfaRequired(db, a.userId),
        enabledAt: state?.totp_enabled_at ? new Date(state.totp_enabled_at).toISOString() : null,
        recoveryCodesLeft: state?.totp_enabled_at ? await repo.countRecoveryCodesLeft(db, a.userId) : 0,
      };
    },

    /** A new secret, kept sealed as pending until a code from it confirms the setup. */
    async startSetup(authCtx: AuthContext | null) {
      const a = requireUser(authCtx);
      const state = await repo.mfaState(db, a.userId);
      if (state?.totp_enabled_at) throw new AppError('MFA_ALREADY_ENABLED');
      const secret = newTotpSecret();
      await repo.setPendingSecret(db, a.userId, factor.seal(a.userId, secret));
      const b32 = base32Encode(secret);
      return { secret: b32, otpauthUri: otpauthUri(b32, a.email) };
    },

    async confirmSetup(authCtx: AuthContext | null, code: string) {
      const a = requireUser(authCtx);
      await factor.countAttempt(a.userId);
      const state = await repo.mfaState(db, a.userId);
      if (state?.totp_enabled_at) throw new AppError('MFA_ALREADY_ENABLED');
      if (
        !state?.totp_pending_secret ||
        !state.totp_pending_at ||
        Date.now() - new Date(state.totp_pending_at).getTime() > SETUP_MINUTES * MIN
      ) {
        throw new AppError('MFA_SETUP_EXPIRED');
      }
      const secret = factor.open(a.userId, state.totp_pending_secret);
      const step = factor.matchStep(secret, code);
      if (step === null) {
        await audit(db, userActor(a), { action: 'auth.mfa.enable', outcome: 'failure' });
        throw new AppError('MFA_CODE_INVALID');
      }
      const codes = await db.transaction().execute(async (tx) => {
        if (!(await repo.enableTotp(tx, a.userId, state.totp_pending_secret as Buffer, step))) {
          throw new AppError('MFA_ALREADY_ENABLED');
        }
        const c = await newRecoveryCodes(tx, a.userId);
        await audit(tx, userActor(a), { action: 'auth.mfa.enable', target: { type: 'user', id: a.userId } });
        return c;
      });
      await factor.clearAttempts(a.userId);
      return { recoveryCodes: codes };
    },

    async disable(authCtx: AuthContext | null, password: string) {
      const a = requireUser(authCtx);
      await checkCurrentPassword(a, password);
      if (!a.mfaEnabled) throw new AppError('MFA_NOT_ENABLED');
      if (await repo.mfaRequired(db, a.userId)) throw new AppError('MFA_REQUIRED');
      await db.transaction().execute(async (tx) => {
        await repo.disableTotp(tx, a.userId);
        await audit(tx, userActor(a), { action: 'auth.mfa.disable', target: { type: 'user', id: a.userId } });
      });
    },

    async regenerateRecoveryCodes(authCtx: AuthContext | null, password: string) {
      const a = requireUser(authCtx);
      await checkCurrentPassword(a, password);
      if (!a.mfaEnabled) throw new AppError('MFA_NOT_ENABLED');
      return db.transaction().execute(async (tx) => {
        const recoveryCodes = await newRecoveryCodes(tx, a.userId);
        await audit(tx, userActor(a), {
          action: 'auth.mfa.recovery_regenerated',
          target: { type: 'user', id: a.userId },
        });
        return { recoveryCodes };
      });
    },

    // ------------------------------------------------------------ password and sessions

    async changePassword(authCtx: AuthContext | null, current: string, next: string) {
      const a = requireUser(authCtx);
      await checkCurrentPassword(a, current);
      checkNewPassword(next, a.email);
      const hash = await hashPassword(next);
      await db.transaction().execute(async (tx) => {
        await repo.setPassword(tx, a.userId, hash);
        const ended = await repo.endSessionsExcept(tx, a.userId, a.sessionIdHash);
        await audit(tx, userActor(a), {
          action: 'auth.password.change',
          target: { type: 'user', id: a.userId },
          details: { sessionsEnded: ended },
        });
      });
    },

    async listSessions(authCtx: AuthContext | null): Promise<AccountSession[]> {
      const a = requireUser(authCtx);
      const rows = await repo.listSessions(db, a.userId, config.session.idleMs);
      return rows.map((r) => ({
        id: r.public_id,
        userAgent: r.user_agent,
        device: describeUserAgent(r.user_agent),
        createdAt: new Date(r.created_at).toISOString(),
        lastSeenAt: new Date(r.last_seen_at).toISOString(),
        current: Buffer.from(r.id_hash).equals(a.sessionIdHash),
      }));
    },

    /** Ends one of the caller's own sessions (another user's id is simply not found). */
    async endSession(authCtx: AuthContext | null, publicId: string) {
      const a = requireUser(authCtx);
      if (!(await repo.endSession(db, a.userId, publicId))) throw new AppError('SESSION_NOT_FOUND');
      await audit(db, userActor(a), { action: 'auth.session.end', target: { type: 'session', id: publicId } });
    },

    async endOtherSessions(authCtx: AuthContext | null): Promise<number> {
      const a = requireUser(authCtx);
      const count = await repo.endSessionsExcept(db, a.userId, a.sessionIdHash);
      await audit(db, userActor(a), { action: 'auth.session.end_others', details: { count } });
      return count;
    },

    // ------------------------------------------------------------ forgotten password

    /**
     * Same answer for known and unknown addresses; the mail itself is a job (the token is made
     * there, so it never sits in the job table). Limited per client and per address.
     */
    async requestReset(email: string, ip: string) {
      const address = email.trim().toLowerCase();
      const [byIp, byAddress] = await Promise.all([
        hitRateLimit(db, ipKey('reset', ip), RESET_LIMITS.perIp, RESET_LIMITS.windowSeconds),
        hitRateLimit(
          db,
          `reset:addr:${sha256(address).toString('hex')}`,
          RESET_LIMITS.perAddress,
          RESET_LIMITS.windowSeconds,
        ),
      ]);
      if (!byIp.allowed) throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: byIp.retryAfterSeconds });
      // Over the per-address limit: the same silent answer as for an unknown address.
      if (!byAddress.allowed) return;
      const user = await repo.findActiveUserByEmail(db, address);
      await db.transaction().execute(async (tx) => {
        if (user?.is_active) await enqueue(tx, 'account.mail', { userId: user.id, purpose: 'reset' });
        await audit(
          tx,
          { kind: 'anonymous', userId: user?.is_active ? user.id : null },
          {
            action: 'auth.password_reset.request',
            outcome: user?.is_active ? 'success' : 'failure',
          },
        );
      });
    },

    async completeReset(token: string, password: string, ip: string) {
      const row = await checkLink(token, 'reset', ip);
      checkNewPassword(password, row.email);
      const hash = await hashPassword(password);
      await db.transaction().execute(async (tx) => {
        const userId = await repo.consumeToken(tx, sha256(token), 'reset');
        if (!userId) throw new AppError('LINK_USED');
        await repo.setPassword(tx, userId, hash);
        await repo.dropUnusedTokens(tx, userId, 'reset');
        const ended = await repo.endSessionsExcept(tx, userId, null);
        await audit(
          tx,
          { kind: 'anonymous', userId },
          {
            action: 'auth.password_reset.complete',
            target: { type: 'user', id: userId },
            details: { sessionsEnded: ended },
          },
        );
      });
    },

    // ------------------------------------------------------------ invitations

    async invitation(token: string, ip: string) {
      const row = await checkLink(token, 'invite', ip);
      return { email: row.email, fullName: row.full_name, mfaRequired: await repo.mfaRequired(db, row.user_id) };
    },

    /** Sets the password and signs the new colleague in (then 2FA setup if required). */
    async acceptInvitation(token: string, password: string, ip: string, userAgent: string | null) {
      const row = await checkLink(token, 'invite', ip);
      checkNewPassword(password, row.email);
      const hash = await hashPassword(password);
      const userId = await db.transaction().execute(async (tx) => {
        const id = await repo.consumeToken(tx, sha256(token), 'invite');
        if (!id) throw new AppError('LINK_USED');
        await repo.setPassword(tx, id, hash);
        await audit(
          tx,
          { kind: 'anonymous', userId: id },
          { action: 'auth.invite.accept', target: { type: 'user', id } },
        );
        return id;
      });
      return auth.startSession(userId, userAgent);
    },

    /** Called by users.create in its transaction, and by the admin's "erneut senden". */
    enqueueInvitation: (tx: Tx | Database, userId: string) =>
      enqueue(tx, 'account.mail', { userId, purpose: 'invite' }),

    async resendInvitation(authCtx: AuthContext | null, userId: string) {
      const a = requireAdmin(authCtx);
      const user = await repo.userExists(db, userId);
      if (!user) throw new AppError('USER_NOT_FOUND');
      if (user.password_hash) throw new AppError('INVITATION_NOT_PENDING');
      await db.transaction().execute(async (tx) => {
        await enqueue(tx, 'account.mail', { userId, purpose: 'invite' });
        await audit(tx, userActor(a), {
          action: 'admin.user.invite',
          target: { type: 'user', id: userId },
          details: { resend: true },
        });
      });
    },

    // ------------------------------------------------------------ admin: 2FA

    async resetMfa(authCtx: AuthContext | null, userId: string) {
      const a = requireAdmin(authCtx);
      await db.transaction().execute(async (tx) => {
        if (!(await repo.disableTotp(tx, userId))) throw new AppError('USER_NOT_FOUND');
        // Whoever holds a session of that account keeps no 2FA-verified sign-in.
        await repo.endSessionsExcept(tx, userId, userId === a.userId ? a.sessionIdHash : null);
        await audit(tx, userActor(a), { action: 'admin.user.mfa_reset', target: { type: 'user', id: userId } });
      });
    },

    async securitySettings(authCtx: AuthContext | null): Promise<SecuritySettings> {
      requireAdmin(authCtx);
      const s = await repo.securitySettings(db);
      return {
        requireMfa: s.requireMfa,
        tenants: s.tenants.map((t) => ({ id: t.id, name: t.name, requireMfa: t.require_mfa })),
      };
    },

    async updateSecuritySettings(authCtx: AuthContext | null, requireMfa: boolean, tenantIds: readonly string[]) {
      const a = requireAdmin(authCtx);
      await db.transaction().execute(async (tx) => {
        await repo.setSecuritySettings(tx, requireMfa, tenantIds);
        await audit(tx, userActor(a), {
          action: 'admin.security.update',
          details: { requireMfa, tenants: tenantIds.length },
        });
      });
      return this.securitySettings(a);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;

/** The account mails: the token is created here, so only its hash is ever stored. */
export function accountJobHandlers(db: Database, config: Config, mailer: Mailer): JobHandlers {
  return {
    'account.mail': async (job) => {
      const { userId, purpose } = job.payload;
      const user = await repo.userForMail(db, userId);
      if (!user?.is_active) return;
      if (purpose === 'invite' && user.password_hash) return; // accepted meanwhile
      const token = randomToken();
      const ttl = purpose === 'reset' ? RESET_LINK_MINUTES * MIN : INVITE_LINK_DAYS * 24 * 60 * MIN;
      await repo.issueToken(db, sha256(token), userId, purpose, new Date(Date.now() + ttl));
      const base = config.publicUrl.replace(/\/$/, '');
      const mail =
        purpose === 'reset'
          ? resetMail({ link: `${base}/passwort-neu#token=${token}` })
          : inviteMail({ link: `${base}/einladung#token=${token}`, fullName: user.full_name });
      await mailer.send({ to: user.email, ...mail });
    },
  };
}
