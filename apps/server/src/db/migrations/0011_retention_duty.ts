/**
 * Issue 17, remaining points (docs/retention.md, docs/security.md):
 *
 * - Deletion under a legal retention duty hides instead of deleting: form_submissions gets
 *   hidden_at / hidden_by / hidden_reason / retain_until. A restrictive row-level security policy
 *   keeps hidden rows out of EVERY query of the app role unless the transaction says
 *   `app.include_hidden = on` (the admin view "Gelöscht (Aufbewahrungspflicht)", restore, the
 *   retention run, the exports). So inbox lists, search, read-only links, spam scans, CSV or
 *   webhook paths never see them, whoever writes the query.
 * - The inbox counters (migration 0005) count visible rows only: hiding counts as a removal,
 *   restoring as an addition.
 * - The IP blacklist is per practice: tenant_id null = a global entry (system administrator
 *   only); unique per (practice, hash) and per hash among global entries.
 * - The uploaded file's name is stored encrypted beside the file (submission_files.name);
 *   form_submissions.prescription_file keeps type, size and time only. Existing plaintext
 *   names are sealed by the worker at start (features/intake/fileNames.ts), then removed.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table form_submissions
    add column hidden_at timestamptz,
    add column hidden_by uuid references users(id) on delete set null,
    add column hidden_reason text,
    add column retain_until timestamptz`.execute(db);
  await sql`create index form_submissions_hidden_idx on form_submissions (tenant_id, hidden_at desc)
    where hidden_at is not null`.execute(db);
  await sql`create policy hidden_rows on form_submissions as restrictive for all
    using (hidden_at is null or current_setting('app.include_hidden', true) = 'on')
    with check (true)`.execute(db);

  // The counters of migration 0005, now over visible rows only.
  const upsert = `
            insert into submission_counts as c (tenant_id, form_type, total, spam, processed, changes)
            select tenant_id, form_type, dt, ds, dp, n from delta
            on conflict (tenant_id, form_type) do update
              set total = c.total + excluded.total,
                  spam = c.spam + excluded.spam,
                  processed = c.processed + excluded.processed,
                  changes = c.changes + excluded.changes
            returning c.tenant_id`;
  const subtract = `
            update submission_counts c
              set total = c.total + d.dt, spam = c.spam + d.ds, processed = c.processed + d.dp,
                  changes = c.changes + d.n
            from delta d where c.tenant_id = d.tenant_id and c.form_type = d.form_type
            returning c.tenant_id`;
  for (const [op, rows] of [
    [
      'insert',
      'select tenant_id, form_type, 1 as dt, is_spam::int as ds, is_processed::int as dp from new_rows where hidden_at is null',
    ],
    [
      'delete',
      'select tenant_id, form_type, -1 as dt, -(is_spam::int) as ds, -(is_processed::int) as dp from old_rows where hidden_at is null',
    ],
    [
      'update',
      `select tenant_id, form_type, 1 as dt, is_spam::int as ds, is_processed::int as dp from new_rows where hidden_at is null
       union all
       select tenant_id, form_type, -1, -(is_spam::int), -(is_processed::int) from old_rows where hidden_at is null`,
    ],
  ] as const) {
    await sql
      .raw(`
      create or replace function submission_counts_on_${op}() returns trigger language plpgsql as $$
      declare t text;
      begin
        for t in
          with changed as (${rows}),
          delta as (
            select tenant_id, form_type, sum(dt)::int as dt, sum(ds)::int as ds, sum(dp)::int as dp,
                   count(*) as n
            from changed
            group by tenant_id, form_type
            having sum(dt) <> 0 or sum(ds) <> 0 or sum(dp) <> 0
          ),
          written as (${op === 'delete' ? subtract : upsert})
          select distinct tenant_id::text from written
        loop
          perform pg_notify('inbox_changed', t);
        end loop;
        return null;
      end $$`)
      .execute(db);
  }

  // Per-practice blacklist.
  await sql`alter table ip_blacklist drop constraint ip_blacklist_pkey`.execute(db);
  await sql`alter table ip_blacklist
    add column id uuid not null default gen_random_uuid() primary key,
    add column tenant_id uuid references tenants(id) on delete cascade`.execute(db);
  await sql`create unique index ip_blacklist_global_uq on ip_blacklist (ip_hash) where tenant_id is null`.execute(db);
  await sql`create unique index ip_blacklist_tenant_uq on ip_blacklist (tenant_id, ip_hash)
    where tenant_id is not null`.execute(db);

  // Encrypted file name.
  await sql`alter table submission_files add column name bytea, add column name_key_version integer`.execute(db);
}
