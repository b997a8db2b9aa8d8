/**
 * The language a patient used in the reception (issue 21): a language code of the reception
 * ('tr', 'ar', …), or null for German and for forms posted by practice websites. Not health
 * data and not the content: staff see a badge ("Türkisch") so they can plan the appointment,
 * and the patient's confirmation e-mail is written in it. Free text stays as written.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table form_submissions add column language text
      constraint form_submissions_language_check check (language ~ '^[a-z]{2}$')
  `.execute(db);
}
