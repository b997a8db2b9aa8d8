/**
 * Anamnesis in the back-office (issue 7).
 *
 * - form_submissions.anamnesis_red_flags: whether the patient's anamnesis raised a red flag,
 *   set at intake and at each generation, so the inbox list can show the badge without
 *   decrypting anything per row. A boolean, never which flag (that stays encrypted).
 * - form_submissions.generated_text_key_version: the data-key version of generated_text (the
 *   clinical text), which is encrypted on its own and may be newer than form_data's key.
 * - anamnese_submissions.{summary,text}_{status,error}: progress of the durable generation job
 *   (processAnamnese), polled by the card. Errors are our own German texts, never model output.
 * - anamnese_ai_summaries.note: set when the model failed and the rule-based provider wrote
 *   the summary instead, so staff see why.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table form_submissions
      add column anamnesis_red_flags boolean not null default false,
      add column generated_text_key_version integer`.execute(db);
  const status = (c: string) => sql.raw(`${c} text check (${c} in ('pending', 'processing', 'done', 'failed'))`);
  await sql`
    alter table anamnese_submissions
      add column ${status('summary_status')},
      add column summary_error text,
      add column ${status('text_status')},
      add column text_error text`.execute(db);
  await sql`alter table anamnese_ai_summaries add column note text`.execute(db);
}
