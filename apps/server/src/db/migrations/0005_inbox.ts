/**
 * Inbox counters and change notifications (spec backoffice §2 stat cards, issue 6 Speed).
 *
 * submission_counts holds, per tenant and form type, how many submissions there are, how many
 * are spam and how many processed, plus a change counter. Statement-level triggers with
 * transition tables keep it exact in the same transaction as the change (one write per
 * tenant/type and statement, so a bulk delete or a spam scan costs one counter update, not one
 * per row; statements that change no count write nothing). The stats and the list's page count
 * read these few rows instead of counting the tenant's whole history on every call.
 *
 * The same triggers send `pg_notify('inbox_changed', tenant_id)`: delivered at commit, to every
 * app process that LISTENs, which pushes it to the open inboxes of that tenant (server-sent
 * events). The payload is the tenant id only, never submission data.
 */
import { type Kysely, sql } from 'kysely';
import { grantToApp, tenantIsolation } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table submission_counts (
      tenant_id uuid not null references tenants(id) on delete cascade,
      form_type text not null,
      total integer not null default 0,
      spam integer not null default 0,
      processed integer not null default 0,
      changes bigint not null default 0,
      primary key (tenant_id, form_type)
    )`.execute(db);

  // One trigger function per operation (each sees only the transition tables it declares):
  // the statement's net change per tenant/type; rows with no change are not written.
  // Deletes only subtract from existing rows: when a tenant is deleted, its submissions go by
  // cascade after the tenant row, and an upsert would then violate the foreign key.
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
    ['insert', 'select tenant_id, form_type, 1 as dt, is_spam::int as ds, is_processed::int as dp from new_rows'],
    [
      'delete',
      'select tenant_id, form_type, -1 as dt, -(is_spam::int) as ds, -(is_processed::int) as dp from old_rows',
    ],
    [
      'update',
      `select tenant_id, form_type, 1 as dt, is_spam::int as ds, is_processed::int as dp from new_rows
       union all
       select tenant_id, form_type, -1, -(is_spam::int), -(is_processed::int) from old_rows`,
    ],
  ] as const) {
    await sql
      .raw(`
      create function submission_counts_on_${op}() returns trigger language plpgsql as $$
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
  await sql`create trigger submission_counts_insert after insert on form_submissions
    referencing new table as new_rows for each statement execute function submission_counts_on_insert()`.execute(db);
  await sql`create trigger submission_counts_delete after delete on form_submissions
    referencing old table as old_rows for each statement execute function submission_counts_on_delete()`.execute(db);
  await sql`create trigger submission_counts_update after update on form_submissions
    referencing old table as old_rows new table as new_rows
    for each statement execute function submission_counts_on_update()`.execute(db);

  // Existing submissions (the migration runs as the owner, which RLS also binds: say so).
  await sql`select set_config('app.cross_tenant', 'on', false)`.execute(db);
  await sql`
    insert into submission_counts (tenant_id, form_type, total, spam, processed, changes)
    select tenant_id, form_type, count(*), count(*) filter (where is_spam),
           count(*) filter (where is_processed), count(*)
    from form_submissions group by tenant_id, form_type`.execute(db);
  await sql`select set_config('app.cross_tenant', '', false)`.execute(db);

  await grantToApp(db, 'submission_counts', ['select', 'insert', 'update']);
  await tenantIsolation(db, 'submission_counts');
}
