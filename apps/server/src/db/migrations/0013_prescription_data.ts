/**
 * Issue 20, the prescription workflow: staff's keyed Muster 13 data (encrypted with the
 * practice's data key, bound to the row and column like form_data) and the computed start-by
 * deadline ("Behandlungsbeginn spätestens") as a plain date, so the inbox can sort and count by
 * it. A date alone names no person and no condition; why it may stay unencrypted:
 * docs/security.md, "Prescription deadline".
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table form_submissions
    add column prescription_data bytea,
    add column prescription_key_version integer,
    add column treatment_deadline date`.execute(db);
  // The list sorted by deadline (earliest first, none last, then newest) reads this index in
  // order and stops after a page; the 7-day counter is a range scan of it (bench/README.md).
  await sql`create index form_submissions_deadline_idx
    on form_submissions (tenant_id, treatment_deadline, created_at desc, id desc)`.execute(db);
}
