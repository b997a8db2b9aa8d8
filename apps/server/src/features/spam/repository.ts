/**
 * SQL of the spam engine: the practice's learned token counts, staff labels, the scan's reads
 * and writes, and the AI job's status and verdict. The algorithms stay in scorer.ts, scan.ts,
 * ai.ts and feedback.ts. Reads by submission id run inside withTenant for its tenant (RLS);
 * token counts take the tenant id.
 */
import type { FormType } from '@praxisdesk/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { afterScope, scopeTable, type Tx } from '../../db/scope.js';

export type QuarantineStatus = 'pending' | 'processing' | 'completed' | 'failed';

export interface TokenCountUpsert {
  tenant_id: string;
  token_key: string;
  spam_count: number;
  ham_count: number;
}

export interface RescoredVerdict {
  score: number;
  isSpam: boolean;
  confidence: number;
  reasons: unknown;
}

/** The columns a new spam verdict writes. */
const verdictColumns = (v: RescoredVerdict) => ({
  spam_score: v.score,
  is_spam: v.isSpam,
  spam_confidence: v.confidence,
  spam_reasons: JSON.stringify(v.reasons),
  updated_at: new Date(),
});

export const spamRepository = {
  tokenCounts(tx: Tx, tenantId: string, keys: string[]) {
    return (
      tx
        .selectFrom('spam_tokens')
        .select(['token_key', 'spam_count', 'ham_count'])
        .where('tenant_id', '=', tenantId)
        // One array parameter, not one per key (a scan batch looks up hundreds).
        .where('token_key', '=', sql<string>`any(${keys}::text[])`)
        .execute()
    );
  },

  /** Adds the rows' counts in `column` to the practice's counts (new tokens start at them). */
  async addTokenCounts(tx: Tx, rows: TokenCountUpsert[], column: 'spam_count' | 'ham_count'): Promise<void> {
    await tx
      .insertInto('spam_tokens')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'token_key']).doUpdateSet((eb) => ({
          [column]: eb(eb.ref(`spam_tokens.${column}`), '+', eb.ref(`excluded.${column}`)),
        })),
      )
      .execute();
  },

  /** Lowers `column` by one for each key and by `keys.length` for the total row, never below 0. */
  async removeTokenCounts(
    tx: Tx,
    tenantId: string,
    keys: string[],
    totalKey: string,
    column: 'spam_count' | 'ham_count',
  ): Promise<void> {
    const lower = (n: number) => sql<number>`greatest(0, ${sql.ref(column)} - ${n})`;
    await tx
      .updateTable('spam_tokens')
      .set({ [column]: lower(1) })
      .where('tenant_id', '=', tenantId)
      .where('token_key', 'in', keys)
      .execute();
    await tx
      .updateTable('spam_tokens')
      .set({ [column]: lower(keys.length) })
      .where('tenant_id', '=', tenantId)
      .where('token_key', '=', totalKey)
      .execute();
  },

  latestLabel(tx: Tx, submissionId: string) {
    return tx
      .selectFrom('spam_feedback')
      .select('is_spam')
      .where('submission_id', '=', submissionId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  async insertLabel(
    tx: Tx,
    l: { tenantId: string; submissionId: string; isSpam: boolean; userId: string },
  ): Promise<void> {
    await tx
      .insertInto('spam_feedback')
      .values({ tenant_id: l.tenantId, submission_id: l.submissionId, is_spam: l.isSpam, user_id: l.userId })
      .execute();
  },

  formData(tx: Tx, submissionId: string) {
    return tx
      .selectFrom('form_submissions')
      .select(['form_type', 'form_data', 'key_version'])
      .where('id', '=', submissionId)
      .executeTakeFirst();
  },

  /**
   * The scan's candidates: newest first, optionally of one form type and a date range. One
   * statement that sets its own tenant scope (db/scope.ts scopeTable; the walk is a lateral
   * subquery with an ORDER BY, so it runs after the scope is set): a read needs no transaction.
   */
  scanCandidates(
    db: Kysely<DB>,
    tenantIds: string[],
    o: { limit: number; formType?: FormType | undefined; from?: string | undefined; to?: string | undefined },
  ) {
    let q = db
      .selectFrom('form_submissions')
      .select(['id', 'tenant_id', 'created_at'])
      .where('tenant_id', 'in', tenantIds)
      .where(afterScope)
      .orderBy('created_at', 'desc')
      .limit(o.limit);
    if (o.formType) q = q.where('form_type', '=', o.formType);
    if (o.from) q = q.where('created_at', '>=', sql<Date>`${o.from}::date`);
    if (o.to) q = q.where('created_at', '<', sql<Date>`${o.to}::date + 1`);
    return db
      .selectFrom(scopeTable(tenantIds))
      .innerJoinLateral(q.as('c'), (j) => j.onTrue())
      .selectAll('c')
      .orderBy('c.created_at', 'desc')
      .execute();
  },

  /** What a rescore needs, and whether staff labelled the submission (then it is left alone). */
  scanRows(tx: Tx, tenantId: string, ids: string[]) {
    return tx
      .selectFrom('form_submissions')
      .select([
        'id',
        'form_type',
        'form_data',
        'key_version',
        'spam_score',
        'is_spam',
        'spam_confidence',
        'spam_reasons',
        'ai_verdict',
        'language',
      ])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('spam_feedback')
              .select('id')
              .whereRef('spam_feedback.submission_id', '=', 'form_submissions.id'),
          )
          .as('labelled'),
      )
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  /**
   * New verdicts of several submissions in one statement (a scan batch), as one JSON parameter.
   * Rows whose verdict is what they already hold are left alone: a re-scan that changes nothing
   * writes nothing (no new row versions, index entries or WAL to flush at commit).
   */
  async setVerdicts(tx: Tx, tenantId: string, rows: { id: string; v: RescoredVerdict }[]): Promise<void> {
    if (rows.length === 0) return;
    const values = JSON.stringify(
      rows.map(({ id, v }) => ({
        id,
        score: v.score,
        is_spam: v.isSpam,
        confidence: v.confidence,
        reasons: v.reasons,
      })),
    );
    await sql`
      update form_submissions f
      set spam_score = v.score, is_spam = v.is_spam, spam_confidence = v.confidence,
          spam_reasons = v.reasons, updated_at = now()
      from jsonb_to_recordset(${values}::jsonb)
        as v (id uuid, score smallint, is_spam boolean, confidence real, reasons jsonb)
      where f.tenant_id = ${tenantId} and f.id = v.id
        and (f.spam_score, f.is_spam, f.spam_confidence, f.spam_reasons)
          is distinct from (v.score, v.is_spam, v.confidence, v.reasons)`.execute(tx);
  },

  async setQuarantineStatus(tx: Tx, id: string, status: QuarantineStatus): Promise<void> {
    await tx.updateTable('form_submissions').set({ quarantine_status: status }).where('id', '=', id).execute();
  },

  aiCandidate(tx: Tx, id: string) {
    return tx
      .selectFrom('form_submissions')
      .select(['form_type', 'form_data', 'key_version', 'spam_reasons', 'quarantine_status'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** The AI's verdict: the new score and reasons, quarantine completed. */
  async setAiVerdict(tx: Tx, id: string, v: RescoredVerdict, aiVerdict: unknown): Promise<void> {
    await tx
      .updateTable('form_submissions')
      .set({
        ...verdictColumns(v),
        quarantine_status: 'completed',
        ai_verdict: JSON.stringify(aiVerdict),
      })
      .where('id', '=', id)
      .execute();
  },

  isSpam(tx: Tx, id: string) {
    return tx.selectFrom('form_submissions').select('is_spam').where('id', '=', id).executeTakeFirst();
  },
};
