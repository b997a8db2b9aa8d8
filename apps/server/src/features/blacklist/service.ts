/**
 * IP blacklist (spec §2, §5). Admin only. The stored hash is the keyed HMAC the public intake
 * computes for every submission (lib/ipHash.ts), so an added IP is caught on its next
 * submission; a plain SHA-256 as in the original would be reversible by enumerating IPv4.
 * The audit log gets the first 16 hash characters, never the IP.
 *
 * Issue 17: entries are per practice or global. Administrators (the platform role) add either;
 * a staff member's "Absender sperren" adds a practice entry that expires (submissions service).
 */
import {
  type addBlacklistRequest,
  type BlacklistEntry,
  blacklistReason,
  validateBlacklistIp,
} from '@praxisdesk/domain';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import { audit, userActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { hashIp, normalizeIp } from '../../lib/ipHash.js';
import { type AuthContext, requireAdmin } from '../auth/context.js';
import { blacklistRepository as repo } from './repository.js';

export function blacklistService(db: Database, ipHashSecret: Buffer) {
  return {
    async list(auth: AuthContext | null): Promise<BlacklistEntry[]> {
      requireAdmin(auth);
      return repo.list(db);
    },

    async add(auth: AuthContext | null, input: z.infer<typeof addBlacklistRequest>): Promise<BlacklistEntry> {
      const a = requireAdmin(auth);
      const message = validateBlacklistIp(input.ip);
      const normalized = message ? null : normalizeIp(input.ip);
      if (message || !normalized) throw new AppError('VALIDATION_FAILED', message ?? undefined);
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && expiresAt.getTime() <= Date.now()) {
        throw new AppError('VALIDATION_FAILED', 'Das Ablaufdatum muss in der Zukunft liegen.');
      }
      const tenantId = input.tenantId ?? null;
      if (tenantId && !(await repo.tenantExists(db, tenantId))) throw new AppError('TENANT_NOT_FOUND');
      const ipHash = hashIp(ipHashSecret, normalized);
      await repo.upsert(db, {
        ipHash,
        reason: blacklistReason(input.noteIp ? input.ip.trim() : null),
        addedBy: a.userId,
        expiresAt,
        tenantId,
      });
      await audit(db, userActor(a), {
        tenantId,
        action: 'admin.blacklist.add',
        target: { type: 'ip_hash', id: ipHash.slice(0, 16) },
        details: { expires: Boolean(expiresAt), scope: tenantId ? 'tenant' : 'global' },
      });
      const entry = (await repo.list(db)).find((e) => e.ipHash === ipHash && e.tenantId === tenantId);
      if (!entry) throw new AppError('INTERNAL_ERROR');
      return entry;
    },

    async remove(auth: AuthContext | null, ipHash: string, tenantId: string | null = null): Promise<void> {
      const a = requireAdmin(auth);
      if (!(await repo.remove(db, ipHash, tenantId))) throw new AppError('ENTRY_NOT_FOUND');
      await audit(db, userActor(a), {
        tenantId,
        action: 'admin.blacklist.remove',
        target: { type: 'ip_hash', id: ipHash.slice(0, 16) },
      });
    },
  };
}

export type BlacklistService = ReturnType<typeof blacklistService>;
