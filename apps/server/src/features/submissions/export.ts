/**
 * The inbox as CSV (issue 18, point 5) for staff, under the list's current filters (practice,
 * spam, type), newest first, at most EXPORT_MAX_ROWS rows. What it holds is decided to be
 * exactly what the inbox list's cards show: reference, date, practice, request type, the
 * card's title (name or e-mail) and preview line (the message's first 160 characters),
 * status, spam score and the anamnesis markers. Never the full form data, files, anamnesis
 * answers or sender addresses (docs/decisions/0019-inbox-csv-export.md). Audited with the row
 * count and filters; de-DE Excel format like the user export (lib/csv.ts).
 */
import {
  type FormType,
  formTypeLabels,
  isReceptionLanguage,
  languageInfo,
  previewLine,
  shortId,
  submissionKindLabel,
  submissionTitle,
} from '@praxisdesk/domain';
import type { Database } from '../../db/index.js';
import type { Keyring } from '../../lib/crypto.js';
import { excelDateTimeDe, isoDateBerlin, toCsv } from '../../lib/csv.js';
import { tenantTransactions } from '../../lib/tenantTx.js';
import { type AuthContext, requireUser, tenantScope } from '../auth/context.js';
import { toSummary } from './mappers.js';
import { submissionsRepository as repo } from './repository.js';

export const EXPORT_MAX_ROWS = 10_000;

export const INBOX_CSV_HEADER = [
  'Referenz',
  'Eingegangen am',
  'Praxis',
  'Art',
  'Formular',
  'Titel',
  'Vorschau',
  'Status',
  'Spam',
  'Spam-Score',
  'Anamnese',
  'Warnzeichen',
  // The language badge of the card (issue 21): empty for German.
  'Sprache',
] as const;

export interface ExportFilter {
  tenant?: string | undefined;
  includeSpam: boolean;
  formType?: FormType | undefined;
}

const yesNo = (b: boolean) => (b ? 'Ja' : 'Nein');

export function inboxExport(db: Database, keyring: Keyring) {
  const inTenant = tenantTransactions(db, keyring);
  return {
    async exportCsv(auth: AuthContext | null, f: ExportFilter): Promise<{ fileName: string; body: string }> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a, f.tenant);
      return inTenant(a, tenantIds, async ({ tx, audit }) => {
        const { rows } = await repo.list(tx, {
          tenantIds,
          includeSpam: f.includeSpam,
          formType: f.formType,
          limit: EXPORT_MAX_ROWS,
          offset: 0,
        });
        const summaries = await Promise.all(rows.map((r) => toSummary(tx, keyring, r)));
        const body = toCsv(
          INBOX_CSV_HEADER,
          summaries.map((s) => [
            shortId(s.id).toUpperCase(),
            excelDateTimeDe(new Date(s.createdAt)),
            s.tenantName,
            submissionKindLabel(s.formType, s.formData),
            formTypeLabels[s.formType],
            submissionTitle(s.id, s.formData),
            previewLine(s.formData, s.formType, s.tenantName),
            s.isProcessed ? 'Erledigt' : 'Offen',
            yesNo(s.isSpam),
            String(s.spamScore),
            yesNo(s.hasAnamnese),
            yesNo(s.anamnesisRedFlags),
            isReceptionLanguage(s.language) && s.language !== 'de' ? languageInfo[s.language].german : '',
          ]),
        );
        // One entry per practice in the export (the trail is read per practice).
        for (const tenantId of tenantIds) {
          await audit({
            tenantId,
            action: 'submission.inbox_export',
            details: {
              rows: summaries.filter((s) => s.tenantId === tenantId).length,
              includeSpam: f.includeSpam,
              formType: f.formType ?? null,
            },
          });
        }
        return { fileName: `posteingang_export_${isoDateBerlin(new Date())}.csv`, body };
      });
    },
  };
}

export type InboxExport = ReturnType<typeof inboxExport>;
