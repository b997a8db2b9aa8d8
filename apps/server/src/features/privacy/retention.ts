/**
 * Retention periods per tenant and category, and the daily deletion run.
 *
 * The run is a durable job ('privacy.retention') that reschedules itself for the next night
 * when it finishes, so no process keeps a timer others depend on; a partial unique index
 * keeps at most one pending run. It is idempotent: running twice deletes nothing more.
 */
import {
  minusPeriod,
  periodDays,
  plusPeriod,
  type RetentionCategory,
  type RetentionSettingInput,
  type RetentionSettingView,
  retentionCategories,
  retentionPresets,
} from '@praxisdesk/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { crossTenant, type Tx, withTenant } from '../../db/scope.js';
import type { JobHandlers, QueueName } from '../../jobs/payloads.js';
import { audit, SYSTEM, userActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { type AuthContext, requireAdmin } from '../auth/context.js';
import { purgeSubmissions } from './purge.js';

export const RETENTION_QUEUE = 'privacy.retention' satisfies QueueName;

export async function effectiveSettings(tx: Tx, tenantId: string): Promise<RetentionSettingView[]> {
  const rows = await tx
    .selectFrom('retention_policies')
    .select(['category', 'amount', 'unit'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return retentionCategories.map((category) => {
    const p = retentionPresets[category];
    const own = rows.find((r) => r.category === category);
    return {
      category,
      amount: own?.amount ?? p.amount,
      unit: own?.unit ?? p.unit,
      anchor: p.anchor,
      legalRetention: p.legalRetention,
      isPreset: !own,
      label: p.label,
      basis: p.basis,
    };
  });
}

/** The date from which a submission's period runs, or null while it does not run yet. */
function anchorDate(
  s: { created_at: Date; processed_at: Date | null },
  anchor: RetentionSettingView['anchor'],
): Date | null {
  const created = new Date(s.created_at);
  const processed = s.processed_at ? new Date(s.processed_at) : null;
  if (anchor === 'created') return created;
  if (anchor === 'processed') return processed;
  return processed && processed > created ? processed : created;
}

/**
 * Until when a legal retention keeps this submission, or null when none applies (Art. 17(3)).
 * Spam is never under a legal retention.
 */
export async function legalRetentionUntil(
  tx: Tx,
  s: { tenant_id: string; form_type: string; is_spam: boolean; created_at: Date; processed_at: Date | null },
  now: Date,
): Promise<Date | null> {
  if (s.is_spam) return null;
  const setting = (await effectiveSettings(tx, s.tenant_id)).find((x) => x.category === s.form_type);
  if (!setting?.legalRetention) return null;
  const from = anchorDate(s, setting.anchor) ?? new Date(s.created_at);
  const until = plusPeriod(from, setting.amount, setting.unit);
  return until > now ? until : null;
}

export function retentionService(db: Database) {
  return {
    async get(auth: AuthContext | null, tenantId: string): Promise<RetentionSettingView[]> {
      requireAdmin(auth);
      return crossTenant(db, async (tx) => {
        await requireTenant(tx, tenantId);
        return effectiveSettings(tx, tenantId);
      });
    },

    async update(
      auth: AuthContext | null,
      tenantId: string,
      input: RetentionSettingInput,
    ): Promise<RetentionSettingView[]> {
      const a = requireAdmin(auth);
      const preset = retentionPresets[input.category];
      // A legal duty to keep cannot be shortened by a setting (§ 630f Abs. 3 BGB).
      if (preset.legalRetention && periodDays(input.amount, input.unit) < periodDays(preset.amount, preset.unit)) {
        throw new AppError('RETENTION_TOO_SHORT');
      }
      return crossTenant(db, async (tx) => {
        await requireTenant(tx, tenantId);
        const before = (await effectiveSettings(tx, tenantId)).find((s) => s.category === input.category);
        await tx
          .insertInto('retention_policies')
          .values({
            tenant_id: tenantId,
            category: input.category,
            amount: input.amount,
            unit: input.unit,
            updated_by: a.userId,
          })
          .onConflict((oc) =>
            oc.columns(['tenant_id', 'category']).doUpdateSet({
              amount: input.amount,
              unit: input.unit,
              updated_by: a.userId,
              updated_at: new Date(),
            }),
          )
          .execute();
        await audit(tx, userActor(a), {
          tenantId,
          action: 'admin.retention.update',
          target: { type: 'retention', id: input.category },
          details: {
            from: before ? `${before.amount} ${before.unit}` : null,
            to: `${input.amount} ${input.unit}`,
          },
        });
        return effectiveSettings(tx, tenantId);
      });
    },
  };
}

async function requireTenant(tx: Tx, tenantId: string) {
  const t = await tx.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst();
  if (!t) throw new AppError('TENANT_NOT_FOUND');
}

export interface RetentionResult {
  deleted: number;
  byCategory: Partial<Record<RetentionCategory, number>>;
}

const BATCH = 500;

/**
 * Deletes everything whose retention period has run out at `now` (tests pass a fake clock).
 * One transaction per tenant and batch, each deletion recorded in the audit trail with the
 * submission id and category only.
 */
export async function runRetention(db: Database, now: Date): Promise<RetentionResult> {
  const result: RetentionResult = { deleted: 0, byCategory: {} };
  const tenants = await crossTenant(db, (tx) => tx.selectFrom('tenants').select('id').execute());
  for (const { id: tenantId } of tenants) {
    const settings = await withTenant(db, tenantId, (tx) => effectiveSettings(tx, tenantId));
    for (const s of settings) {
      const cutoff = minusPeriod(now, s.amount, s.unit);
      for (;;) {
        const n = await withTenant(db, tenantId, async (tx) => {
          let q = tx.selectFrom('form_submissions').select('id').where('tenant_id', '=', tenantId).limit(BATCH);
          q =
            s.category === 'spam'
              ? q.where('is_spam', '=', true)
              : q.where('is_spam', '=', false).where('form_type', '=', s.category);
          if (s.anchor === 'created') q = q.where('created_at', '<', cutoff);
          else if (s.anchor === 'processed') q = q.where('processed_at', '<', cutoff);
          else q = q.where(sql<Date>`greatest(created_at, coalesce(processed_at, created_at))`, '<', cutoff);
          const ids = (await q.execute()).map((r) => r.id);
          const gone = await purgeSubmissions(tx, tenantId, ids);
          for (const id of gone) {
            await audit(tx, SYSTEM, {
              tenantId,
              action: 'retention.delete',
              target: { type: 'submission', id },
              details: { category: s.category, period: `${s.amount} ${s.unit}` },
            });
          }
          // Questionnaires filled in on their own have no submission row to hang off.
          if (s.category === 'anamnese') {
            const lone = await tx
              .deleteFrom('anamnese_submissions')
              .where('tenant_id', '=', tenantId)
              .where('original_submission_id', 'is', null)
              .where('completed_at', '<', cutoff)
              .returning('id')
              .execute();
            for (const l of lone) {
              await audit(tx, SYSTEM, {
                tenantId,
                action: 'retention.delete',
                target: { type: 'anamnesis', id: l.id },
                details: { category: s.category, period: `${s.amount} ${s.unit}` },
              });
            }
            gone.push(...lone.map((l) => l.id));
          }
          return gone.length;
        });
        result.deleted += n;
        result.byCategory[s.category] = (result.byCategory[s.category] ?? 0) + n;
        if (n < BATCH) break;
      }
    }
  }
  await audit(db, SYSTEM, { action: 'retention.run', details: { deleted: result.deleted, at: now.toISOString() } });
  return result;
}

/** 02:30 UTC of the next day: a quiet hour in Germany. */
export function nextRunAt(now: Date): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 2, 30));
  return d;
}

/** Makes sure one retention run is pending; safe to call from every process at start-up. */
export async function ensureRetentionScheduled(db: Kysely<DB>, runAt: Date = new Date()): Promise<void> {
  await sql`
    insert into jobs (queue, payload, run_at, max_attempts)
    select ${RETENTION_QUEUE}, '{}'::jsonb, ${runAt}, 3
    where not exists (select 1 from jobs where queue = ${RETENTION_QUEUE} and status = 'pending')
    on conflict do nothing`.execute(db);
}

export function retentionJobHandlers(db: Database, clock: () => Date = () => new Date()): JobHandlers {
  return {
    [RETENTION_QUEUE]: async () => {
      const now = clock();
      await runRetention(db, now);
      await ensureRetentionScheduled(db, nextRunAt(now));
    },
  };
}
