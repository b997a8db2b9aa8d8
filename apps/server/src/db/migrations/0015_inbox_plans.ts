/**
 * Row-level security policies in the form the planner can estimate (decision 0016): every
 * tenant-owned table's two policies are recreated with their scope reads in scalar
 * sub-selects (migrations/helpers.ts `createTenantPolicies`). Same rows visible as before.
 *
 * The inbox indexes hold everything a page walk needs (the list's order with its tie-breaker
 * id, is_spam, and hidden_at for the hidden-rows policy of 0011): the page's ids are found by an index-only walk past the offset, and only
 * the page's rows are read from the table (features/submissions/repository.ts inboxPageQuery).
 */
import { type Kysely, sql } from 'kysely';
import { createTenantPolicies } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ tablename: string }>`
    select distinct tablename from pg_policies
    where schemaname = current_schema() and policyname = 'tenant_isolation'
    order by tablename`.execute(db);
  for (const { tablename } of rows) await createTenantPolicies(db, tablename);
  // The hidden-rows policy of 0011 in the same form: its setting read once per statement.
  await sql`drop policy hidden_rows on form_submissions`.execute(db);
  await sql`create policy hidden_rows on form_submissions as restrictive for all
    using (hidden_at is null or (select current_setting('app.include_hidden', true) = 'on'))
    with check (true)`.execute(db);

  await sql`drop index form_submissions_inbox_idx`.execute(db);
  await sql`create index form_submissions_inbox_idx
    on form_submissions (tenant_id, created_at desc, id desc) include (is_spam, hidden_at)`.execute(db);
  await sql`drop index form_submissions_type_idx`.execute(db);
  await sql`create index form_submissions_type_idx
    on form_submissions (tenant_id, form_type, created_at desc, id desc) include (is_spam, hidden_at)`.execute(db);
  await sql`drop index form_submissions_deadline_idx`.execute(db);
  await sql`create index form_submissions_deadline_idx
    on form_submissions (tenant_id, treatment_deadline, created_at desc, id desc) include (is_spam, hidden_at)`.execute(
    db,
  );
}
