/**
 * SQL of the contact index (contactIndex.ts, decision 0014): rows still without keys, writing
 * the keys of a batch in one statement, the candidates of a person search, and the job that
 * indexes the rest. Tenant-data functions take the tenant id; callers open the transaction.
 */
import { sql } from 'kysely';
import type { Tx } from '../../db/scope.js';
import type { ContactKeys } from './contactIndex.js';

const contactColumns = ['id', 'form_type', 'form_data', 'key_version', 'created_at'] as const;

export const contactIndexRepository = {
  /** Up to `limit` of the practice's submissions without keys, ids above `after`. */
  unindexedBatch(tx: Tx, tenantId: string, after: string, limit: number) {
    return tx
      .selectFrom('form_submissions')
      .select(['id', 'form_data', 'key_version'])
      .where('tenant_id', '=', tenantId)
      .where('contact_email_key', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /** Writes the keys of many submissions of one practice in one statement. */
  async setKeys(tx: Tx, tenantId: string, keysById: Record<string, ContactKeys>): Promise<void> {
    await sql`
    update form_submissions f
    set contact_email_key = v.keys->>'contact_email_key', contact_phone_key = v.keys->>'contact_phone_key'
    from jsonb_each(${JSON.stringify(keysById)}::jsonb) as v (id, keys)
    where f.tenant_id = ${tenantId} and f.id = v.id::uuid`.execute(tx);
  },

  /** The practices that still have submissions without keys (crossTenant). */
  tenantsWithUnindexed(tx: Tx) {
    return tx
      .selectFrom('form_submissions')
      .select('tenant_id')
      .distinct()
      .where('contact_email_key', 'is', null)
      .execute();
  },

  /** Queues one indexing run when some submission has no keys yet (crossTenant). */
  async ensureIndexJob(tx: Tx, queue: string): Promise<void> {
    await sql`
      insert into jobs (queue, payload, run_at, max_attempts)
      select ${queue}, '{}'::jsonb, now(), 5
      where exists (select 1 from form_submissions where contact_email_key is null)
      on conflict do nothing`.execute(tx);
  },

  /** One submission's contact-relevant columns. */
  contactRow(tx: Tx, tenantId: string, id: string) {
    return tx
      .selectFrom('form_submissions')
      .select(contactColumns)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** Submissions whose e-mail or phone key is one of the given ('' keys are left out). */
  rowsByKeys(tx: Tx, tenantId: string, keys: ContactKeys) {
    return tx
      .selectFrom('form_submissions')
      .select(contactColumns)
      .where('tenant_id', '=', tenantId)
      .where((eb) =>
        eb.or([
          ...(keys.contact_email_key ? [eb('contact_email_key', '=', keys.contact_email_key)] : []),
          ...(keys.contact_phone_key ? [eb('contact_phone_key', '=', keys.contact_phone_key)] : []),
        ]),
      )
      .execute();
  },

  /** Submissions the background job has not indexed yet. */
  unindexedRows(tx: Tx, tenantId: string) {
    return tx
      .selectFrom('form_submissions')
      .select(contactColumns)
      .where('tenant_id', '=', tenantId)
      .where('contact_email_key', 'is', null)
      .execute();
  },
};
