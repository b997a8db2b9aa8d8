/** IP blacklist: a global table (no RLS) of keyed IP hashes (lib/ipHash.ts), never raw IPs. */
import type { BlacklistEntry } from '@praxisdesk/domain';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { Tx } from '../../db/scope.js';

type Db = Database | Tx;

export const blacklistRepository = {
  async list(db: Db): Promise<BlacklistEntry[]> {
    const rows = await db
      .selectFrom('ip_blacklist')
      .select(['ip_hash', 'reason', 'added_at', 'expires_at'])
      .orderBy('added_at', 'desc')
      .execute();
    return rows.map((r) => ({
      ipHash: r.ip_hash,
      reason: r.reason,
      addedAt: new Date(r.added_at).toISOString(),
      expiresAt: r.expires_at ? new Date(r.expires_at).toISOString() : null,
    }));
  },

  /** Adds, or renews an existing entry (new reason and expiry, added now). */
  async upsert(db: Db, e: { ipHash: string; reason: string; addedBy: string; expiresAt: Date | null }) {
    await db
      .insertInto('ip_blacklist')
      .values({ ip_hash: e.ipHash, reason: e.reason, added_by: e.addedBy, expires_at: e.expiresAt })
      .onConflict((oc) =>
        oc.column('ip_hash').doUpdateSet({
          reason: e.reason,
          added_by: e.addedBy,
          expires_at: e.expiresAt,
          added_at: sql`now()`,
        }),
      )
      .execute();
  },

  async remove(db: Db, ipHash: string) {
    const r = await db.deleteFrom('ip_blacklist').where('ip_hash', '=', ipHash).returning('ip_hash').executeTakeFirst();
    return Boolean(r);
  },
};

/**
 * For the public intake: is this (already keyed) IP hash blacklisted right now? Expired
 * entries no longer count. Hash the client IP with hashIp(config.secrets.ipHashSecret, ip).
 */
export async function isIpHashBlacklisted(db: Db, ipHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('ip_blacklist')
    .select('ip_hash')
    .where('ip_hash', '=', ipHash)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
    .executeTakeFirst();
  return Boolean(row);
}
