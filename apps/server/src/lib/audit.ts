/**
 * Append-only audit trail. Never put health data, tokens, codes or raw IPs into `details`.
 *
 * Services write through `auditor(db, actor)` (or the `audit` of a tenant transaction,
 * lib/tenantTx.ts), which fills in who acted; an entry names only what happened.
 */
import type { AuditAction } from '@praxisdesk/domain';
import type { Kysely } from 'kysely';
import type { AuditLogTable, DB } from '../db/schema.js';

/** Who acted: a signed-in staff member, a magic-link holder, the system (jobs, CLI), or nobody known. */
export type Actor =
  | { kind: 'user'; userId: string }
  | { kind: 'link' | 'system' }
  /** A failed sign-in may name the account it tried, never proving who tried it. */
  | { kind: 'anonymous'; userId?: string | null };

export const SYSTEM: Actor = { kind: 'system' };
export const LINK: Actor = { kind: 'link' };
export const ANONYMOUS: Actor = { kind: 'anonymous' };
export const userActor = (a: { userId: string }): Actor => ({ kind: 'user', userId: a.userId });

/** What happened; the actor comes from the auditor. */
export interface AuditRecord {
  action: AuditAction;
  tenantId?: string | null;
  target?: { type: string; id: string };
  /** Default 'success'. */
  outcome?: AuditLogTable['outcome'];
  details?: Record<string, string | number | boolean | null>;
}

export type Audit = (record: AuditRecord) => Promise<void>;

/** Writes audit entries for one actor through `db` (a transaction keeps them with the change). */
export function auditor(db: Kysely<DB>, actor: Actor): Audit {
  return async (r) => {
    await db
      .insertInto('audit_log')
      .values({
        actor_kind: actor.kind,
        actor_user_id:
          actor.kind === 'user' ? actor.userId : actor.kind === 'anonymous' ? (actor.userId ?? null) : null,
        tenant_id: r.tenantId ?? null,
        action: r.action,
        target_type: r.target?.type ?? null,
        target_id: r.target?.id ?? null,
        outcome: r.outcome ?? 'success',
        details: JSON.stringify(r.details ?? {}),
      })
      .execute();
  };
}

/** One entry, for callers without an actor-bound auditor at hand. */
export const audit = (db: Kysely<DB>, actor: Actor, record: AuditRecord) => auditor(db, actor)(record);
