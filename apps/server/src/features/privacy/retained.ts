/**
 * "Gelöscht (Aufbewahrungspflicht)" (issue 17): submissions staff deleted while a legal
 * retention duty runs are hidden, not deleted. Administrators list them (who, when, why, until
 * when) and can restore one to its inbox. Both are audited. The nightly run (retention.ts)
 * deletes them when their period ends.
 */
import type { RetainedEntry } from '@praxisdesk/domain';
import type { Database } from '../../db/index.js';
import { crossTenant } from '../../db/scope.js';
import { audit, userActor } from '../../lib/audit.js';
import { DECRYPTION_FAILED, type Keyring } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { type AuthContext, requireAdmin } from '../auth/context.js';
import { nameOf } from './patientData.js';
import { privacyRepository as repo } from './repository.js';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function retainedService(db: Database, keyring: Keyring) {
  return {
    async list(
      auth: AuthContext | null,
      q: { tenant?: string | undefined; page: number; limit: number },
    ): Promise<{ entries: RetainedEntry[]; totalCount: number }> {
      const a = requireAdmin(auth);
      return crossTenant(db, async (tx) => {
        await repo.includeHidden(tx);
        const [rows, totalCount] = await Promise.all([
          repo.hiddenPage(tx, q.tenant, q.limit, (q.page - 1) * q.limit),
          repo.hiddenCount(tx, q.tenant),
        ]);
        const entries: RetainedEntry[] = [];
        for (const r of rows) {
          let f: Record<string, unknown>;
          try {
            f = await keyring.decrypt<Record<string, unknown>>(
              tx,
              { tenantId: r.tenant_id, table: 'form_submissions', recordId: r.id },
              r.form_data,
              r.key_version,
            );
          } catch {
            f = { ...DECRYPTION_FAILED };
          }
          entries.push({
            id: r.id,
            tenantId: r.tenant_id,
            tenantName: r.tenant_name,
            formType: r.form_type,
            name: nameOf(f),
            createdAt: iso(r.created_at) ?? '',
            hiddenAt: iso(r.hidden_at) ?? '',
            hiddenBy: r.full_name ? `${r.full_name} (${r.email})` : null,
            reason: r.hidden_reason ?? '',
            retainUntil: iso(r.retain_until),
          });
        }
        await audit(tx, userActor(a), {
          tenantId: q.tenant ?? null,
          action: 'admin.retained.read',
          details: { entries: entries.length },
        });
        return { entries, totalCount };
      });
    },

    async restore(auth: AuthContext | null, id: string): Promise<void> {
      const a = requireAdmin(auth);
      await crossTenant(db, async (tx) => {
        await repo.includeHidden(tx);
        const tenantId = await repo.restore(tx, id);
        if (!tenantId) throw new AppError('SUBMISSION_NOT_FOUND');
        await audit(tx, userActor(a), { tenantId, action: 'submission.restore', target: { type: 'submission', id } });
      });
    },
  };
}

export type RetainedService = ReturnType<typeof retainedService>;
