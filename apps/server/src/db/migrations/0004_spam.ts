/**
 * Spam defence (0003 is the administration migration).
 * - spam_feedback: each staff marking, one labelled example for the practice's own filter.
 * - spam_tokens: the practice's learned token counts; tokens are keyed hashes, never words.
 *   The row with token_key '__total__' holds the totals.
 * - form_submissions.ai_verdict: the optional AI classifier's verdict and one-line reason.
 * - an index for "several submissions from the same source in a short window".
 */
import { type Kysely, sql } from 'kysely';
import { APP_ROLE, grantToApp, tenantIsolation } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table spam_feedback (
      id bigserial primary key,
      tenant_id uuid not null references tenants(id) on delete cascade,
      submission_id uuid not null references form_submissions(id) on delete cascade,
      is_spam boolean not null,
      user_id uuid references users(id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index spam_feedback_submission_idx on spam_feedback (submission_id, id desc)`.execute(db);

  await sql`
    create table spam_tokens (
      tenant_id uuid not null references tenants(id) on delete cascade,
      token_key text not null,
      spam_count integer not null default 0,
      ham_count integer not null default 0,
      primary key (tenant_id, token_key)
    )`.execute(db);

  await sql`alter table form_submissions add column ai_verdict jsonb`.execute(db);
  await sql`create index form_submissions_source_idx
    on form_submissions (tenant_id, client_ip_hash, created_at desc)`.execute(db);

  await grantToApp(db, 'spam_feedback', ['select', 'insert', 'delete']);
  await grantToApp(db, 'spam_tokens', ['select', 'insert', 'update', 'delete']);
  await sql`grant usage on sequence spam_feedback_id_seq to ${sql.raw(APP_ROLE)}`.execute(db);
  await tenantIsolation(db, 'spam_feedback');
  await tenantIsolation(db, 'spam_tokens');
}
