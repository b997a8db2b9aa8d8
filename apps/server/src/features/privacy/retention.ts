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
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { crossTenant, type Tx, withTenant } from '../../db/scope.js';
import type { JobHandlers, QueueName } from '../../jobs/payloads.js';
import { enqueue } from '../../jobs/queue.js';
import { audit, SYSTEM, userActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { purgeOutbox } from '../../lib/mailer.js';
import { type AuthContext, requireAdmin } from '../auth/context.js';
import { privacyRepository as repo } from './repository.js';

export const RETENTION_QUEUE = 'privacy.retention' satisfies QueueName;

export async function effectiveSettings(tx: Tx, tenantId: string): Promise<RetentionSettingView[]> {
  const rows = await repo.retentionPolicies(tx, tenantId);
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

export interface RetentionFacts {
  tenant_id: string;
  form_type: string;
  is_spam: boolean;
  created_at: Date;
  processed_at: Date | null;
  /** The newest anamnesis attached to the submission, if any. */
  anamnesis_completed_at?: Date | string | null;
}

export interface RetentionDuty {
  until: Date;
  /** The category whose duty holds it longest (the submission's own, or 'anamnese'). */
  category: RetentionCategory;
  /** German, for dialogs and the admin view: the category and its legal basis. */
  reason: string;
}

/**
 * Whether a legal retention duty keeps this submission at `now`, and until when (Art. 17(3)
 * lit. b DSGVO): its own category's (prescriptions), or that of an anamnesis attached to it —
 * the questionnaire belongs to the treatment record on its own terms, also under a contact,
 * self-pay or training request. Spam is never under a duty. `settings`: the practice's
 * effective settings when the caller has them already.
 */
export async function retentionDuty(
  tx: Tx,
  s: RetentionFacts,
  now: Date,
  settings?: RetentionSettingView[],
): Promise<RetentionDuty | null> {
  if (s.is_spam) return null;
  const all = settings ?? (await effectiveSettings(tx, s.tenant_id));
  const duties: RetentionDuty[] = [];
  const own = all.find((x) => x.category === s.form_type);
  if (own?.legalRetention) {
    const from = anchorDate(s, own.anchor) ?? new Date(s.created_at);
    duties.push({ until: plusPeriod(from, own.amount, own.unit), category: own.category, reason: dutyReason(own) });
  }
  const an = all.find((x) => x.category === 'anamnese');
  if (s.anamnesis_completed_at && an?.legalRetention) {
    // The anamnesis' last treatment-related entry: its completion, or its request's later dates.
    const dates = [new Date(s.anamnesis_completed_at), new Date(s.created_at)];
    if (s.processed_at) dates.push(new Date(s.processed_at));
    const from = new Date(Math.max(...dates.map((d) => d.getTime())));
    duties.push({ until: plusPeriod(from, an.amount, an.unit), category: 'anamnese', reason: dutyReason(an) });
  }
  const longest = duties.sort((a, b) => b.until.getTime() - a.until.getTime())[0];
  return longest && longest.until > now ? longest : null;
}

const dutyReason = (s: RetentionSettingView) =>
  s.category === 'anamnese'
    ? 'Anamnesebogen, Patientenakte nach § 630f Abs. 3 BGB'
    : `${s.label}, Patientenakte nach § 630f Abs. 3 BGB`;

/** Until when a legal retention keeps this submission, or null when none applies (Art. 17(3)). */
export async function legalRetentionUntil(tx: Tx, s: RetentionFacts, now: Date): Promise<Date | null> {
  return (await retentionDuty(tx, s, now))?.until ?? null;
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
        await repo.upsertRetentionPolicy(tx, {
          tenantId,
          category: input.category,
          amount: input.amount,
          unit: input.unit,
          userId: a.userId,
        });
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
  if (!(await repo.tenantExists(tx, tenantId))) throw new AppError('TENANT_NOT_FOUND');
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
export interface OutboxRetention {
  /** DATA_DIR/outbox (only without SMTP). */
  dir: string;
  /** .eml files older than this are removed by each run. */
  days: number;
}

export async function runRetention(db: Database, now: Date, outbox?: OutboxRetention): Promise<RetentionResult> {
  const result: RetentionResult = { deleted: 0, byCategory: {} };
  const purgedIds: string[] = [];
  const tenants = await crossTenant(db, (tx) => repo.allTenantIds(tx));
  for (const { id: tenantId } of tenants) {
    const settings = await withTenant(db, tenantId, (tx) => effectiveSettings(tx, tenantId));
    const an = settings.find((x) => x.category === 'anamnese');
    const anamnesisCutoff = an?.legalRetention ? minusPeriod(now, an.amount, an.unit) : null;
    for (const s of settings) {
      const cutoff = minusPeriod(now, s.amount, s.unit);
      for (;;) {
        const n = await withTenant(db, tenantId, async (tx) => {
          // Records staff deleted under a duty (hidden) end here too, when their period ends.
          await repo.includeHidden(tx);
          const ids = await repo.expiredSubmissionIds(tx, tenantId, s, cutoff, BATCH, anamnesisCutoff);
          const gone = await repo.purgeSubmissions(tx, tenantId, ids);
          purgedIds.push(...gone);
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
            const lone = await repo.deleteLoneAnamnesesBefore(tx, tenantId, cutoff);
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
  if (outbox) {
    const files = purgeOutbox(outbox.dir, {
      submissionIds: purgedIds,
      olderThan: new Date(now.getTime() - outbox.days * 86_400_000),
    });
    if (files > 0) await audit(db, SYSTEM, { action: 'retention.outbox_delete', details: { files } });
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
  await repo.ensureRetentionJob(db, RETENTION_QUEUE, runAt);
}

export function retentionJobHandlers(
  db: Database,
  clock: () => Date = () => new Date(),
  outbox?: OutboxRetention,
): JobHandlers {
  return {
    [RETENTION_QUEUE]: async () => {
      const now = clock();
      await runRetention(db, now, outbox);
      await ensureRetentionScheduled(db, nextRunAt(now));
    },
    // Erasure and deletion happen in the web process; the worker owns the outbox folder.
    'privacy.outbox_purge': async (job) => {
      if (outbox) purgeOutbox(outbox.dir, { submissionIds: job.payload.submissionIds });
    },
  };
}

/** Queues the removal of these submissions' outbox mails (in the deleting transaction). */
export async function enqueueOutboxPurge(tx: Tx, tenantId: string, submissionIds: readonly string[]): Promise<void> {
  if (submissionIds.length === 0) return;
  await enqueue(tx, 'privacy.outbox_purge', { submissionIds: [...submissionIds] }, { tenantId });
}

export interface DeletionPlanItem {
  id: string;
  tenantId: string;
  duty: RetentionDuty | null;
}

/**
 * What "Löschen" does to each visible id (issue 17): hide while a legal duty runs, else delete.
 * Ids the caller cannot see are left out (the caller answers 404).
 */
export async function planDeletion(
  tx: Tx,
  tenantIds: string[],
  ids: readonly string[],
  now: Date,
): Promise<DeletionPlanItem[]> {
  if (ids.length === 0) return [];
  const rows = await repo.deletionFacts(tx, tenantIds, ids);
  const settingsOf = new Map<string, RetentionSettingView[]>();
  const out: DeletionPlanItem[] = [];
  for (const r of rows) {
    let settings = settingsOf.get(r.tenant_id);
    if (!settings) {
      settings = await effectiveSettings(tx, r.tenant_id);
      settingsOf.set(r.tenant_id, settings);
    }
    out.push({ id: r.id, tenantId: r.tenant_id, duty: await retentionDuty(tx, r, now, settings) });
  }
  return out;
}

/**
 * Takes submissions under a duty out of the inbox (not deleted; restorable by an admin; the
 * nightly run removes them when the period ends). Answers the ids hidden.
 */
export async function hideUnderDuty(
  tx: Tx,
  tenantIds: string[],
  items: ReadonlyArray<DeletionPlanItem & { duty: RetentionDuty }>,
  userId: string,
  how: string,
): Promise<string[]> {
  await repo.includeHidden(tx);
  const hidden: string[] = [];
  for (const i of items) {
    hidden.push(
      ...(await repo.hide(
        tx,
        tenantIds,
        [{ id: i.id, retainUntil: i.duty.until }],
        userId,
        `${how}; ${i.duty.reason}`,
      )),
    );
  }
  return hidden;
}
