/**
 * Webhooks (issue 18, point 1): one signed endpoint per practice and the log of its deliveries.
 *
 * A row trigger on form_submissions writes, in the transaction of the change itself, one
 * delivery row and one 'webhook.deliver' job (transactional outbox) when a submission is
 * created (not as spam), marked processed, or deleted, and only when the practice has an
 * enabled endpoint. So every path that changes a submission (intake, inbox, bulk delete,
 * retention, erasure) is covered without each of them remembering to. Deliveries carry ids,
 * the event type and times only; never form data.
 *
 * The endpoint's signing secret is stored encrypted with the practice's data key
 * (lib/crypto.ts, bound to table, practice and column).
 */
import { type Kysely, sql } from 'kysely';
import { grantToApp, tenantIsolation } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table webhook_endpoints (
      tenant_id uuid primary key references tenants(id) on delete cascade,
      url text not null,
      secret bytea not null,
      key_version integer not null,
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      secret_rotated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table webhook_deliveries (
      id uuid primary key default gen_random_uuid(),
      tenant_id uuid not null references tenants(id) on delete cascade,
      event_type text not null
        check (event_type in ('submission.created', 'submission.processed', 'submission.deleted', 'webhook.test')),
      submission_id uuid,
      status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
      attempts integer not null default 0,
      response_status integer,
      last_error text,
      created_at timestamptz not null default now(),
      delivered_at timestamptz
    )`.execute(db);
  await sql`create index webhook_deliveries_tenant_created_idx on webhook_deliveries (tenant_id, created_at desc)`.execute(
    db,
  );

  for (const table of ['webhook_endpoints', 'webhook_deliveries']) {
    await grantToApp(db, table, ['select', 'insert', 'update', 'delete']);
    await tenantIsolation(db, table);
  }

  // Runs as the caller (row-level security applies). When a practice is deleted its
  // submissions go by cascade after the practice's row: nothing is written then (the foreign
  // keys of deliveries and jobs would refuse it, and there is nobody left to tell).
  await sql`
    create function webhook_enqueue() returns trigger language plpgsql as $$
    declare
      t uuid;
      sid uuid;
      ev text;
      did uuid;
    begin
      if tg_op = 'INSERT' then
        if new.is_spam then return null; end if;
        t := new.tenant_id; sid := new.id; ev := 'submission.created';
      elsif tg_op = 'UPDATE' then
        if not new.is_processed or old.is_processed then return null; end if;
        t := new.tenant_id; sid := new.id; ev := 'submission.processed';
      else
        t := old.tenant_id; sid := old.id; ev := 'submission.deleted';
      end if;
      if not exists (select 1 from webhook_endpoints e where e.tenant_id = t and e.enabled) then
        return null;
      end if;
      if not exists (select 1 from tenants where id = t) then return null; end if;
      insert into webhook_deliveries (tenant_id, event_type, submission_id) values (t, ev, sid)
        returning id into did;
      insert into jobs (queue, payload, tenant_id, run_at, max_attempts)
        values ('webhook.deliver', jsonb_build_object('deliveryId', did), t, now(), 8);
      return null;
    end;
    $$`.execute(db);
  await sql`
    create trigger form_submissions_webhook
      after insert or update of is_processed or delete on form_submissions
      for each row execute function webhook_enqueue()`.execute(db);
}
