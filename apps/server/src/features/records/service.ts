/**
 * The prescription workflow's server side (issue 20): staff key the Muster 13 fields of a
 * submission ("Rezeptdaten erfassen", sealed with the practice's data key beside form_data, and
 * the start-by deadline recomputed), and the record documents: the submission as PDF and the
 * anamnesis as FHIR R4. Access is checked first (requireUser, tenantScope); the documents reuse
 * the inbox's, the anamnesis card's and the access history's own reads (each audited as such),
 * and their download is audited once more as what it is.
 */
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import {
  anamnesisFhirBundle,
  deadlineOf,
  type PrescriptionData,
  type PrescriptionDataResponse,
  shortId,
} from '@praxisdesk/domain';
import type { Database } from '../../db/index.js';
import type { Keyring } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { type TenantTx, tenantTransactions } from '../../lib/tenantTx.js';
import { type AnamnesisService, loadAnamnesisDetail } from '../anamnesis/service.js';
import { type AuthContext, requireUser, tenantScope } from '../auth/context.js';
import type { auditTrailService } from '../privacy/auditTrail.js';
import { loadDetail, prescriptionDataRef } from '../submissions/mappers.js';
import type { SubmissionsService } from '../submissions/service.js';
import { type SubmissionPdfInput, submissionPdf } from './pdf.js';
import { recordsRepository as repo } from './repository.js';

export interface RecordsDeps {
  submissions: Pick<SubmissionsService, 'get'>;
  anamnesis: Pick<AnamnesisService, 'get'>;
  auditTrail: Pick<ReturnType<typeof auditTrailService>, 'accessLog'>;
  /** The built web app: logos of our own origin (e.g. /reception/logos/x.png) are read from here. */
  webDist?: string;
  now?: () => Date;
}

const target = (id: string) => ({ type: 'submission', id });

export function recordsService(db: Database, keyring: Keyring, deps: RecordsDeps) {
  const inTenant = tenantTransactions(db, keyring);
  const now = deps.now ?? (() => new Date());

  /** A PNG, JPEG or SVG logo under our own web root; external URLs are not fetched (no requests to third parties). */
  async function ownLogo(url: string | null): Promise<SubmissionPdfInput['logo']> {
    if (!url || !deps.webDist || !url.startsWith('/') || url.startsWith('//')) return null;
    const ext = extname(url.split('?')[0] ?? '').toLowerCase();
    const type = ext === '.png' ? 'png' : ext === '.jpg' || ext === '.jpeg' ? 'jpeg' : ext === '.svg' ? 'svg' : null;
    if (!type) return null;
    const root = resolve(deps.webDist);
    const file = resolve(root, `.${decodeURIComponent(url.split('?')[0] ?? '')}`);
    if (!file.startsWith(root + sep)) return null;
    const bytes = await readFile(file).catch(() => null);
    return bytes ? { bytes, type } : null;
  }

  return {
    /** Saves staff's Muster 13 fields (an empty object removes them) and recomputes the deadline. */
    async savePrescription(
      auth: AuthContext | null,
      id: string,
      data: PrescriptionData,
    ): Promise<PrescriptionDataResponse> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      return inTenant(a, tenantIds, async ({ tx, seal, open, audit }) => {
        const row = await repo.prescriptionTarget(tx, tenantIds, id);
        if (!row) throw new AppError('SUBMISSION_NOT_FOUND');
        const formData = await open<Record<string, unknown>>(
          { tenantId: row.tenant_id, table: 'form_submissions', recordId: id },
          { blob: row.form_data, keyVersion: row.key_version },
        ).catch(() => ({}));
        const keyed = Object.keys(data).length ? data : null;
        const sealed = keyed ? await seal(prescriptionDataRef(row.tenant_id, id), keyed) : null;
        const deadline = deadlineOf(formData, keyed);
        await repo.savePrescription(tx, tenantIds, id, {
          blob: sealed?.blob ?? null,
          keyVersion: sealed?.keyVersion ?? null,
          deadline,
        });
        await audit({ tenantId: row.tenant_id, action: 'submission.prescription_update', target: target(id) });
        return { prescriptionData: keyed, treatmentDeadline: deadline };
      });
    },

    /** The submission with its anamnesis as an A4 PDF. */
    async pdf(auth: AuthContext | null, id: string): Promise<{ fileName: string; content: Uint8Array }> {
      const a = requireUser(auth);
      const submission = await deps.submissions.get(a, id);
      const { anamnesis } = await deps.anamnesis.get(a, id);
      const accessHistory = await deps.auditTrail.accessLog(a, id);
      const logoUrl = await inTenant(a, submission.tenantId, async ({ tx, audit }) => {
        await audit({ tenantId: submission.tenantId, action: 'submission.pdf', target: target(id) });
        return repo.logoUrl(tx, submission.tenantId);
      });
      const content = await submissionPdf({
        practiceName: submission.tenantName,
        logo: await ownLogo(logoUrl),
        submission,
        anamnesis,
        accessHistory,
        generatedAt: now(),
      });
      return { fileName: `Einreichung-${shortId(id).toUpperCase()}.pdf`, content };
    },

    /**
     * The PDF of one submission inside the caller's tenant transaction, for the patient export
     * (Art. 15, issue 20): the same document as the download, without the access history (the
     * export's own log says who exported what). Null when the submission is not in scope.
     */
    async pdfIn(t: TenantTx, tenantId: string, id: string): Promise<{ fileName: string; content: Uint8Array } | null> {
      const submission = await loadDetail(t.tx, keyring, id);
      if (!submission || submission.tenantId !== tenantId) return null;
      const anamnesis = await loadAnamnesisDetail(t, [tenantId], id);
      const content = await submissionPdf({
        practiceName: submission.tenantName,
        logo: await ownLogo(await repo.logoUrl(t.tx, tenantId)),
        submission,
        anamnesis,
        generatedAt: now(),
      });
      return { fileName: `Einreichung-${shortId(id).toUpperCase()}.pdf`, content };
    },

    /** The anamnesis as a FHIR R4 Bundle (CodeSystem, Questionnaire, QuestionnaireResponse). */
    async fhir(auth: AuthContext | null, id: string) {
      const a = requireUser(auth);
      const { anamnesis } = await deps.anamnesis.get(a, id);
      if (!anamnesis) throw new AppError('ANAMNESIS_NOT_FOUND');
      await inTenant(a, tenantScope(a), ({ audit, tx }) =>
        repo
          .prescriptionTarget(tx, tenantScope(a), id)
          .then((row) =>
            row ? audit({ tenantId: row.tenant_id, action: 'anamnesis.fhir', target: target(id) }) : undefined,
          ),
      );
      return anamnesisFhirBundle(
        { anamnesisId: anamnesis.id, submissionId: id, completedAt: anamnesis.completedAt, answers: anamnesis.answers },
        now(),
      );
    },
  };
}

export type RecordsService = ReturnType<typeof recordsService>;
