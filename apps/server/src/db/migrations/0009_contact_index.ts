/**
 * The contact index (decision 0014, features/privacy/contactIndex.ts): keyed hashes of a
 * submission's e-mail address and phone number, so one person's submissions are found by an
 * index lookup instead of by decrypting the practice's history.
 *
 * Existing rows keep null ("not indexed yet") and are indexed the first time a search in
 * their practice needs them; the partial index finds those rows without a scan.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table form_submissions add column contact_keys text[]`.execute(db);
  await sql`create index form_submissions_contact_keys_idx on form_submissions using gin (contact_keys)`.execute(db);
  await sql`create index form_submissions_unindexed_contacts_idx on form_submissions (tenant_id)
    where contact_keys is null`.execute(db);
}
