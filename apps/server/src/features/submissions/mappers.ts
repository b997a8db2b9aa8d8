/**
 * Submission rows to the API's shapes: the summary of the inbox list and the detail (spam
 * reasons, file metadata, e-mail log) of the staff detail page and the read-only link view.
 */
import { formTypes, type PrescriptionData, type SubmissionDetail, type SubmissionSummary } from '@praxisdesk/domain';
import type { Tx } from '../../db/scope.js';
import { DECRYPTION_FAILED, decryptFormData, type Keyring } from '../../lib/crypto.js';
import { openFileName } from '../intake/fileNames.js';
import { submissionsRepository as repo } from './repository.js';

export interface SummaryRow {
  id: string;
  tenant_id: string;
  tenant_name: string;
  form_type: string;
  form_data: Buffer;
  key_version: number;
  is_spam: boolean;
  is_processed: boolean;
  processed_at: Date | null;
  spam_score: number;
  quarantine_status: SubmissionSummary['quarantineStatus'];
  has_anamnese: boolean;
  anamnesis_red_flags: boolean;
  created_at: Date;
  treatment_deadline?: string | null;
  language?: string | null;
}

/** Where staff's keyed prescription data is sealed (issue 20; features/records). */
export const prescriptionDataRef = (tenantId: string, submissionId: string) => ({
  tenantId,
  table: 'form_submissions',
  recordId: submissionId,
  column: 'prescription_data',
});

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export async function toSummary(tx: Tx, keyring: Keyring, row: SummaryRow): Promise<SubmissionSummary> {
  let formData: Record<string, unknown>;
  try {
    formData = await decryptFormData(keyring, tx, {
      tenantId: row.tenant_id,
      id: row.id,
      formData: row.form_data,
      keyVersion: row.key_version,
    });
  } catch {
    // One unreadable record must not break the whole list (spec §5: error object).
    formData = { ...DECRYPTION_FAILED };
  }
  return summaryOf(row, formData);
}

/** toSummary for a row that brings its wrapped data key (the inbox list's one statement): no query. */
export function toSummaryWithKey(keyring: Keyring, row: SummaryRow & { wrapped_key: Buffer | null }) {
  let formData: Record<string, unknown>;
  try {
    const ref = { tenantId: row.tenant_id, table: 'form_submissions', recordId: row.id };
    formData = keyring.decryptWithKey(ref, row.form_data, row.key_version, row.wrapped_key);
  } catch {
    formData = { ...DECRYPTION_FAILED };
  }
  return summaryOf(row, formData);
}

function summaryOf(row: SummaryRow, formData: Record<string, unknown>): SubmissionSummary {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    formType: formTypes.includes(row.form_type as never) ? (row.form_type as SubmissionSummary['formType']) : 'contact',
    createdAt: new Date(row.created_at).toISOString(),
    isSpam: row.is_spam,
    isProcessed: row.is_processed,
    processedAt: iso(row.processed_at),
    spamScore: row.spam_score,
    quarantineStatus: row.quarantine_status,
    hasAnamnese: row.has_anamnese,
    anamnesisRedFlags: row.anamnesis_red_flags,
    treatmentDeadline: row.treatment_deadline ?? null,
    language: row.language ?? null,
    formData,
  };
}

/**
 * The detail of one submission; null when it is not visible in this transaction. Call inside
 * withTenant for the row's tenant.
 */
export async function loadDetail(tx: Tx, keyring: Keyring, id: string): Promise<SubmissionDetail | null> {
  const row = await repo.detailRow(tx, id);
  if (!row) return null;
  const logs = await repo.emailLogs(tx, id);
  const prescriptionData =
    row.prescription_data && row.prescription_key_version !== null
      ? await keyring.decrypt<PrescriptionData>(
          tx,
          prescriptionDataRef(row.tenant_id, row.id),
          row.prescription_data,
          row.prescription_key_version,
        )
      : null;
  return {
    ...(await toSummary(tx, keyring, row)),
    updatedAt: new Date(row.updated_at).toISOString(),
    spamConfidence: row.spam_confidence,
    spamReasons: Array.isArray(row.spam_reasons) ? (row.spam_reasons as SubmissionDetail['spamReasons']) : [],
    prescriptionFile: row.prescription_file
      ? ({
          ...(row.prescription_file as Omit<NonNullable<SubmissionDetail['prescriptionFile']>, 'fileName'>),
          fileName: await openFileName(keyring, tx, {
            tenantId: row.tenant_id,
            submissionId: row.id,
            name: row.file_name,
            nameKeyVersion: row.file_name_key_version,
            legacy: (row.prescription_file as { fileName?: unknown }).fileName,
          }),
        } as SubmissionDetail['prescriptionFile'])
      : null,
    prescriptionData,
    emailLogs: logs.map((l) => ({
      id: l.id,
      recipient: l.recipient,
      subject: l.subject,
      status: l.status,
      kind: l.kind,
      sentAt: iso(l.sent_at),
      createdAt: new Date(l.created_at).toISOString(),
      errorMessage: l.error_message,
    })),
  };
}
