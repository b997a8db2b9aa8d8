/**
 * Webhooks (0014) and records kept under a retention duty (0011): hiding a record takes it out
 * of the inbox, so the practice's receiver hears `submission.deleted` (links null, as for a
 * deletion); an admin's restore brings it back, so the receiver hears `submission.created`
 * again. The final deletion of a hidden record by the retention job says nothing more: the
 * receiver was told when it left the inbox.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function webhook_enqueue() returns trigger language plpgsql as $$
    declare
      t uuid;
      sid uuid;
      ev text;
      did uuid;
    begin
      if tg_op = 'INSERT' then
        if new.is_spam or new.hidden_at is not null then return null; end if;
        t := new.tenant_id; sid := new.id; ev := 'submission.created';
      elsif tg_op = 'UPDATE' then
        t := new.tenant_id; sid := new.id;
        if old.hidden_at is null and new.hidden_at is not null then
          ev := 'submission.deleted';
        elsif old.hidden_at is not null and new.hidden_at is null then
          if new.is_spam then return null; end if;
          ev := 'submission.created';
        elsif new.is_processed and not old.is_processed and new.hidden_at is null then
          ev := 'submission.processed';
        else
          return null;
        end if;
      else
        if old.hidden_at is not null then return null; end if;
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
  await sql`drop trigger form_submissions_webhook on form_submissions`.execute(db);
  await sql`
    create trigger form_submissions_webhook
      after insert or update of is_processed, hidden_at or delete on form_submissions
      for each row execute function webhook_enqueue()`.execute(db);
}
