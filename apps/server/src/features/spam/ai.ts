/**
 * Optional AI classifier for borderline submissions (an OpenAI-compatible chat endpoint, set by
 * AI_BASE_URL; none by default). Runs as the durable job `spam.ai`: quarantine_status goes
 * pending → processing → completed, or failed after the last attempt, in which case the rule
 * score stands. Name and contact data are never sent: only the message fields, with e-mail
 * addresses and phone numbers masked. Notifications follow once the verdict is in.
 */
import type { Config } from '../../config.js';
import type { Database } from '../../db/index.js';
import { withTenant } from '../../db/scope.js';
import type { JobHandlers } from '../../jobs/payloads.js';
import { type AiConfig, AiFailure, chatJson } from '../../lib/aiChat.js';
import { decryptFormData, type Keyring } from '../../lib/crypto.js';
import { enqueueNotifications } from '../notifications/service.js';
import { findPublicTenant } from '../tenants/publicTenant.js';
import type { SpamReason } from './rules.js';
import { verdictOf } from './scorer.js';
import { messageText } from './text.js';

export const AI_BORDERLINE = { min: 30, max: 70 };

export interface AiVerdict {
  spam: boolean;
  reason: string;
}

const SYSTEM_PROMPT =
  'Du prüfst Nachrichten aus dem Kontaktformular einer deutschen Physiotherapiepraxis auf Spam. ' +
  'Echte Anfragen kommen von Patientinnen, Patienten, Bewerbern oder Kursteilnehmern. Spam sind Werbung, ' +
  'SEO-/Marketingangebote, Betrug, Krypto, Glücksspiel, Pharma und automatisierte Einsendungen. ' +
  'Antworte ausschließlich mit JSON: {"spam": true|false, "reason": "ein kurzer deutscher Satz"}.';

export function redactForAi(formData: Record<string, unknown>): string {
  return messageText(formData)
    .replace(/[^\s@]+@[^\s@]+\.[^\s@]+/g, '[E-Mail]')
    .replace(/\+?\d[\d\s/()-]{6,}\d/g, '[Telefon]')
    .slice(0, 4000);
}

export async function askAi(ai: AiConfig, formType: string, text: string): Promise<AiVerdict> {
  const { parsed } = await chatJson(ai, SYSTEM_PROMPT, `Formulartyp: ${formType}\nNachricht:\n${text}`);
  const v = (parsed ?? {}) as Partial<AiVerdict>;
  if (typeof v.spam !== 'boolean' || typeof v.reason !== 'string') throw new AiFailure('keine Bewertung');
  return { spam: v.spam, reason: v.reason.replace(/\s+/g, ' ').trim().slice(0, 200) };
}

export function aiJobHandlers(db: Database, keyring: Keyring, config: Config): JobHandlers {
  const check: JobHandlers['spam.ai'] = async (job) => {
    const ai = config.ai;
    const tenantId = job.tenantId;
    const { submissionId } = job.payload;
    if (!ai || !tenantId) return;
    const setStatus = (status: 'processing' | 'failed') =>
      withTenant(db, tenantId, (tx) =>
        tx.updateTable('form_submissions').set({ quarantine_status: status }).where('id', '=', submissionId).execute(),
      );

    const sub = await withTenant(db, tenantId, async (tx) => {
      const row = await tx
        .selectFrom('form_submissions')
        .select(['form_type', 'form_data', 'key_version', 'spam_reasons', 'quarantine_status'])
        .where('id', '=', submissionId)
        .executeTakeFirst();
      if (!row || row.quarantine_status === 'completed') return null;
      const data = await decryptFormData(keyring, tx, {
        tenantId,
        id: submissionId,
        formData: row.form_data,
        keyVersion: row.key_version,
      });
      return { ...row, data };
    });
    if (!sub) return;
    await setStatus('processing');

    let verdict: AiVerdict;
    try {
      verdict = await askAi(ai, sub.form_type, redactForAi(sub.data));
    } catch (err) {
      if (job.attempts < job.maxAttempts) {
        await withTenant(db, tenantId, (tx) =>
          tx
            .updateTable('form_submissions')
            .set({ quarantine_status: 'pending' })
            .where('id', '=', submissionId)
            .execute(),
        );
        throw err;
      }
      // Given up: the rule score stands, and staff hear about it unless it is spam.
      await setStatus('failed');
      await notifyUnlessSpam();
      return;
    }

    const reasons = [
      ...((sub.spam_reasons as SpamReason[]) ?? []).filter((r) => r.layer !== 'ai'),
      { reason: `KI: ${verdict.reason}`, points: verdict.spam ? 40 : -40, layer: 'ai' as const },
    ];
    const v = verdictOf(reasons);
    await withTenant(db, tenantId, (tx) =>
      tx
        .updateTable('form_submissions')
        .set({
          spam_score: v.score,
          is_spam: v.isSpam,
          spam_confidence: v.confidence,
          spam_reasons: JSON.stringify(v.reasons),
          quarantine_status: 'completed',
          ai_verdict: JSON.stringify({ ...verdict, model: ai.model, at: new Date().toISOString() }),
          updated_at: new Date(),
        })
        .where('id', '=', submissionId)
        .execute(),
    );
    await notifyUnlessSpam();

    async function notifyUnlessSpam() {
      const tenant = await findPublicTenant(db, tenantId ?? undefined);
      if (!tenant) return;
      await withTenant(db, tenant.id, async (tx) => {
        const row = await tx
          .selectFrom('form_submissions')
          .select('is_spam')
          .where('id', '=', submissionId)
          .executeTakeFirst();
        if (row && !row.is_spam) await enqueueNotifications(tx, tenant, submissionId, sub?.data ?? {});
      });
    }
  };
  return { 'spam.ai': check };
}
