/**
 * The uploaded file's name is health data too ("Rezept_Erika_Mustermann_Bandscheibe.pdf"):
 * since issue 17 it is sealed beside the file (submission_files.name, AES-GCM with the
 * practice's data key, bound to the row) instead of stored in plaintext in
 * form_submissions.prescription_file. Older rows are sealed by sealPlaintextFileNames at the
 * worker's start.
 */
import type { Database } from '../../db/index.js';
import { crossTenant, type Tx } from '../../db/scope.js';
import type { Keyring } from '../../lib/crypto.js';
import { includeHiddenRows, plaintextFileNames, sealFileName as storeSealedName } from './repository.js';

const ref = (tenantId: string, submissionId: string) => ({
  tenantId,
  table: 'submission_files',
  recordId: submissionId,
  column: 'name',
});

export function sealFileName(keyring: Keyring, tx: Tx, tenantId: string, submissionId: string, name: string) {
  return keyring.encrypt(tx, ref(tenantId, submissionId), name);
}

/** The file's name: the sealed one, else a legacy plaintext one, else a neutral default. */
export async function openFileName(
  keyring: Keyring,
  tx: Tx,
  row: { tenantId: string; submissionId: string; name: Buffer | null; nameKeyVersion: number | null; legacy?: unknown },
): Promise<string> {
  if (row.name && row.nameKeyVersion !== null) {
    try {
      const name = await keyring.decrypt<string>(tx, ref(row.tenantId, row.submissionId), row.name, row.nameKeyVersion);
      if (name) return name;
    } catch {
      // fall through to the neutral name
    }
  }
  if (typeof row.legacy === 'string' && row.legacy) return row.legacy;
  return `rezept-${row.submissionId.slice(0, 8)}`;
}

/** Seals every plaintext file name left from before issue 17; answers how many. */
export async function sealPlaintextFileNames(db: Database, keyring: Keyring): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await crossTenant(db, async (tx) => {
      await includeHiddenRows(tx);
      const rows = await plaintextFileNames(tx, 200);
      for (const r of rows) {
        const sealed = await sealFileName(keyring, tx, r.tenant_id, r.id, r.file_name ?? '');
        await storeSealedName(tx, r.id, sealed);
      }
      return rows.length;
    });
    total += n;
    if (n < 200) return total;
  }
}
