/**
 * Staff marking as training data: each 'Als Spam markieren' / 'Als Nicht-Spam markieren'
 * is one labelled example for the practice's own spam filter. Tenant-owned, RLS.
 * (0003 is the administration migration.)
 */
import { type Kysely, sql } from 'kysely';
import { grantToApp, tenantIsolation } from './helpers.js';

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
  await sql`create index spam_feedback_tenant_idx on spam_feedback (tenant_id, created_at desc)`.execute(db);
  await grantToApp(db, 'spam_feedback', ['select', 'insert', 'delete']);
  await sql`grant usage on sequence spam_feedback_id_seq to praxisdesk_app`.execute(db);
  await tenantIsolation(db, 'spam_feedback');
}
