/**
 * Data subject rights on a submission: finding every submission of the same person in the
 * tenant (same e-mail or phone), the export as one ZIP (Art. 15/20), and erasure on request
 * (Art. 17), refused while a legal retention applies (Art. 17(3)).
 *
 * Contact details are encrypted; the candidates come from the contact index (contactIndex.ts)
 * and are confirmed against the decrypted data.
 */
import { formTypes, type PatientMatch, parseReceptionConfig } from '@praxisdesk/domain';
import { zipSync } from 'fflate';
import type { Database } from '../../db/index.js';
import { crossTenant } from '../../db/scope.js';
import { audit, userActor } from '../../lib/audit.js';
import { DECRYPTION_FAILED, type Keyring } from '../../lib/crypto.js';
import { formatDateTimeDe } from '../../lib/csv.js';
import { AppError } from '../../lib/errors.js';
import { type TenantTx, tenantTransactions } from '../../lib/tenantTx.js';
import { type AuthContext, requireAdmin, requireUser, tenantScope } from '../auth/context.js';
import { type ContactIndex, normEmail, phoneOf } from './contactIndex.js';
import { contactIndexRepository as contactsRepo } from './contactIndex.repository.js';
import { loadFullRecords, type RecordWithFile } from './records.js';
import { recordsRepository as recordsRepo } from './records.repository.js';
import { privacyRepository as repo } from './repository.js';
import { effectiveSettings, enqueueOutboxPurge, retentionDuty } from './retention.js';
import { type ExportFacts, summaryHtml } from './summaryHtml.js';

/** What the installation adds to an export's Art. 15(1) facts (from the config). */
export interface ExportEnvironment {
  aiEndpoint: string | null;
  smtpRelay: boolean;
}

/** The PDF of one submission for the patient's record (features/records, issue 20). */
export type SubmissionDocument = (
  t: TenantTx,
  tenantId: string,
  id: string,
) => Promise<{ fileName: string; content: Uint8Array } | null>;

async function exportFacts(tx: TenantTx['tx'], tenantId: string, env: ExportEnvironment): Promise<ExportFacts> {
  const t = await repo.tenant(tx, tenantId);
  const rc = parseReceptionConfig(t?.reception_config ?? {});
  const opt = (v: string | undefined | null) => (v ? v : undefined);
  return {
    practice: {
      name: opt(rc.fullCompanyName) ?? t?.name ?? '',
      email: opt(rc.contactEmail) ?? opt(rc.email),
      phone: opt(rc.contactPhone) ?? opt(rc.phone),
      website: opt(rc.website),
      privacyPolicyUrl: opt(rc.privacyPolicyUrl),
    },
    retention: await effectiveSettings(tx, tenantId),
    aiEndpoint: env.aiEndpoint,
    smtpRelay: env.smtpRelay,
  };
}

export function nameOf(f: Record<string, unknown>): string {
  if (typeof f.name === 'string' && f.name.trim()) return f.name.trim();
  const first = f.vorname ?? f.firstName ?? f.first_name ?? '';
  const last = f.nachname ?? f.lastName ?? f.last_name ?? '';
  return `${String(first)} ${String(last)}`.trim() || 'Ohne Namen';
}

async function findMatches(
  { tx, open }: TenantTx,
  index: ContactIndex,
  tenantId: string,
  anchorId: string,
): Promise<PatientMatch[]> {
  const anchor = await contactsRepo.contactRow(tx, tenantId, anchorId);
  if (!anchor) throw new AppError('SUBMISSION_NOT_FOUND');
  const formDataOf = (r: { id: string; form_data: Buffer; key_version: number }) =>
    open<Record<string, unknown>>(
      { tenantId, table: 'form_submissions', recordId: r.id },
      { blob: r.form_data, keyVersion: r.key_version },
    );
  const a = await formDataOf(anchor);
  const email = normEmail(a.email);
  const phone = phoneOf(a);
  const keys = index.keysOf(tenantId, a);
  const byKeys = await contactsRepo.rowsByKeys(tx, tenantId, keys);
  // Rows the background job has not indexed yet: decrypted and compared like the rest.
  const unindexed = await contactsRepo.unindexedRows(tx, tenantId);
  const candidates = [...new Map([anchor, ...byKeys, ...unindexed].map((r) => [r.id, r])).values()];
  const matches: PatientMatch[] = [];
  for (const r of candidates) {
    let f: Record<string, unknown>;
    try {
      f = await formDataOf(r);
    } catch {
      f = { ...DECRYPTION_FAILED };
    }
    const by: PatientMatch['matchedBy'] = [];
    if (r.id === anchorId) by.push('self');
    if (email && normEmail(f.email) === email) by.push('email');
    if (phone && phoneOf(f) === phone) by.push('phone');
    if (by.length === 0) continue;
    matches.push({
      id: r.id,
      formType: formTypes.includes(r.form_type as never) ? (r.form_type as PatientMatch['formType']) : 'contact',
      createdAt: new Date(r.created_at).toISOString(),
      name: nameOf(f),
      matchedBy: by,
    });
  }
  return matches.sort((x, y) => y.createdAt.localeCompare(x.createdAt));
}

function zipRecords(
  practice: string,
  items: RecordWithFile[],
  now: Date,
  extra: Record<string, Uint8Array> = {},
  facts?: ExportFacts,
) {
  const enc = new TextEncoder();
  const files: Record<string, Uint8Array> = { ...extra };
  files['uebersicht.html'] = enc.encode(
    summaryHtml(
      practice,
      items.map((i) => i.record),
      now,
      facts,
    ),
  );
  files['daten.json'] = enc.encode(
    JSON.stringify(
      { praxis: practice, erstelltAm: now.toISOString(), einreichungen: items.map((i) => i.record) },
      null,
      2,
    ),
  );
  for (const i of items) {
    if (i.record.file && i.fileBytes) files[i.record.file.path] = new Uint8Array(i.fileBytes);
  }
  return Buffer.from(zipSync(files, { level: 6, mtime: now }));
}

export function patientDataService(
  db: Database,
  keyring: Keyring,
  index: ContactIndex,
  clock: () => Date = () => new Date(),
  env: ExportEnvironment = { aiEndpoint: null, smtpRelay: false },
  documentOf?: SubmissionDocument,
) {
  const inTenant = tenantTransactions(db, keyring);
  return {
    async matches(auth: AuthContext | null, id: string): Promise<PatientMatch[]> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      return inTenant(a, tenantIds, async (t) => {
        const s = await repo.submissionFacts(t.tx, tenantIds, id);
        if (!s) throw new AppError('SUBMISSION_NOT_FOUND');
        await repo.includeHidden(t.tx);
        const matches = await findMatches(t, index, s.tenant_id, id);
        await t.audit({
          tenantId: s.tenant_id,
          action: 'patient.match_search',
          target: { type: 'submission', id },
          details: { matches: matches.length },
        });
        return matches;
      });
    },

    /**
     * The ZIP for the confirmed selection. Every id must be a match of the anchor (checked
     * again here), so a tampered selection cannot pull in another person's data.
     */
    async export(auth: AuthContext | null, id: string, ids: string[]): Promise<{ zip: Buffer; fileName: string }> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      return inTenant(a, tenantIds, async (t) => {
        const { tx, audit } = t;
        const s = await repo.submissionFacts(tx, tenantIds, id);
        if (!s) throw new AppError('SUBMISSION_NOT_FOUND');
        // Records deleted under a retention duty are still stored: Art. 15 covers them (issue 17).
        await repo.includeHidden(tx);
        const allowed = new Set((await findMatches(t, index, s.tenant_id, id)).map((m) => m.id));
        const selected = [...new Set(ids)];
        if (selected.some((x) => !allowed.has(x))) throw new AppError('EXPORT_SELECTION_INVALID');
        const now = clock();
        const items = await loadFullRecords(tx, keyring, s.tenant_id, selected);
        for (const i of items) {
          await audit({
            tenantId: s.tenant_id,
            action: 'submission.export',
            target: { type: 'submission', id: i.record.id },
            details: { via: id },
          });
        }
        await audit({
          tenantId: s.tenant_id,
          action: 'patient.export',
          target: { type: 'submission', id },
          details: { submissions: items.length, files: items.filter((i) => i.fileBytes).length },
        });
        const day = now.toISOString().slice(0, 10);
        const facts = await exportFacts(tx, s.tenant_id, env);
        // Each submission also as the PDF staff file in the patient record (issue 20).
        const documents: Record<string, Uint8Array> = {};
        for (const i of documentOf ? items : []) {
          const pdf = await documentOf?.(t, s.tenant_id, i.record.id);
          if (pdf) documents[`dokumente/${pdf.fileName}`] = pdf.content;
        }
        return {
          zip: zipRecords(s.tenant_name, items, now, documents, facts),
          fileName: `auskunft-${day}-${id.slice(0, 8)}.zip`,
        };
      });
    },

    /** Art. 17 erasure of one submission with everything attached to it. */
    async erase(auth: AuthContext | null, id: string): Promise<void> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      const now = clock();
      const refused = await inTenant(a, tenantIds, async ({ tx, audit }) => {
        const s = await repo.submissionFacts(tx, tenantIds, id);
        if (!s) throw new AppError('SUBMISSION_NOT_FOUND');
        const duty = await retentionDuty(tx, s, now);
        if (duty) return { tenantId: s.tenant_id, until: duty.until, category: duty.category };
        await repo.purgeSubmissions(tx, s.tenant_id, [id]);
        await enqueueOutboxPurge(tx, s.tenant_id, [id]);
        await audit({
          tenantId: s.tenant_id,
          action: 'submission.erase',
          target: { type: 'submission', id },
          details: { formType: s.form_type },
        });
        return null;
      });
      if (refused) {
        // Recorded outside the (read-only) transaction above, which has already ended.
        await audit(db, userActor(a), {
          tenantId: refused.tenantId,
          action: 'submission.erase_refused',
          target: { type: 'submission', id },
          outcome: 'denied',
          details: { until: refused.until.toISOString().slice(0, 10), category: refused.category },
        });
        const untilDe = formatDateTimeDe(refused.until).slice(0, 10);
        throw new AppError(
          'RETENTION_APPLIES',
          `${refused.category === 'anamnese' ? 'Zu dieser Einreichung gehört ein Anamnesebogen; er' : 'Diese Einreichung'} gehört zur Patientenakte und muss nach § 630f Abs. 3 BGB bis ${untilDe} aufbewahrt werden. ` +
            'Eine Löschung auf Antrag ist erst danach möglich (Art. 17 Abs. 3 lit. b DSGVO); bis dahin wird sie automatisch gelöscht, sobald die Frist abläuft.',
        );
      }
    },

    /** A tenant leaving: everything it holds, as JSON and files, for an admin. */
    async exportTenant(auth: AuthContext | null, tenantId: string): Promise<{ zip: Buffer; fileName: string }> {
      const a = requireAdmin(auth);
      return crossTenant(db, async (tx) => {
        const t = await repo.tenant(tx, tenantId);
        if (!t) throw new AppError('TENANT_NOT_FOUND');
        await repo.includeHidden(tx);
        const ids = await recordsRepo.submissionIds(tx, tenantId);
        const items = await loadFullRecords(
          tx,
          keyring,
          tenantId,
          ids.map((r) => r.id),
        );
        const lone = await recordsRepo.loneAnamneses(tx, tenantId);
        const loneAnamneses = [];
        for (const l of lone) {
          loneAnamneses.push({
            id: l.id,
            completedAt: new Date(l.completed_at).toISOString(),
            answers: await keyring.decrypt(
              tx,
              { tenantId, table: 'anamnese_submissions', recordId: l.id },
              l.answers,
              l.key_version,
            ),
          });
        }
        const now = clock();
        const mandant = {
          id: t.id,
          slug: t.slug,
          name: t.name,
          emailRecipients: t.email_recipients,
          allowedOrigins: t.allowed_origins,
          receptionConfig: t.reception_config,
          settings: t.settings,
          createdAt: new Date(t.created_at).toISOString(),
          anamnesenOhneEinreichung: loneAnamneses,
        };
        await audit(tx, userActor(a), {
          tenantId,
          action: 'admin.tenant.export',
          target: { type: 'tenant', id: tenantId },
          details: { submissions: items.length },
        });
        const zip = zipRecords(t.name, items, now, {
          'mandant.json': new TextEncoder().encode(JSON.stringify(mandant, null, 2)),
        });
        return { zip, fileName: `mandant-${t.slug}-${now.toISOString().slice(0, 10)}.zip` };
      });
    },
  };
}

export type PatientDataService = ReturnType<typeof patientDataService>;
