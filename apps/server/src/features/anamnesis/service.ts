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
import { type Tx, withTenant } from '../../db/scope.js';
import type { Job } from '../../jobs/payloads.js';
import { enqueue } from '../../jobs/queue.js';
import { audit, userActor } from '../../lib/audit.js';
import type { Keyring } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { type AuthContext, requireUser, tenantScope } from '../auth/context.js';
import type { AnamnesisProvider } from './provider.js';

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
  const sub = await tx
    .selectFrom('form_submissions')
    .select(['id', 'tenant_id', 'generated_text', 'generated_text_key_version', 'anamnesis_red_flags'])
    .where('tenant_id', 'in', tenantIds)
    .where('id', '=', submissionId)
    .executeTakeFirst();
  if (!sub) throw new AppError('SUBMISSION_NOT_FOUND');
  const anamnesis = await tx
    .selectFrom('anamnese_submissions')
    .selectAll()
    .where('tenant_id', '=', sub.tenant_id)
    .where('original_submission_id', '=', submissionId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { sub, anamnesis };
}

type AnamnesisRow = NonNullable<Awaited<ReturnType<typeof findFor>>['anamnesis']>;

const statusOf = (a: AnamnesisRow): AnamnesisStatus => ({
  summaryStatus: a.summary_status,
  summaryError: a.summary_error,
  textStatus: a.text_status,
  textError: a.text_error,
});

export function anamnesisService(db: Database, keyring: Keyring, provider: AnamnesisProvider) {
  const decryptAnswers = (tx: Tx, a: AnamnesisRow) =>
    keyring.decrypt<StoredAnswers>(
      tx,
      { tenantId: a.tenant_id, table: 'anamnese_submissions', recordId: a.id },
      a.answers,
      a.key_version,
    );

  async function latestSummary(tx: Tx, a: AnamnesisRow): Promise<AnamnesisDetail['summary']> {
    const row = await tx
      .selectFrom('anamnese_ai_summaries')
      .selectAll()
      .where('tenant_id', '=', a.tenant_id)
      .where('anamnese_submission_id', '=', a.id)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!row) return null;
    const content = await keyring.decrypt<AnamnesisSummaryContent>(
      tx,
      { tenantId: a.tenant_id, table: 'anamnese_ai_summaries', recordId: row.id },
      row.summary,
      row.key_version,
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

  async function auditGenerate(tx: Tx, a: AuthContext, tenantId: string, id: string, kind: GenerationKind) {
    await audit(tx, userActor(a), {
      tenantId,
      action: kind === 'summary' ? 'anamnesis.generate_summary' : 'anamnesis.generate_text',
      target: { type: 'submission', id },
    });
  }

  return {
    async get(auth: AuthContext | null, submissionId: string): Promise<AnamnesisResponse> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      return withTenant(db, tenantIds, async (tx) => {
        const { sub, anamnesis } = await findFor(tx, tenantIds, submissionId);
        if (!anamnesis) return { anamnesis: null, message: uiErrors.noAnamnesis };
        const answers = await decryptAnswers(tx, anamnesis);
        let clinicalText: AnamnesisDetail['clinicalText'] = null;
        if (sub.generated_text && sub.generated_text_key_version !== null) {
          const t = await keyring.decrypt<StoredClinicalText>(
            tx,
            textRef(sub.tenant_id, sub.id),
            sub.generated_text,
            sub.generated_text_key_version,
          );
          clinicalText = { ...t, html: clinicalTextHtml(t.text) };
        }
        await audit(tx, userActor(a), {
          tenantId: sub.tenant_id,
          action: 'anamnesis.read',
          target: { type: 'submission', id: submissionId },
        });
        return {
          anamnesis: {
            id: anamnesis.id,
            submissionId,
            completedAt: iso(anamnesis.completed_at),
            answers,
            labelled: labelAnswers(answers),
            redFlags: redFlagsOf(answers),
            summary: await latestSummary(tx, anamnesis),
            clinicalText,
            status: statusOf(anamnesis),
          },
          message: null,
        };
      });
    },

    async status(auth: AuthContext | null, submissionId: string): Promise<AnamnesisStatus> {
      const tenantIds = tenantScope(requireUser(auth));
      return withTenant(db, tenantIds, async (tx) => {
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
      return withTenant(db, tenantIds, async (tx) => {
        const { sub, anamnesis } = await findFor(tx, tenantIds, submissionId);
        if (!anamnesis) throw new AppError('ANAMNESIS_NOT_FOUND');
        const [statusCol, errorCol] =
          kind === 'summary'
            ? (['summary_status', 'summary_error'] as const)
            : (['text_status', 'text_error'] as const);
        const current = anamnesis[statusCol];
        if (current === 'pending' || current === 'processing') return statusOf(anamnesis);
        const exists =
          kind === 'summary'
            ? (await latestSummary(tx, anamnesis)) !== null
            : sub.generated_text !== null && sub.generated_text_key_version !== null;
        // Generate once; a second generation only when asked for (the card's regenerate).
        if (exists && !regenerate) return statusOf(anamnesis);
        const updated = await tx
          .updateTable('anamnese_submissions')
          .set({ [statusCol]: 'pending', [errorCol]: null })
          .where('id', '=', anamnesis.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await enqueue(
          tx,
          'anamnesis.process',
          { submissionId, anamneseId: anamnesis.id, kind },
          { tenantId: sub.tenant_id, maxAttempts: 3 },
        );
        await auditGenerate(tx, a, sub.tenant_id, submissionId, kind);
        return statusOf(updated);
      });
    },

    /** The worker's handler for 'anamnesis.process'. */
    async process(job: Job<'anamnesis.process'>): Promise<void> {
      const tenantId = job.tenantId;
      const { submissionId, anamneseId, kind } = job.payload;
      if (!tenantId) return;
      const [statusCol, errorCol] =
        kind === 'summary' ? (['summary_status', 'summary_error'] as const) : (['text_status', 'text_error'] as const);
      const setStatus = (status: 'pending' | 'processing' | 'failed', error: string | null = null) =>
        withTenant(db, tenantId, (tx) =>
          tx
            .updateTable('anamnese_submissions')
            .set({ [statusCol]: status, [errorCol]: error })
            .where('id', '=', anamneseId)
            .execute(),
        );
      try {
        const loaded = await withTenant(db, tenantId, async (tx) => {
          const row = await tx
            .selectFrom('anamnese_submissions')
            .selectAll()
            .where('id', '=', anamneseId)
            .executeTakeFirst();
          return row ? { row, answers: await decryptAnswers(tx, row) } : null;
        });
        if (!loaded) return; // deleted meanwhile
        await setStatus('processing');
        const flagged = redFlagsOf(loaded.answers).length > 0;

        // The model call runs outside any transaction: a slow model holds no locks.
        if (kind === 'summary') {
          const g = await provider.summary(loaded.answers);
          await withTenant(db, tenantId, async (tx) => {
            const id = randomUUID();
            const { blob, keyVersion } = await keyring.encrypt(
              tx,
              { tenantId, table: 'anamnese_ai_summaries', recordId: id },
              g.content,
            );
            await tx
              .insertInto('anamnese_ai_summaries')
              .values({
                id,
                tenant_id: tenantId,
                anamnese_submission_id: anamneseId,
                ai_model: g.model,
                tokens_used: g.tokensUsed,
                processing_time_ms: g.processingTimeMs,
                summary: blob,
                key_version: keyVersion,
                note: g.note,
              })
              .execute();
            await finish(tx, flagged);
          });
        } else {
          const g = await provider.clinicalText(loaded.answers, iso(loaded.row.completed_at));
          await withTenant(db, tenantId, async (tx) => {
            const stored: StoredClinicalText = {
              text: g.content,
              model: g.model,
              tokensUsed: g.tokensUsed,
              processingTimeMs: g.processingTimeMs,
              note: g.note,
              createdAt: new Date().toISOString(),
            };
            const { blob, keyVersion } = await keyring.encrypt(tx, textRef(tenantId, submissionId), stored);
            await tx
              .updateTable('form_submissions')
              .set({ generated_text: blob, generated_text_key_version: keyVersion })
              .where('id', '=', submissionId)
              .execute();
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
        await tx
          .updateTable('anamnese_submissions')
          .set({ [statusCol]: 'done', [errorCol]: null })
          .where('id', '=', anamneseId)
          .execute();
        await tx
          .updateTable('form_submissions')
          .set({ anamnesis_red_flags: flagged })
          .where('id', '=', submissionId)
          .where('anamnesis_red_flags', '<>', flagged)
          .execute();
      }
    },
  };
}

export type AnamnesisService = ReturnType<typeof anamnesisService>;
