/**
 * SQL for form_submissions. Every method takes the tenant ids in scope and filters by them,
 * on top of row-level security (the transaction is opened with withTenant for the same ids,
 * or, for the inbox's read-only calls, the statement sets that scope itself: scopeTable).
 */
import type { FormType } from '@praxisdesk/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { afterScope, scopeTable, type Tx } from '../../db/scope.js';
import type { SummaryRow } from './mappers.js';

/** The columns of a summary row (list, detail, mutations' answers). */
export const summaryColumns = [
  'form_submissions.id',
  'form_submissions.tenant_id',
  'tenants.name as tenant_name',
  'form_submissions.form_type',
  'form_submissions.form_data',
  'form_submissions.key_version',
  'form_submissions.is_spam',
  'form_submissions.is_processed',
  'form_submissions.processed_at',
  'form_submissions.spam_score',
  'form_submissions.quarantine_status',
  'form_submissions.has_anamnese',
  'form_submissions.anamnesis_red_flags',
  'form_submissions.created_at',
  // A date as text: no time zone may shift it (issue 20).
  sql<string | null>`to_char(form_submissions.treatment_deadline, 'YYYY-MM-DD')`.as('treatment_deadline'),
  'form_submissions.language',
] as const;
const listColumns = summaryColumns;

export interface ListFilter {
  tenantIds: string[];
  includeSpam: boolean;
  formType?: FormType | undefined;
  sort?: 'newest' | 'deadline' | undefined;
  limit: number;
  offset: number;
}

/**
 * One inbox page, newest first. Kept as a builder so the plan test (test/inbox-plans.test.ts)
 * can EXPLAIN exactly what the inbox runs.
 *
 * Two steps in one statement (decision 0016): the page's ids are found by walking an index
 * alone (`form_submissions_inbox_idx` / `_type_idx` hold the filter, the order and is_spam, so
 * the walk past the offset never touches the table), then only those rows are read. Several
 * practices at once ("Alle Praxen"): no index holds their rows in one date order, so each
 * practice contributes its newest offset + limit ids from its own index walk and the walks are
 * merged (Merge Append), reading only as far as the page needs.
 */
export function inboxPageQuery(tx: Kysely<DB>, f: ListFilter) {
  return inInboxOrder(pageRows(tx, f), f.sort, 'form_submissions');
}

/**
 * The inbox's order on `table`'s columns: the deadline first when sorted by it, then newest
 * first with the id as tie-breaker (the order of the inbox indexes).
 */
function inInboxOrder<Q extends { orderBy(e: RawBuilder<unknown>): Q }>(q: Q, sort: ListFilter['sort'], table: string) {
  const col = (c: string) => sql.ref(`${table}.${c}`);
  const order = [
    ...(sort === 'deadline' ? [sql`${col('treatment_deadline')} asc nulls last`] : []),
    sql`${col('created_at')} desc`,
    sql`${col('id')} desc`,
  ];
  return order.reduce((ordered, e) => ordered.orderBy(e), q);
}

/**
 * inboxPageQuery inside the statement scope (inboxListStatement): tied to the scope row at
 * this level, which has an ORDER BY, so PostgreSQL keeps it a lateral subquery that runs after
 * the scope is set; each row brings its wrapped data key, so decrypting the page needs no query.
 */
function scopedPageQuery(db: Kysely<DB>, f: ListFilter) {
  const rows = pageRows(db, f)
    .leftJoin('tenant_keys as k', (j) =>
      j
        .onRef('k.tenant_id', '=', 'form_submissions.tenant_id')
        .onRef('k.version', '=', 'form_submissions.key_version')
        .on('k.tenant_id', 'in', f.tenantIds),
    )
    .select('k.wrapped_key')
    .where(afterScope);
  return inInboxOrder(rows, f.sort, 'form_submissions');
}

/** The page's rows, not yet ordered (see inboxPageQuery). */
function pageRows(tx: Kysely<DB>, f: ListFilter) {
  const byDeadline = f.sort === 'deadline';
  const walk = (tenantId: string, limit: number, offset: number) => {
    let q = tx.selectFrom('form_submissions').where('tenant_id', '=', tenantId);
    if (!f.includeSpam) q = q.where('is_spam', '=', false);
    if (f.formType) q = q.where('form_type', '=', f.formType);
    const keys = q.select(['id', 'created_at', 'treatment_deadline']);
    // Earliest deadline first, none last (form_submissions_deadline_idx), then newest.
    return (byDeadline ? keys.orderBy(sql`treatment_deadline asc nulls last`) : keys)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset);
  };
  const ids = () => {
    if (f.tenantIds.length === 1) return walk(f.tenantIds[0] as string, f.limit, f.offset);
    const [first, ...rest] = f.tenantIds.map((t, i) =>
      tx.selectFrom(walk(t, f.offset + f.limit, 0).as(`p${i}`)).select(['id', 'created_at', 'treatment_deadline']),
    );
    if (!first) throw new Error('inboxPageQuery: no practice');
    const merged = tx
      .selectFrom(rest.reduce((u, b) => u.unionAll(b), first).as('merged'))
      .select(['merged.id', 'merged.created_at', 'merged.treatment_deadline']);
    return (byDeadline ? merged.orderBy(sql`merged.treatment_deadline asc nulls last`) : merged)
      .orderBy('merged.created_at', 'desc')
      .orderBy('merged.id', 'desc')
      .limit(f.limit)
      .offset(f.offset);
  };
  return tx
    .selectFrom('form_submissions')
    .innerJoin('tenants', 'tenants.id', 'form_submissions.tenant_id')
    .where('form_submissions.tenant_id', 'in', f.tenantIds)
    .where('form_submissions.id', 'in', tx.selectFrom(ids().as('page')).select('page.id'))
    .select(listColumns);
}

/** How many submissions match a list filter, from the trigger-maintained counters (migration 0005). */
function countQuery(db: Kysely<DB>, f: Pick<ListFilter, 'tenantIds' | 'includeSpam' | 'formType'>) {
  let q = db.selectFrom('submission_counts').where('tenant_id', 'in', f.tenantIds);
  if (f.formType) q = q.where('form_type', '=', f.formType);
  return q.select((eb) =>
    (f.includeSpam ? eb.fn.sum<string | null>('total') : eb.fn.sum<string | null>(sql`total - spam`)).as('n'),
  );
}

function countsByTypeQuery(db: Kysely<DB>, tenantIds: string[]) {
  return db
    .selectFrom('submission_counts')
    .select((eb) => [
      'form_type',
      eb.fn.sum<string>('total').as('total'),
      eb.fn.sum<string>('spam').as('spam'),
      eb.fn.sum<string>('processed').as('processed'),
    ])
    .where('tenant_id', 'in', tenantIds)
    .groupBy('form_type');
}

function deadlinesQuery(db: Kysely<DB>, tenantIds: string[], from: string, to: string) {
  return db
    .selectFrom('form_submissions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', 'in', tenantIds)
    .where('is_spam', '=', false)
    .where('is_processed', '=', false)
    .where(sql<boolean>`treatment_deadline between ${from}::date and ${to}::date`);
}

function newestIdQuery(db: Kysely<DB>, tenantIds: string[]) {
  return db
    .selectFrom('form_submissions')
    .select('id')
    .where('tenant_id', 'in', tenantIds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1);
}

/**
 * The inbox page as ONE statement (issue 16, point 1) that sets its own tenant scope
 * (db/scope.ts scopeTable): the filter's count from the counters, then the page
 * (`inboxPageQuery`, unchanged inside) with each row's wrapped data key, so decrypting the page
 * needs no query either. Run as the app role outside a transaction; exported for the plan
 * test and the bench, which EXPLAIN and time exactly this.
 */
export function inboxListStatement(db: Kysely<DB>, f: ListFilter) {
  // The scope row with the count, fenced (OFFSET 0) so PostgreSQL plans it as one subquery that
  // runs once, before the page: otherwise the count may be joined after the page, once per row.
  const head = db
    .selectFrom(scopeTable(f.tenantIds))
    .innerJoinLateral(countQuery(db, f).where(afterScope).as('c'), (j) => j.onTrue())
    .select(['scope.tenant_ids', 'c.n as total'])
    .offset(0);
  const q = db
    .selectFrom(head.as('scope'))
    // Left: a page past the end still answers the count.
    .leftJoinLateral(scopedPageQuery(db, f).as('p'), (j) => j.onTrue())
    .select('scope.total')
    .selectAll('p');
  // The page's order again: a join promises none (a sort of the page's rows only).
  return inInboxOrder(q, f.sort, 'p');
}

/**
 * The stats as ONE statement with its own tenant scope (see inboxListStatement): per form type
 * total, spam and processed (counter rows), the newest submission's id and the open
 * prescriptions whose deadline lies in [from, to].
 */
export function inboxStatsStatement(db: Kysely<DB>, tenantIds: string[], from: string, to: string) {
  return db.selectFrom(scopeTable(tenantIds)).select((eb) => [
    eb
      .selectFrom(countsByTypeQuery(db, tenantIds).where(afterScope).as('c'))
      .select(sql<CountsByTypeRow[]>`coalesce(json_agg(c), '[]')`.as('j'))
      .as('counts'),
    eb.selectFrom(newestIdQuery(db, tenantIds).where(afterScope).as('n')).select('n.id').as('newest_id'),
    eb
      .selectFrom(deadlinesQuery(db, tenantIds, from, to).where(afterScope).as('d'))
      .select('d.n')
      .as('deadlines_due'),
  ]);
}

export interface CountsByTypeRow {
  form_type: string;
  total: string | number;
  spam: string | number;
  processed: string | number;
}

export const submissionsRepository = {
  /** One inbox page inside the caller's tenant transaction (the CSV export, which audits). */
  async list(tx: Tx, f: ListFilter) {
    const [rows, total] = await Promise.all([inboxPageQuery(tx, f).execute(), this.count(tx, f)]);
    return { rows, total };
  },

  /** One inbox page in one statement, outside any transaction (inboxListStatement). */
  async listPage(db: Kysely<DB>, f: ListFilter) {
    const result = await inboxListStatement(db, f).execute();
    // The left join answers one row of nulls for a page past the end.
    const rows = result.filter((r) => r.id !== null) as (SummaryRow & { wrapped_key: Buffer | null })[];
    return { rows, total: Number(result[0]?.total ?? 0) };
  },

  /** The stats' three reads in one statement, outside any transaction (inboxStatsStatement). */
  async stats(db: Kysely<DB>, tenantIds: string[], from: string, to: string) {
    const r = await inboxStatsStatement(db, tenantIds, from, to).executeTakeFirstOrThrow();
    return {
      counts: r.counts ?? [],
      newestId: r.newest_id ?? null,
      deadlinesDue: Number(r.deadlines_due ?? 0),
    };
  },

  /**
   * How many submissions match a list filter, from the trigger-maintained counters (migration
   * 0005) instead of counting the tenant's whole history on every page.
   */
  async count(tx: Tx, f: Pick<ListFilter, 'tenantIds' | 'includeSpam' | 'formType'>): Promise<number> {
    const r = await countQuery(tx, f).executeTakeFirst();
    return Number(r?.n ?? 0);
  },

  /** Sets the spam state only when it differs; returns the tenant id, or null if unchanged/unseen. */
  async setSpam(tx: Tx, tenantIds: string[], id: string, isSpam: boolean, score: number) {
    const r = await tx
      .updateTable('form_submissions')
      .set({ is_spam: isSpam, spam_score: score, updated_at: new Date() })
      .where('tenant_id', 'in', tenantIds)
      .where('id', '=', id)
      .where('is_spam', '=', !isSpam)
      .returning('tenant_id')
      .executeTakeFirst();
    return r?.tenant_id ?? null;
  },

  async deleteMany(tx: Tx, tenantIds: string[], ids: string[]) {
    if (ids.length === 0) return [];
    return tx
      .deleteFrom('form_submissions')
      .where('tenant_id', 'in', tenantIds)
      .where('id', 'in', ids)
      .returning(['id', 'tenant_id'])
      .execute();
  },

  file(tx: Tx, tenantIds: string[], id: string) {
    return tx
      .selectFrom('submission_files')
      .innerJoin('form_submissions', 'form_submissions.id', 'submission_files.submission_id')
      .select([
        'submission_files.tenant_id',
        'submission_files.content',
        'submission_files.key_version',
        'submission_files.name',
        'submission_files.name_key_version',
        'form_submissions.prescription_file',
      ])
      .where('submission_files.tenant_id', 'in', tenantIds)
      .where('submission_files.submission_id', '=', id)
      .executeTakeFirst();
  },

  findById(tx: Tx, tenantIds: string[], id: string) {
    return tx
      .selectFrom('form_submissions')
      .innerJoin('tenants', 'tenants.id', 'form_submissions.tenant_id')
      .select(listColumns)
      .where('form_submissions.tenant_id', 'in', tenantIds)
      .where('form_submissions.id', '=', id)
      .executeTakeFirst();
  },

  async setProcessed(tx: Tx, tenantIds: string[], id: string, processed: boolean, userId: string) {
    const r = await tx
      .updateTable('form_submissions')
      .set({
        is_processed: processed,
        processed_at: processed ? new Date() : null,
        processed_by: processed ? userId : null,
        updated_at: new Date(),
      })
      .where('tenant_id', 'in', tenantIds)
      .where('id', '=', id)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  },

  async delete(tx: Tx, tenantIds: string[], id: string) {
    const r = await tx
      .deleteFrom('form_submissions')
      .where('tenant_id', 'in', tenantIds)
      .where('id', '=', id)
      .returning('tenant_id')
      .executeTakeFirst();
    return r?.tenant_id;
  },
  /**
   * One submission with its detail columns. No tenant filter of its own: the caller's
   * transaction (withTenant for the row's tenant, or the staff's tenants) decides through RLS.
   */
  detailRow(tx: Tx, id: string) {
    return tx
      .selectFrom('form_submissions')
      .innerJoin('tenants', 'tenants.id', 'form_submissions.tenant_id')
      .leftJoin('submission_files', 'submission_files.submission_id', 'form_submissions.id')
      .select([
        ...summaryColumns,
        'form_submissions.updated_at',
        'form_submissions.spam_confidence',
        'form_submissions.spam_reasons',
        'form_submissions.prescription_file',
        'form_submissions.prescription_data',
        'form_submissions.prescription_key_version',
        'submission_files.name as file_name',
        'submission_files.name_key_version as file_name_key_version',
      ])
      .where('form_submissions.id', '=', id)
      .executeTakeFirst();
  },

  /** A submission's e-mail log, newest first (scoped by the caller's withTenant). */
  emailLogs(tx: Tx, id: string) {
    return tx
      .selectFrom('email_logs')
      .select(['id', 'recipient', 'subject', 'status', 'kind', 'sent_at', 'created_at', 'error_message'])
      .where('submission_id', '=', id)
      .orderBy('created_at', 'desc')
      .execute();
  },

  /** The submission's tenant and that tenant's notification recipients. */
  recipients(tx: Tx, tenantIds: string[], id: string) {
    return tx
      .selectFrom('form_submissions')
      .innerJoin('tenants', 'tenants.id', 'form_submissions.tenant_id')
      .select(['form_submissions.tenant_id', 'tenants.email_recipients'])
      .where('form_submissions.tenant_id', 'in', tenantIds)
      .where('form_submissions.id', '=', id)
      .executeTakeFirst();
  },

  sender(tx: Tx, tenantIds: string[], id: string) {
    return tx
      .selectFrom('form_submissions')
      .select(['tenant_id', 'client_ip_hash', 'is_spam'])
      .where('tenant_id', 'in', tenantIds)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /**
   * Puts an IP hash on one practice's blacklist until `expiresAt`; an existing entry of that
   * practice is renewed (a permanent one stays permanent). Answers whether it was new.
   */
  async blacklistIpHash(
    tx: Tx,
    entry: { ipHash: string; reason: string; addedBy: string; tenantId: string; expiresAt: Date },
  ): Promise<boolean> {
    const r = await tx
      .insertInto('ip_blacklist')
      .values({
        ip_hash: entry.ipHash,
        reason: entry.reason,
        added_by: entry.addedBy,
        tenant_id: entry.tenantId,
        expires_at: entry.expiresAt,
      })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'ip_hash']).where('tenant_id', 'is not', null).doUpdateSet({
          expires_at: sql`case when ip_blacklist.expires_at is null then null else excluded.expires_at end`,
        }),
      )
      .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
      .executeTakeFirst();
    return Boolean(r?.inserted);
  },

  /** Per tenant: the sum of its change counters (the live events' poll on PGlite). */
  changeCounters(tx: Tx, tenantIds: string[]) {
    return tx
      .selectFrom('submission_counts')
      .select((eb) => ['tenant_id', eb.fn.sum<string>('changes').as('changes')])
      .where('tenant_id', 'in', tenantIds)
      .groupBy('tenant_id')
      .execute();
  },
};
