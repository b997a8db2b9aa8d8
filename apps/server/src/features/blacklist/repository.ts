/**
 * IP blacklist: keyed IP hashes (lib/ipHash.ts), never raw IPs. Per practice (tenant_id) or
 * global (tenant_id null, administrators only); the table has no row-level security, so every
 * query here names its scope.
 */
import type { BlacklistEntry } from '@praxisdesk/domain';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { Tx } from '../../db/scope.js';

type Db = Database | Tx;

export const blacklistRepository = {
  async list(db: Db): Promise<BlacklistEntry[]> {
    const rows = await db
      .selectFrom('ip_blacklist')
      .leftJoin('tenants', 'tenants.id', 'ip_blacklist.tenant_id')
      .select([
        'ip_blacklist.ip_hash',
        'ip_blacklist.reason',
        'ip_blacklist.added_at',
        'ip_blacklist.expires_at',
        'ip_blacklist.tenant_id',
        'tenants.name as tenant_name',
      ])
      .orderBy('ip_blacklist.added_at', 'desc')
      .execute();
    return rows.map((r) => ({
      ipHash: r.ip_hash,
      reason: r.reason,
      addedAt: new Date(r.added_at).toISOString(),
      expiresAt: r.expires_at ? new Date(r.expires_at).toISOString() : null,
      tenantId: r.tenant_id,
      tenantName: r.tenant_name ?? null,
    }));
  },

  /**
   * Adds, or renews an existing entry of the same scope (new reason and expiry, added now).
   * Answers whether it was new.
   */
  async upsert(
    db: Db,
    e: { ipHash: string; reason: string; addedBy: string; expiresAt: Date | null; tenantId: string | null },
  ): Promise<boolean> {
    const r = await db
      .insertInto('ip_blacklist')
      .values({
        ip_hash: e.ipHash,
        reason: e.reason,
        added_by: e.addedBy,
        expires_at: e.expiresAt,
        tenant_id: e.tenantId,
      })
      .onConflict((oc) =>
        (e.tenantId
          ? oc.columns(['tenant_id', 'ip_hash']).where('tenant_id', 'is not', null)
          : oc.column('ip_hash').where('tenant_id', 'is', null)
        ).doUpdateSet({
          reason: e.reason,
          added_by: e.addedBy,
          expires_at: e.expiresAt,
          added_at: sql`now()`,
        }),
      )
      .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
      .executeTakeFirst();
    return Boolean(r?.inserted);
  },

  async remove(db: Db, ipHash: string, tenantId: string | null) {
    let q = db.deleteFrom('ip_blacklist').where('ip_hash', '=', ipHash);
    q = tenantId ? q.where('tenant_id', '=', tenantId) : q.where('tenant_id', 'is', null);
    const r = await q.returning('ip_hash').executeTakeFirst();
    return Boolean(r);
  },

  async tenantExists(db: Db, tenantId: string): Promise<boolean> {
    return Boolean(await db.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst());
  },
};

/**
 * Is this (already keyed) IP hash blacklisted right now, globally or for this practice?
 * Expired entries no longer count. Hash the client IP with hashIp(config.secrets.ipHashSecret, ip).
 */
export async function isIpHashBlacklisted(db: Db, ipHash: string, tenantId: string | null = null): Promise<boolean> {
  let q = db
    .selectFrom('ip_blacklist')
    .select('ip_hash')
    .where('ip_hash', '=', ipHash)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]));
  q = tenantId
    ? q.where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)]))
    : q.where('tenant_id', 'is', null);
  return Boolean(await q.executeTakeFirst());
}
