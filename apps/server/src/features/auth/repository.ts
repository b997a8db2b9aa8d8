import type { TenantRef } from '@praxisdesk/domain';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';

export interface SessionRow {
  user_id: string;
  email: string;
  full_name: string;
  role: 'admin' | 'user';
  last_seen_at: Date;
  tenants: TenantRef[];
  mfa_enabled: boolean;
  mfa_required: boolean;
}

/** Users, sessions and assignments are global tables (not tenant-owned): no RLS scope here. */
export function authRepository(db: Database) {
  return {
    findUserByEmail(email: string) {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'password_hash', 'is_active', 'totp_enabled_at'])
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
    },

    async createSession(idHash: Buffer, userId: string, expiresAt: Date, userAgent: string | null) {
      await db
        .insertInto('sessions')
        .values({ id_hash: idHash, user_id: userId, expires_at: expiresAt, user_agent: userAgent })
        .execute();
    },

    /** One query: a live session of an active user, with the user's tenants in order. */
    async findLiveSession(idHash: Buffer, idleMs: number): Promise<SessionRow | undefined> {
      // The practices are read once: their list and whether any requires 2FA (issue 19) come
      // from the same lateral aggregate; installation_settings is one row.
      const r = await sql<SessionRow>`
        select u.id as user_id, u.email, u.full_name, u.role, s.last_seen_at,
          coalesce(x.tenants, '[]'::json) as tenants,
          u.totp_enabled_at is not null as mfa_enabled,
          coalesce(i.require_mfa, false) or coalesce(x.any_required, false) as mfa_required
        from sessions s join users u on u.id = s.user_id
        left join installation_settings i on true
        left join lateral (
          select json_agg(json_build_object('id', t.id, 'slug', t.slug, 'name', t.name)
                          order by ut.position, t.name) as tenants,
                 bool_or(t.require_mfa) as any_required
          from user_tenants ut join tenants t on t.id = ut.tenant_id
          where ut.user_id = u.id
        ) x on true
        where s.id_hash = ${idHash}
          and u.is_active
          and s.expires_at > now()
          and s.last_seen_at > now() - make_interval(secs => ${idleMs / 1000})`.execute(db);
      return r.rows[0];
    },

    async touchSession(idHash: Buffer) {
      await db.updateTable('sessions').set({ last_seen_at: new Date() }).where('id_hash', '=', idHash).execute();
    },

    async deleteSession(idHash: Buffer) {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },

    async deleteExpiredSessions(idleMs: number) {
      await db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([eb('expires_at', '<=', new Date()), eb('last_seen_at', '<=', new Date(Date.now() - idleMs))]),
        )
        .execute();
    },
  };
}
