/**
 * The contact index (decision 0014, features/privacy/contactIndex.ts): keyed hashes of a
 * submission's e-mail address and phone number, so one person's submissions are found by an
 * index lookup instead of by decrypting the practice's history.
 *
 * Existing rows keep null ("not indexed yet"); a background job indexes them (queued at the
 * worker's start, at most one pending), walking the partial index in id order.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // null: not indexed yet; '': indexed, none given. Plain text columns with btree indexes, not
  // an array with GIN: under row-level security the planner may use an index only for
  // leakproof operators, which text equality is and array overlap is not.
  await sql`alter table form_submissions add column contact_email_key text, add column contact_phone_key text`.execute(
    db,
  );
  await sql`create index form_submissions_contact_email_idx on form_submissions (tenant_id, contact_email_key)`.execute(
    db,
  );
  await sql`create index form_submissions_contact_phone_idx on form_submissions (tenant_id, contact_phone_key)`.execute(
    db,
  );
  await sql`create index form_submissions_unindexed_contacts_idx on form_submissions (tenant_id, id)
    where contact_email_key is null`.execute(db);
  await sql`create unique index jobs_one_pending_contact_index on jobs (queue)
    where queue = 'privacy.contact_index' and status = 'pending'`.execute(db);
}
