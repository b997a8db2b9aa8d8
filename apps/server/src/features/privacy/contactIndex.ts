/**
 * The contact index, a blind index (decision 0014): keyed hashes of a submission's normalised
 * e-mail address and phone number, stored beside its encrypted form data
 * (form_submissions.contact_email_key, contact_phone_key), so finding one person's submissions for an Art. 15/20
 * export or an erasure is an index lookup instead of decrypting the practice's whole history.
 *
 * - A key says nothing without the server secret, and is bound to the practice: the same
 *   address gives different keys in two practices, so keys cannot be joined across tenants.
 * - Intake writes the keys with the submission. Rows without keys (stored before the index
 *   existed, or by the demo seed or an import) are indexed by a background job queued at the
 *   worker's start; until it is through, a search also decrypts the rows still without keys.
 * - A hit is only a candidate: the caller still compares the decrypted contact details.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { crossTenant, type Tx, withTenant } from '../../db/scope.js';
import type { JobHandlers, QueueName } from '../../jobs/payloads.js';
import type { Keyring } from '../../lib/crypto.js';
import { hmac, subkey } from '../../lib/tokens.js';

const PHONE_KEYS = ['telefon', 'phone', 'tel', 'telephone', 'mobil', 'mobile', 'handy'];

export const normEmail = (v: unknown) => (typeof v === 'string' && v.includes('@') ? v.trim().toLowerCase() : '');

/** Digits only, +49/0049 folded to 0; too short to identify anyone counts as none. */
export function normPhone(v: unknown): string {
  if (typeof v !== 'string') return '';
  let d = v.replace(/[^\d+]/g, '');
  if (d.startsWith('+49')) d = `0${d.slice(3)}`;
  else if (d.startsWith('0049')) d = `0${d.slice(4)}`;
  d = d.replace(/\D/g, '');
  return d.length >= 6 ? d : '';
}

export const phoneOf = (f: Record<string, unknown>) => {
  for (const k of PHONE_KEYS) {
    const p = normPhone(f[k]);
    if (p) return p;
  }
  return '';
};

/**
 * Part of every key. Change it whenever normEmail or normPhone change, together with a
 * migration that sets both key columns to null, so every row is indexed again the new way.
 */
const VERSION = 'v1';

export function contactIndex(masterKey: Buffer) {
  const key = subkey(masterKey, 'contact-index');
  const keyOf = (tenantId: string, kind: 'e' | 'p', value: string) =>
    `${kind}:${hmac(key, `${VERSION}\0${tenantId}\0${kind}\0${value}`).subarray(0, 16).toString('base64url')}`;
  return {
    /** The key columns of one submission's form data ('' where it gives none). */
    keysOf(tenantId: string, formData: Record<string, unknown>): ContactKeys {
      const email = normEmail(formData.email);
      const phone = phoneOf(formData);
      return {
        contact_email_key: email ? keyOf(tenantId, 'e', email) : '',
        contact_phone_key: phone ? keyOf(tenantId, 'p', phone) : '',
      };
    },
  };
}

export interface ContactKeys {
  contact_email_key: string;
  contact_phone_key: string;
}

export type ContactIndex = ReturnType<typeof contactIndex>;

export const CONTACT_INDEX_QUEUE = 'privacy.contact_index' satisfies QueueName;

const BATCH = 500;

/**
 * Gives up to BATCH of the practice's submissions without keys (ids above `after`) their keys,
 * in one statement. A row that cannot be decrypted gets none (it could not match before
 * either). Answers the last id handled, or null when there was none left.
 */
async function indexBatch(
  tx: Tx,
  keyring: Keyring,
  index: ContactIndex,
  tenantId: string,
  after: string,
): Promise<string | null> {
  const rows = await tx
    .selectFrom('form_submissions')
    .select(['id', 'form_data', 'key_version'])
    .where('tenant_id', '=', tenantId)
    .where('contact_email_key', 'is', null)
    .where('id', '>', after)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  if (rows.length === 0) return null;
  const keysById: Record<string, ContactKeys> = {};
  for (const r of rows) {
    try {
      const f = await keyring.decrypt<Record<string, unknown>>(
        tx,
        { tenantId, table: 'form_submissions', recordId: r.id },
        r.form_data,
        r.key_version,
      );
      keysById[r.id] = index.keysOf(tenantId, f);
    } catch {
      keysById[r.id] = { contact_email_key: '', contact_phone_key: '' };
    }
  }
  await sql`
    update form_submissions f
    set contact_email_key = v.keys->>'contact_email_key', contact_phone_key = v.keys->>'contact_phone_key'
    from jsonb_each(${JSON.stringify(keysById)}::jsonb) as v (id, keys)
    where f.tenant_id = ${tenantId} and f.id = v.id::uuid`.execute(tx);
  return rows[rows.length - 1]?.id ?? null;
}

/**
 * Indexes every submission stored without keys (before migration 0009, or by the demo seed or
 * an import), practice by practice, one short transaction per batch, so searches and intake
 * are never held up for long. Until then a search decrypts the rows still without keys.
 */
export async function indexUnindexed(
  db: Database,
  keyring: Keyring,
  index: ContactIndex,
  stopAt = Number.POSITIVE_INFINITY,
): Promise<'done' | 'more'> {
  const tenants = await crossTenant(db, (tx) =>
    tx.selectFrom('form_submissions').select('tenant_id').distinct().where('contact_email_key', 'is', null).execute(),
  );
  for (const { tenant_id: tenantId } of tenants) {
    let after: string | null = '00000000-0000-0000-0000-000000000000';
    while (after !== null) {
      if (Date.now() >= stopAt) return 'more';
      const from: string = after;
      after = await withTenant(db, tenantId, (tx) => indexBatch(tx, keyring, index, tenantId, from));
    }
  }
  return 'done';
}

/** Queues one indexing run when some submission has no keys yet; safe from every process at start-up. */
export async function ensureContactIndexScheduled(db: Database): Promise<void> {
  await crossTenant(db, (tx) =>
    sql`
      insert into jobs (queue, payload, run_at, max_attempts)
      select ${CONTACT_INDEX_QUEUE}, '{}'::jsonb, now(), 5
      where exists (select 1 from form_submissions where contact_email_key is null)
      on conflict do nothing`.execute(tx),
  );
}

/** One run works for at most this long (well within a job's lease), then queues the next. */
const RUN_MS = 20_000;

export function contactIndexJobHandlers(db: Database, keyring: Keyring, index: ContactIndex): JobHandlers {
  return {
    [CONTACT_INDEX_QUEUE]: async () => {
      if ((await indexUnindexed(db, keyring, index, Date.now() + RUN_MS)) === 'more') {
        await ensureContactIndexScheduled(db);
      }
    },
  };
}
