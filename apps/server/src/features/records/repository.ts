/**
 * SQL of the prescription workflow (issue 20): staff's keyed Muster 13 data and the deadline
 * column of form_submissions (migration 0013). Scoped by the tenant ids the service checked.
 */
import { sql } from 'kysely';
import type { Tx } from '../../db/scope.js';

export const recordsRepository = {
  /** What saving keyed data needs of the submission: its practice and the patient's form data. */
  prescriptionTarget(tx: Tx, tenantIds: readonly string[], id: string) {
    return tx
      .selectFrom('form_submissions')
      .select(['id', 'tenant_id', 'form_data', 'key_version'])
      .where('tenant_id', 'in', [...tenantIds])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  async savePrescription(
    tx: Tx,
    tenantIds: readonly string[],
    id: string,
    v: { blob: Buffer | null; keyVersion: number | null; deadline: string | null },
  ): Promise<void> {
    await tx
      .updateTable('form_submissions')
      .set({
        prescription_data: v.blob,
        prescription_key_version: v.keyVersion,
        treatment_deadline: v.deadline,
        updated_at: new Date(),
      })
      .where('tenant_id', 'in', [...tenantIds])
      .where('id', '=', id)
      .execute();
  },

  /** The practice's logo URL (for the PDF): the administration's, else the online reception's. */
  async logoUrl(tx: Tx, tenantId: string): Promise<string | null> {
    const r = await tx
      .selectFrom('tenants')
      .select(['logo_url', sql<string | null>`reception_config->>'logoUrl'`.as('reception_logo')])
      .where('id', '=', tenantId)
      .executeTakeFirst();
    return r?.logo_url || r?.reception_logo || null;
  },
};
