/**
 * Append-only audit trail. Never put health data, tokens, codes or raw IPs into `details`.
 */
import type { Kysely } from 'kysely';
import type { AuditLogTable, DB } from '../db/schema.js';

export interface AuditEntry {
  actorKind: AuditLogTable['actor_kind'];
  actorUserId?: string | null;
  tenantId?: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  outcome: AuditLogTable['outcome'];
  details?: Record<string, string | number | boolean | null>;
}

export async function audit(db: Kysely<DB>, e: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_kind: e.actorKind,
      actor_user_id: e.actorUserId ?? null,
      tenant_id: e.tenantId ?? null,
      action: e.action,
      target_type: e.targetType ?? null,
      target_id: e.targetId ?? null,
      outcome: e.outcome,
      details: JSON.stringify(e.details ?? {}),
    })
    .execute();
}
