/**
 * A submission with everything stored about it, decrypted: the unit of the patient export
 * (Art. 15/20) and the tenant export. Call inside a transaction scoped to the tenant.
 */
import type { Tx } from '../../db/scope.js';
import type { Keyring } from '../../lib/crypto.js';
import { openFileName } from '../intake/fileNames.js';
import { recordsRepository as repo } from './records.repository.js';

export interface FullRecord {
  id: string;
  formType: string;
  createdAt: string;
  isSpam: boolean;
  isProcessed: boolean;
  processedAt: string | null;
  formData: Record<string, unknown>;
  file: { fileName: string; fileType: string; size: number; path: string } | null;
  anamneses: Array<{
    id: string;
    completedAt: string;
    answers: unknown;
    summaries: Array<{ aiModel: string; createdAt: string; summary: unknown }>;
  }>;
  emails: Array<{ kind: string; subject: string; status: string; sentAt: string | null }>;
  /** Set when staff deleted it under a retention duty (issue 17): kept until retainUntil. */
  hiddenAt?: string | null;
  /** The reception language the patient used (issue 21); absent for German. */
  language?: string | null;
  retainUntil?: string | null;
}

export interface RecordWithFile {
  record: FullRecord;
  fileBytes: Buffer | null;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** Keeps a file name safe inside a ZIP: no folders, no control characters. */
export const zipSafeName = (name: string) =>
  name
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .replace(/^\.+/, '_')
    .slice(0, 120) || 'datei';

export async function loadFullRecords(
  tx: Tx,
  keyring: Keyring,
  tenantId: string,
  ids: readonly string[],
): Promise<RecordWithFile[]> {
  if (ids.length === 0) return [];
  const subs = await repo.submissions(tx, tenantId, ids);
  const out: RecordWithFile[] = [];
  for (const s of subs) {
    const ref = { tenantId, table: 'form_submissions', recordId: s.id };
    const formData = await keyring.decrypt<Record<string, unknown>>(tx, ref, s.form_data, s.key_version);
    const fileRow = await repo.file(tx, tenantId, s.id);
    let fileBytes: Buffer | null = null;
    let file: FullRecord['file'] = null;
    if (fileRow) {
      fileBytes = await keyring.decryptBytes(
        tx,
        { tenantId, table: 'submission_files', recordId: s.id },
        fileRow.content,
        fileRow.key_version,
      );
      const meta = (s.prescription_file ?? {}) as { fileName?: string; fileType?: string };
      const fileName = zipSafeName(
        await openFileName(keyring, tx, {
          tenantId,
          submissionId: s.id,
          name: fileRow.name,
          nameKeyVersion: fileRow.name_key_version,
          legacy: meta.fileName,
        }),
      );
      file = {
        fileName,
        fileType: meta.fileType || 'application/octet-stream',
        size: fileBytes.length,
        path: `dateien/${s.id}/${fileName}`,
      };
    }
    const anRows = await repo.anamneses(tx, tenantId, s.id);
    const anamneses: FullRecord['anamneses'] = [];
    for (const a of anRows) {
      const answers = await keyring.decrypt(
        tx,
        { tenantId, table: 'anamnese_submissions', recordId: a.id },
        a.answers,
        a.key_version,
      );
      const sums = await repo.aiSummaries(tx, tenantId, a.id);
      const summaries = [];
      for (const m of sums) {
        summaries.push({
          aiModel: m.ai_model,
          createdAt: iso(m.created_at) ?? '',
          summary: await keyring.decrypt(
            tx,
            { tenantId, table: 'anamnese_ai_summaries', recordId: m.id },
            m.summary,
            m.key_version,
          ),
        });
      }
      anamneses.push({ id: a.id, completedAt: iso(a.completed_at) ?? '', answers, summaries });
    }
    const emails = await repo.emails(tx, tenantId, s.id);
    out.push({
      record: {
        id: s.id,
        formType: s.form_type,
        createdAt: iso(s.created_at) ?? '',
        isSpam: s.is_spam,
        isProcessed: s.is_processed,
        processedAt: iso(s.processed_at),
        formData,
        file,
        anamneses,
        emails: emails.map((e) => ({ kind: e.kind, subject: e.subject, status: e.status, sentAt: iso(e.sent_at) })),
        ...(s.hidden_at ? { hiddenAt: iso(s.hidden_at), retainUntil: iso(s.retain_until) } : {}),
        ...(s.language ? { language: s.language } : {}),
      },
      fileBytes,
    });
  }
  return out;
}
