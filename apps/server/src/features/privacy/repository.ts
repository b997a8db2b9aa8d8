/**
 * SQL of the privacy feature: audit trail reads, retention policies and the deletion run,
 * complete removal of submissions, the contact index, and the reads of the patient and
 * tenant exports. Every tenant-data function takes the tenant id it works on; the caller opens
 * the transaction (withTenant, or crossTenant for admin and worker paths).
 */
import type { RetentionCategory, RetentionSettingView } from '@praxisdesk/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Tx } from '../../db/scope.js';

export interface AuditFilter {
  userId?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const auditColumns = [
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

function auditQuery(db: Kysely<DB>, f: AuditFilter) {
  let q = db.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.actor_user_id');
  if (f.userId) q = q.where('audit_log.actor_user_id', '=', f.userId);
  if (f.action) q = q.where('audit_log.action', '=', f.action);
  // Dates are calendar days in UTC, the time the trail records.
  if (f.from) q = q.where('audit_log.at', '>=', new Date(`${f.from}T00:00:00Z`));
  if (f.to) q = q.where('audit_log.at', '<', new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000));
  return q;
}

/** The retention categories' anchors, as retention.ts derives them from the presets. */
type Anchor = RetentionSettingView['anchor'];

export const privacyRepository = {
  /** The audit trail is not tenant-owned data: the admin reads it across tenants. */
  auditPage(db: Kysely<DB>, f: AuditFilter, limit: number, offset: number) {
    return auditQuery(db, f)
      .select(auditColumns)
      .orderBy('audit_log.at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  },

  auditCount(db: Kysely<DB>, f: AuditFilter) {
    return auditQuery(db, f)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
  },

  auditRows(db: Kysely<DB>, f: AuditFilter, limit: number) {
    return auditQuery(db, f).select(auditColumns).orderBy('audit_log.at', 'desc').limit(limit).execute();
  },

  /** A submission's access history, for its tenant. */
  submissionAudit(db: Kysely<DB>, tenantId: string, submissionId: string) {
    return db
      .selectFrom('audit_log')
      .leftJoin('users', 'users.id', 'audit_log.actor_user_id')
      .select(auditColumns)
      .where('audit_log.target_type', '=', 'submission')
      .where('audit_log.target_id', '=', submissionId)
      .where('audit_log.tenant_id', '=', tenantId)
      .orderBy('audit_log.at', 'desc')
      .limit(500)
      .execute();
  },

  async submissionTenant(tx: Tx, tenantIds: string[], id: string): Promise<string | undefined> {
    const s = await tx
      .selectFrom('form_submissions')
      .select('tenant_id')
      .where('tenant_id', 'in', tenantIds)
      .where('id', '=', id)
      .executeTakeFirst();
    return s?.tenant_id;
  },

  /** A submission with its practice's name and the facts retention and erasure depend on. */
  submissionFacts(tx: Tx, tenantIds: string[], id: string) {
    return tx
      .selectFrom('form_submissions')
      .innerJoin('tenants', 'tenants.id', 'form_submissions.tenant_id')
      .select((eb) => [
        'form_submissions.tenant_id',
        'tenants.name as tenant_name',
        'form_submissions.form_type',
        'form_submissions.is_spam',
        'form_submissions.created_at',
        'form_submissions.processed_at',
        eb
          .selectFrom('anamnese_submissions as a')
          .select((e) => e.fn.max('a.completed_at').as('m'))
          .whereRef('a.original_submission_id', '=', 'form_submissions.id')
          .as('anamnesis_completed_at'),
      ])
      .where('form_submissions.tenant_id', 'in', tenantIds)
      .where('form_submissions.id', '=', id)
      .executeTakeFirst();
  },

  retentionPolicies(tx: Tx, tenantId: string) {
    return tx
      .selectFrom('retention_policies')
      .select(['category', 'amount', 'unit'])
      .where('tenant_id', '=', tenantId)
      .execute();
  },

  async upsertRetentionPolicy(
    tx: Tx,
    p: {
      tenantId: string;
      category: RetentionCategory;
      amount: number;
      unit: RetentionSettingView['unit'];
      userId: string;
    },
  ): Promise<void> {
    await tx
      .insertInto('retention_policies')
      .values({ tenant_id: p.tenantId, category: p.category, amount: p.amount, unit: p.unit, updated_by: p.userId })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'category']).doUpdateSet({
          amount: p.amount,
          unit: p.unit,
          updated_by: p.userId,
          updated_at: new Date(),
        }),
      )
      .execute();
  },

  async tenantExists(tx: Tx, tenantId: string): Promise<boolean> {
    const t = await tx.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst();
    return !!t;
  },

  tenant(tx: Tx, tenantId: string) {
    return tx.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirst();
  },

  /** Every tenant's id: the retention run's cross-tenant list (crossTenant). */
  allTenantIds(tx: Tx) {
    return tx.selectFrom('tenants').select('id').execute();
  },

  /**
   * Up to `limit` ids of the category's submissions whose period ran out at `cutoff`, hidden
   * ones included (call includeHidden first). A request staff deleted under a duty counts as
   * done when it was hidden. `anamnesisCutoff`: when the anamnesis category is under a legal
   * duty, a submission with an anamnesis whose own period still runs is kept (issue 17: the
   * questionnaire belongs to the treatment record on its own terms, whatever its parent is).
   */
  async expiredSubmissionIds(
    tx: Tx,
    tenantId: string,
    s: { category: RetentionCategory; anchor: Anchor },
    cutoff: Date,
    limit: number,
    anamnesisCutoff: Date | null = null,
  ): Promise<string[]> {
    let q = tx.selectFrom('form_submissions as fs').select('fs.id').where('fs.tenant_id', '=', tenantId).limit(limit);
    q =
      s.category === 'spam'
        ? q.where('fs.is_spam', '=', true)
        : q.where('fs.is_spam', '=', false).where('fs.form_type', '=', s.category);
    if (s.anchor === 'created') q = q.where('fs.created_at', '<', cutoff);
    else if (s.anchor === 'processed') q = q.where(sql<Date>`coalesce(fs.processed_at, fs.hidden_at)`, '<', cutoff);
    else q = q.where(sql<Date>`greatest(fs.created_at, coalesce(fs.processed_at, fs.created_at))`, '<', cutoff);
    if (anamnesisCutoff && s.category !== 'spam') {
      q = q.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('anamnese_submissions as a')
              .select('a.id')
              .whereRef('a.original_submission_id', '=', 'fs.id')
              .where(
                sql<Date>`greatest(a.completed_at, fs.created_at, coalesce(fs.processed_at, fs.created_at))`,
                '>=',
                anamnesisCutoff,
              ),
          ),
        ),
      );
    }
    return (await q.execute()).map((r) => r.id);
  },

  /** Lets this transaction see hidden submissions (the restrictive policy of migration 0011). */
  async includeHidden(tx: Tx): Promise<void> {
    await sql`select set_config('app.include_hidden', 'on', true)`.execute(tx);
  },

  /** What deciding "Löschen" needs per submission: category facts and the newest anamnesis. */
  deletionFacts(tx: Tx, tenantIds: string[], ids: readonly string[]) {
    return tx
      .selectFrom('form_submissions as fs')
      .select((eb) => [
        'fs.id',
        'fs.tenant_id',
        'fs.form_type',
        'fs.is_spam',
        'fs.created_at',
        'fs.processed_at',
        eb
          .selectFrom('anamnese_submissions as a')
          .select((e) => e.fn.max('a.completed_at').as('m'))
          .whereRef('a.original_submission_id', '=', 'fs.id')
          .as('anamnesis_completed_at'),
      ])
      .where('fs.tenant_id', 'in', tenantIds)
      .where('fs.id', 'in', [...ids])
      .execute();
  },

  /** Takes visible submissions out of the inbox; answers the ids hidden. */
  async hide(
    tx: Tx,
    tenantIds: string[],
    rows: ReadonlyArray<{ id: string; retainUntil: Date }>,
    by: string,
    reason: string,
  ): Promise<string[]> {
    const out: string[] = [];
    const now = new Date();
    for (const r of rows) {
      const u = await tx
        .updateTable('form_submissions')
        .set({ hidden_at: now, hidden_by: by, hidden_reason: reason, retain_until: r.retainUntil, updated_at: now })
        .where('tenant_id', 'in', tenantIds)
        .where('id', '=', r.id)
        .where('hidden_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (u) out.push(u.id);
    }
    return out;
  },

  /** Brings a hidden submission back (includeHidden first); answers its tenant. */
  async restore(tx: Tx, id: string): Promise<string | undefined> {
    const r = await tx
      .updateTable('form_submissions')
      .set({ hidden_at: null, hidden_by: null, hidden_reason: null, retain_until: null, updated_at: new Date() })
      .where('id', '=', id)
      .where('hidden_at', 'is not', null)
      .returning('tenant_id')
      .executeTakeFirst();
    return r?.tenant_id;
  },

  /** The admin view "Gelöscht (Aufbewahrungspflicht)" (crossTenant + includeHidden). */
  hiddenPage(tx: Tx, tenantId: string | undefined, limit: number, offset: number) {
    let q = tx
      .selectFrom('form_submissions as fs')
      .innerJoin('tenants', 'tenants.id', 'fs.tenant_id')
      .leftJoin('users', 'users.id', 'fs.hidden_by')
      .select([
        'fs.id',
        'fs.tenant_id',
        'tenants.name as tenant_name',
        'fs.form_type',
        'fs.form_data',
        'fs.key_version',
        'fs.created_at',
        'fs.hidden_at',
        'fs.hidden_reason',
        'fs.retain_until',
        'users.full_name',
        'users.email',
      ])
      .where('fs.hidden_at', 'is not', null);
    if (tenantId) q = q.where('fs.tenant_id', '=', tenantId);
    return q.orderBy('fs.hidden_at', 'desc').orderBy('fs.id').limit(limit).offset(offset).execute();
  },

  async hiddenCount(tx: Tx, tenantId: string | undefined): Promise<number> {
    let q = tx.selectFrom('form_submissions').where('hidden_at', 'is not', null);
    if (tenantId) q = q.where('tenant_id', '=', tenantId);
    const r = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return Number(r.n);
  },

  /** Questionnaires filled in on their own (no submission) completed before `cutoff`, deleted. */
  deleteLoneAnamnesesBefore(tx: Tx, tenantId: string, cutoff: Date) {
    return tx
      .deleteFrom('anamnese_submissions')
      .where('tenant_id', '=', tenantId)
      .where('original_submission_id', 'is', null)
      .where('completed_at', '<', cutoff)
      .returning('id')
      .execute();
  },

  /** Queues a retention run at `runAt` unless one is pending already. */
  async ensureRetentionJob(db: Kysely<DB>, queue: string, runAt: Date): Promise<void> {
    await sql`
    insert into jobs (queue, payload, run_at, max_attempts)
    select ${queue}, '{}'::jsonb, ${runAt}, 3
    where not exists (select 1 from jobs where queue = ${queue} and status = 'pending')
    on conflict do nothing`.execute(db);
  },

  /**
   * Removes submissions completely: the row and, by foreign-key cascade, its encrypted file,
   * anamnesis with AI summaries, e-mail log, magic links and spam labels; explicitly the outbox
   * jobs that point at it (jobs carry the id in their payload, not as a foreign key) and
   * standalone anamneses linked to nothing. Answers the ids removed.
   */
  async purgeSubmissions(tx: Tx, tenantId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const list = [...ids];
    await tx
      .deleteFrom('jobs')
      .where('tenant_id', '=', tenantId)
      .where(sql<string>`payload->>'submissionId'`, 'in', list)
      .execute();
    await tx.deleteFrom('magic_links').where('tenant_id', '=', tenantId).where('submission_id', 'in', list).execute();
    await tx
      .deleteFrom('anamnese_submissions')
      .where('tenant_id', '=', tenantId)
      .where('original_submission_id', 'in', list)
      .execute();
    const gone = await tx
      .deleteFrom('form_submissions')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', list)
      .returning('id')
      .execute();
    return gone.map((g) => g.id);
  },
};
