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
import type { Database } from '../../db/index.js';
import { withTenant } from '../../db/scope.js';
import { audit, userActor } from '../../lib/audit.js';
import { formatDateTimeDe, toCsv } from '../../lib/csv.js';
import { AppError } from '../../lib/errors.js';
import { type AuthContext, requireAdmin, requireUser, tenantScope } from '../auth/context.js';
import { type AuditFilter, privacyRepository as repo } from './repository.js';

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
        repo.auditPage(db, f, f.limit, (f.page - 1) * f.limit),
        repo.auditCount(db, f),
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
      const rows = (await repo.auditRows(db, f, 100_000)) as Row[];
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
      const tenantId = await withTenant(db, tenantIds, (tx) => repo.submissionTenant(tx, tenantIds, submissionId));
      if (!tenantId) throw new AppError('SUBMISSION_NOT_FOUND');
      const rows = (await repo.submissionAudit(db, tenantId, submissionId)) as Row[];
      return rows.map(toView);
    },
  };
}
