/**
 * Optional AI classifier for borderline submissions (an OpenAI-compatible chat endpoint, set by
 * AI_BASE_URL; none by default). Runs as the durable job `spam.ai`: quarantine_status goes
 * pending → processing → completed, or failed after the last attempt, in which case the rule
 * score stands. Name and contact data are never sent: only the message fields, with e-mail
 * addresses and phone numbers masked. Notifications follow once the verdict is in.
 */

import { messageText, type SpamReason, verdictOf } from '@praxisdesk/spam';
import type { Config } from '../../config.js';
import type { Database } from '../../db/index.js';
import type { JobHandlers } from '../../jobs/payloads.js';
import { type AiConfig, AiFailure, chatJson } from '../../lib/aiChat.js';
import { SYSTEM } from '../../lib/audit.js';
import type { Keyring } from '../../lib/crypto.js';
import { type TenantTx, tenantTransactions } from '../../lib/tenantTx.js';
import { enqueueNotifications } from '../notifications/service.js';
import { findPublicTenant } from '../tenants/publicTenant.js';
import { spamRepository as repo } from './repository.js';

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
  const inTenant = tenantTransactions(db, keyring);
  const check: JobHandlers['spam.ai'] = async (job) => {
    const ai = config.ai;
    const tenantId = job.tenantId;
    const { submissionId } = job.payload;
    if (!ai || !tenantId) return;
    // The job acts as the system, inside the submission's practice only.
    const inPractice = <T>(fn: (t: TenantTx) => Promise<T>) => inTenant(SYSTEM, tenantId, fn);
    const setStatus = (status: 'pending' | 'processing' | 'failed') =>
      inPractice(({ tx }) => repo.setQuarantineStatus(tx, submissionId, status));

    const sub = await inPractice(async ({ tx, open }) => {
      const row = await repo.aiCandidate(tx, submissionId);
      if (!row || row.quarantine_status === 'completed') return null;
      const data = await open<Record<string, unknown>>(
        { table: 'form_submissions', recordId: submissionId },
        { blob: row.form_data, keyVersion: row.key_version },
      );
      return { ...row, data };
    });
    if (!sub) return;
    await setStatus('processing');

    let verdict: AiVerdict;
    try {
      verdict = await askAi(ai, sub.form_type, redactForAi(sub.data));
    } catch (err) {
      if (job.attempts < job.maxAttempts) {
        await setStatus('pending');
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
    await inPractice(({ tx }) =>
      repo.setAiVerdict(tx, submissionId, v, { ...verdict, model: ai.model, at: new Date().toISOString() }),
    );
    await notifyUnlessSpam();

    async function notifyUnlessSpam() {
      const tenant = await findPublicTenant(db, tenantId ?? undefined);
      if (!tenant) return;
      await inPractice(async ({ tx }) => {
        const row = await repo.isSpam(tx, submissionId);
        if (row && !row.is_spam) await enqueueNotifications(tx, tenant, submissionId, sub?.data ?? {});
      });
    }
  };
  return { 'spam.ai': check };
}
