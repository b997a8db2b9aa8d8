/**
 * The anamnesis card's server side: the answers with labels and red flags, the latest summary
 * and the clinical text, and their generation as the durable job `anamnesis.process`
 * (processAnamnese). Access is checked first (tenantScope); another tenant's submission is
 * 'not found'. Every read and every generation request is audited (without health data).
 */
import { randomUUID } from 'node:crypto';
import {
  type AnamnesisDetail,
  type AnamnesisResponse,
  type AnamnesisStatus,
  type AnamnesisSummaryContent,
  clinicalTextHtml,
  labelAnswers,
  redFlagsOf,
  type StoredAnswers,
  uiErrors,
} from '@praxisdesk/domain';
import type { Database } from '../../db/index.js';
import type { Tx } from '../../db/scope.js';
import type { Job } from '../../jobs/payloads.js';
import { enqueue } from '../../jobs/queue.js';
import { SYSTEM } from '../../lib/audit.js';
import type { Keyring } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { type TenantTx, tenantTransactions } from '../../lib/tenantTx.js';
import { type AuthContext, requireUser, tenantScope } from '../auth/context.js';
import type { AnamnesisProvider } from './provider.js';
import { anamnesisRepository as repo } from './repository.js';

export type GenerationKind = 'summary' | 'text';

interface StoredClinicalText {
  text: string;
  model: string;
  tokensUsed: number | null;
  processingTimeMs: number | null;
  note: string | null;
  createdAt: string;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const textRef = (tenantId: string, submissionId: string) => ({
  tenantId,
  table: 'form_submissions',
  recordId: submissionId,
  column: 'generated_text',
});

async function findFor(tx: Tx, tenantIds: string[], submissionId: string) {
  const sub = await repo.submission(tx, tenantIds, submissionId);
  if (!sub) throw new AppError('SUBMISSION_NOT_FOUND');
  const anamnesis = await repo.latestForSubmission(tx, sub.tenant_id, submissionId);
  return { sub, anamnesis };
}

/** The status and error columns of one kind of generation. */
const columnsOf = (kind: GenerationKind) =>
  kind === 'summary' ? (['summary_status', 'summary_error'] as const) : (['text_status', 'text_error'] as const);

type AnamnesisRow = NonNullable<Awaited<ReturnType<typeof findFor>>['anamnesis']>;

const statusOf = (a: AnamnesisRow): AnamnesisStatus => ({
  summaryStatus: a.summary_status,
  summaryError: a.summary_error,
  textStatus: a.text_status,
  textError: a.text_error,
});

const decryptAnswers = ({ open }: TenantTx, a: AnamnesisRow) =>
  open<StoredAnswers>(
    { tenantId: a.tenant_id, table: 'anamnese_submissions', recordId: a.id },
    { blob: a.answers, keyVersion: a.key_version },
  );

async function latestSummary({ tx, open }: TenantTx, a: AnamnesisRow): Promise<AnamnesisDetail['summary']> {
  const row = await repo.latestSummary(tx, a.tenant_id, a.id);
  if (!row) return null;
  const content = await open<AnamnesisSummaryContent>(
    { tenantId: a.tenant_id, table: 'anamnese_ai_summaries', recordId: row.id },
    { blob: row.summary, keyVersion: row.key_version },
  );
  return {
    ...content,
    id: row.id,
    model: row.ai_model,
    tokensUsed: row.tokens_used,
    processingTimeMs: row.processing_time_ms,
    createdAt: iso(row.created_at),
    note: row.note,
  };
}

/**
 * A submission's anamnesis as staff see it (answers, labels, red flags, latest summary, clinical
 * text), inside the caller's tenant transaction; null when there is none or the submission is
 * not in scope. Writes no audit entry: the caller says why it read it (the detail page, the PDF
 * of the patient export).
 */
export async function loadAnamnesisDetail(
  t: TenantTx,
  tenantIds: string[],
  submissionId: string,
): Promise<AnamnesisDetail | null> {
  const found = await findFor(t.tx, tenantIds, submissionId).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'SUBMISSION_NOT_FOUND') return null;
    throw err;
  });
  return found?.anamnesis ? detailOf(t, found.sub, found.anamnesis, submissionId) : null;
}

async function detailOf(
  t: TenantTx,
  sub: Awaited<ReturnType<typeof findFor>>['sub'],
  anamnesis: AnamnesisRow,
  submissionId: string,
): Promise<AnamnesisDetail> {
  const answers = await decryptAnswers(t, anamnesis);
  let clinicalText: AnamnesisDetail['clinicalText'] = null;
  if (sub.generated_text && sub.generated_text_key_version !== null) {
    const text = await t.open<StoredClinicalText>(textRef(sub.tenant_id, sub.id), {
      blob: sub.generated_text,
      keyVersion: sub.generated_text_key_version,
    });
    clinicalText = { ...text, html: clinicalTextHtml(text.text) };
  }
  return {
    id: anamnesis.id,
    submissionId,
    completedAt: iso(anamnesis.completed_at),
    answers,
    labelled: labelAnswers(answers),
    redFlags: redFlagsOf(answers),
    summary: await latestSummary(t, anamnesis),
    clinicalText,
    status: statusOf(anamnesis),
  };
}

export function anamnesisService(db: Database, keyring: Keyring, provider: AnamnesisProvider) {
  const inTenant = tenantTransactions(db, keyring);

  return {
    async get(auth: AuthContext | null, submissionId: string): Promise<AnamnesisResponse> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      return inTenant(a, tenantIds, async (t) => {
        const { sub, anamnesis: row } = await findFor(t.tx, tenantIds, submissionId);
        if (!row) return { anamnesis: null, message: uiErrors.noAnamnesis };
        const anamnesis = await detailOf(t, sub, row, submissionId);
        await t.audit({
          tenantId: sub.tenant_id,
          action: 'anamnesis.read',
          target: { type: 'submission', id: submissionId },
        });
        return { anamnesis, message: null };
      });
    },

    async status(auth: AuthContext | null, submissionId: string): Promise<AnamnesisStatus> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      return inTenant(a, tenantIds, async ({ tx }) => {
        const { anamnesis } = await findFor(tx, tenantIds, submissionId);
        if (!anamnesis) throw new AppError('ANAMNESIS_NOT_FOUND');
        return statusOf(anamnesis);
      });
    },

    /** Queues processAnamnese. A generation already under way is not queued twice. */
    async generate(
      auth: AuthContext | null,
      submissionId: string,
      kind: GenerationKind,
      regenerate: boolean,
    ): Promise<AnamnesisStatus> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      return inTenant(a, tenantIds, async (t) => {
        const { tx } = t;
        const { sub, anamnesis } = await findFor(tx, tenantIds, submissionId);
        if (!anamnesis) throw new AppError('ANAMNESIS_NOT_FOUND');
        const cols = columnsOf(kind);
        const current = anamnesis[cols[0]];
        if (current === 'pending' || current === 'processing') return statusOf(anamnesis);
        const exists =
          kind === 'summary'
            ? (await latestSummary(t, anamnesis)) !== null
            : sub.generated_text !== null && sub.generated_text_key_version !== null;
        // Generate once; a second generation only when asked for (the card's regenerate).
        if (exists && !regenerate) return statusOf(anamnesis);
        const updated = await repo.setStatusReturning(tx, anamnesis.id, cols, 'pending', null);
        await enqueue(
          tx,
          'anamnesis.process',
          { submissionId, anamneseId: anamnesis.id, kind },
          { tenantId: sub.tenant_id, maxAttempts: 3 },
        );
        await t.audit({
          tenantId: sub.tenant_id,
          action: kind === 'summary' ? 'anamnesis.generate_summary' : 'anamnesis.generate_text',
          target: { type: 'submission', id: submissionId },
        });
        return statusOf(updated);
      });
    },

    /** The worker's handler for 'anamnesis.process'. */
    async process(job: Job<'anamnesis.process'>): Promise<void> {
      const tenantId = job.tenantId;
      const { submissionId, anamneseId, kind } = job.payload;
      if (!tenantId) return;
      const cols = columnsOf(kind);
      const setStatus = (status: 'pending' | 'processing' | 'failed', error: string | null = null) =>
        inTenant(SYSTEM, tenantId, ({ tx }) => repo.setStatus(tx, anamneseId, cols, status, error));
      try {
        const loaded = await inTenant(SYSTEM, tenantId, async (t) => {
          const row = await repo.byId(t.tx, anamneseId);
          return row ? { row, answers: await decryptAnswers(t, row) } : null;
        });
        if (!loaded) return; // deleted meanwhile
        await setStatus('processing');
        const flagged = redFlagsOf(loaded.answers).length > 0;

        // The model call runs outside any transaction: a slow model holds no locks.
        if (kind === 'summary') {
          const g = await provider.summary(loaded.answers);
          await inTenant(SYSTEM, tenantId, async ({ tx, seal }) => {
            const id = randomUUID();
            const { blob, keyVersion } = await seal({ table: 'anamnese_ai_summaries', recordId: id }, g.content);
            await repo.insertSummary(tx, {
              id,
              tenantId,
              anamnesisId: anamneseId,
              model: g.model,
              tokensUsed: g.tokensUsed,
              processingTimeMs: g.processingTimeMs,
              summary: blob,
              keyVersion,
              note: g.note,
            });
            await finish(tx, flagged);
          });
        } else {
          const g = await provider.clinicalText(loaded.answers, iso(loaded.row.completed_at));
          await inTenant(SYSTEM, tenantId, async ({ tx, seal }) => {
            const stored: StoredClinicalText = {
              text: g.content,
              model: g.model,
              tokensUsed: g.tokensUsed,
              processingTimeMs: g.processingTimeMs,
              note: g.note,
              createdAt: new Date().toISOString(),
            };
            const { blob, keyVersion } = await seal(textRef(tenantId, submissionId), stored);
            await repo.setGeneratedText(tx, submissionId, blob, keyVersion);
            await finish(tx, flagged);
          });
        }
      } catch (err) {
        if (job.attempts < job.maxAttempts) {
          await setStatus('pending');
          throw err;
        }
        // Our own text only: an exception message could carry anything.
        await setStatus('failed', 'Die Anamnese konnte nicht verarbeitet werden. Bitte versuchen Sie es erneut.');
      }

      async function finish(tx: Tx, flagged: boolean) {
        await repo.setStatus(tx, anamneseId, cols, 'done', null);
        await repo.setRedFlags(tx, submissionId, flagged);
      }
    },
  };
}

export type AnamnesisService = ReturnType<typeof anamnesisService>;
