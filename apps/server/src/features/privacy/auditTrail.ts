/**
 * Reading the audit trail: the admin's Protokoll tab (filter, page, CSV) and a submission's
 * access history for staff of its tenant. Writing stays in lib/audit.ts.
 */
import {
  type AuditEntryView,
  type AuditListResponse,
  auditActionLabel,
  auditActionLabels,
  auditOutcomeLabels,
} from '@praxisdesk/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { withTenant } from '../../db/scope.js';
import { audit, userActor } from '../../lib/audit.js';
import { formatDateTimeDe, toCsv } from '../../lib/csv.js';
import { AppError } from '../../lib/errors.js';
import { type AuthContext, requireAdmin, requireUser, tenantScope } from '../auth/context.js';

export interface AuditFilter {
  userId?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function baseQuery(db: Kysely<DB>, f: AuditFilter) {
  let q = db.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.actor_user_id');
  if (f.userId) q = q.where('audit_log.actor_user_id', '=', f.userId);
  if (f.action) q = q.where('audit_log.action', '=', f.action);
  // Dates are calendar days in UTC, the time the trail records.
  if (f.from) q = q.where('audit_log.at', '>=', new Date(`${f.from}T00:00:00Z`));
  if (f.to) q = q.where('audit_log.at', '<', new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000));
  return q;
}

const columns = [
  'audit_log.id',
  'audit_log.at',
  'audit_log.actor_kind',
  'audit_log.actor_user_id',
  'users.full_name',
  'users.email',
  'audit_log.tenant_id',
  'audit_log.action',
  'audit_log.target_type',
  'audit_log.target_id',
  'audit_log.outcome',
  'audit_log.details',
] as const;

type Row = {
  id: string;
  at: Date;
  actor_kind: AuditEntryView['actorKind'];
  actor_user_id: string | null;
  full_name: string | null;
  email: string | null;
  tenant_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  outcome: AuditEntryView['outcome'];
  details: Record<string, unknown>;
};

const toView = (r: Row): AuditEntryView => ({
  id: String(r.id),
  at: new Date(r.at).toISOString(),
  actorKind: r.actor_kind,
  actorUserId: r.actor_user_id,
  actorName: r.full_name ? `${r.full_name} (${r.email})` : null,
  tenantId: r.tenant_id,
  action: r.action,
  targetType: r.target_type,
  targetId: r.target_id,
  outcome: r.outcome,
  details: r.details ?? {},
});

const actorLabel = (e: AuditEntryView) =>
  e.actorName ??
  ({ user: 'Benutzer (gelöscht)', link: 'Link-Empfänger', system: 'System', anonymous: 'Unbekannt' } as const)[
    e.actorKind
  ];

export function auditTrailService(db: Database) {
  return {
    async list(auth: AuthContext | null, f: AuditFilter & { page: number; limit: number }): Promise<AuditListResponse> {
      requireAdmin(auth);
      const [rows, count] = await Promise.all([
        baseQuery(db, f)
          .select(columns)
          .orderBy('audit_log.at', 'desc')
          .orderBy('audit_log.id', 'desc')
          .limit(f.limit)
          .offset((f.page - 1) * f.limit)
          .execute(),
        baseQuery(db, f)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        entries: (rows as Row[]).map(toView),
        totalCount: Number(count.n),
        // The known actions, not a DISTINCT over the whole (ever-growing) trail.
        actions: Object.keys(auditActionLabels).sort(),
      };
    },

    async csv(auth: AuthContext | null, f: AuditFilter): Promise<string> {
      const a = requireAdmin(auth);
      const rows = (await baseQuery(db, f)
        .select(columns)
        .orderBy('audit_log.at', 'desc')
        .limit(100_000)
        .execute()) as Row[];
      await audit(db, userActor(a), {
        action: 'admin.audit.export',
        details: { rows: rows.length, action: f.action ?? null, from: f.from ?? null, to: f.to ?? null },
      });
      return toCsv(
        ['Zeitpunkt (UTC)', 'Zeitpunkt', 'Akteur', 'Mandant', 'Aktion', 'Objekt', 'Objekt-ID', 'Ergebnis', 'Details'],
        rows
          .map(toView)
          .map((e) => [
            e.at,
            formatDateTimeDe(new Date(e.at)),
            actorLabel(e),
            e.tenantId ?? '',
            auditActionLabel(e.action),
            e.targetType ?? '',
            e.targetId ?? '',
            auditOutcomeLabels[e.outcome],
            JSON.stringify(e.details),
          ]),
      );
    },

    /** Who did what with one submission: for staff of its tenant only. */
    async accessLog(auth: AuthContext | null, submissionId: string): Promise<AuditEntryView[]> {
      requireUser(auth);
      const tenantIds = tenantScope(auth);
      const tenantId = await withTenant(db, tenantIds, async (tx) => {
        const s = await tx
          .selectFrom('form_submissions')
          .select('tenant_id')
          .where('tenant_id', 'in', tenantIds)
          .where('id', '=', submissionId)
          .executeTakeFirst();
        return s?.tenant_id;
      });
      if (!tenantId) throw new AppError('SUBMISSION_NOT_FOUND');
      const rows = (await db
        .selectFrom('audit_log')
        .leftJoin('users', 'users.id', 'audit_log.actor_user_id')
        .select(columns)
        .where('audit_log.target_type', '=', 'submission')
        .where('audit_log.target_id', '=', submissionId)
        .where('audit_log.tenant_id', '=', tenantId)
        .orderBy('audit_log.at', 'desc')
        .limit(500)
        .execute()) as Row[];
      return rows.map(toView);
    },
  };
}
