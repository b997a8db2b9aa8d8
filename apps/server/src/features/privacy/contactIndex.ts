/**
 * The contact index, a blind index (decision 0014): keyed hashes of a submission's normalised
 * e-mail address and phone number, stored beside its encrypted form data
 * (form_submissions.contact_keys), so finding one person's submissions for an Art. 15/20
 * export or an erasure is an index lookup instead of decrypting the practice's whole history.
 *
 * - A key says nothing without the server secret, and is bound to the practice: the same
 *   address gives different keys in two practices, so keys cannot be joined across tenants.
 * - Intake writes the keys with the submission. Rows without keys (stored before the index
 *   existed, or written by an import) are indexed once, the first time a search needs them.
 * - A hit is only a candidate: the caller still compares the decrypted contact details.
 */
import { sql } from 'kysely';
import type { Tx } from '../../db/scope.js';
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
 * migration that sets contact_keys to null, so every row is indexed again the new way.
 */
const VERSION = 'v1';

export function contactIndex(masterKey: Buffer) {
  const key = subkey(masterKey, 'contact-index');
  const keyOf = (tenantId: string, kind: 'e' | 'p', value: string) =>
    `${kind}:${hmac(key, `${VERSION}\0${tenantId}\0${kind}\0${value}`).subarray(0, 16).toString('base64url')}`;
  return {
    /** The index keys of one submission's form data (none when it has no contact details). */
    keysOf(tenantId: string, formData: Record<string, unknown>): string[] {
      const keys: string[] = [];
      const email = normEmail(formData.email);
      if (email) keys.push(keyOf(tenantId, 'e', email));
      const phone = phoneOf(formData);
      if (phone) keys.push(keyOf(tenantId, 'p', phone));
      return keys;
    },
  };
}

export type ContactIndex = ReturnType<typeof contactIndex>;

const BATCH = 500;

/**
 * Gives every submission of the practice that has no keys yet its keys, in batches of one
 * statement each. A row that cannot be decrypted gets none (it could not match before either).
 */
export async function indexUnindexed(tx: Tx, keyring: Keyring, index: ContactIndex, tenantId: string) {
  for (;;) {
    const rows = await tx
      .selectFrom('form_submissions')
      .select(['id', 'form_data', 'key_version'])
      .where('tenant_id', '=', tenantId)
      .where('contact_keys', 'is', null)
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    const keysById: Record<string, string[]> = {};
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
        keysById[r.id] = [];
      }
    }
    const updated = await sql`
      update form_submissions f
      set contact_keys = array(select jsonb_array_elements_text(v.keys))
      from jsonb_each(${JSON.stringify(keysById)}::jsonb) as v (id, keys)
      where f.tenant_id = ${tenantId} and f.id = v.id::uuid`.execute(tx);
    // Never loop on rows this statement cannot reach.
    if (Number(updated.numAffectedRows) !== rows.length) throw new Error('contact index: rows not updated');
  }
}
