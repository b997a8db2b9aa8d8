/**
 * The spam scan: re-scores chosen submissions of the caller's tenants with the current rules
 * and models. Intake-only reasons (blacklist, bot signals) and AI verdicts are kept; a staff
 * decision (manual marking) is never overwritten. Yields a progress event per submission.
 */
import type { FormType, ScanEvent, ScanResult, ScanResultItem } from '@praxisdesk/domain';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { withTenant } from '../../db/scope.js';
import { audit, userActor } from '../../lib/audit.js';
import { decryptFormData, type Keyring } from '../../lib/crypto.js';
import { type AuthContext, requireUser, tenantScope } from '../auth/context.js';
import type { SpamReason } from './rules.js';
import type { SpamScorer } from './scorer.js';
import { verdictOf } from './scorer.js';

/** 'all' scans every submission in scope, up to this many. */
const ALL_CAP = 5000;
const BATCH = 10;

type Options = {
  limit: number;
  all: boolean;
  formType?: FormType | undefined;
  dateRange?: { from?: string | undefined; to?: string | undefined } | undefined;
};

export function spamScanService(db: Database, keyring: Keyring, scorer: SpamScorer) {
  async function candidates(tenantIds: string[], o: Options) {
    return withTenant(db, tenantIds, async (tx) => {
      let q = tx
        .selectFrom('form_submissions')
        .select(['id', 'tenant_id', 'created_at'])
        .where('tenant_id', 'in', tenantIds)
        .orderBy('created_at', 'desc')
        .limit(o.all ? ALL_CAP : o.limit);
      if (o.formType) q = q.where('form_type', '=', o.formType);
      if (o.dateRange?.from) q = q.where('created_at', '>=', sql<Date>`${o.dateRange.from}::date`);
      if (o.dateRange?.to) q = q.where('created_at', '<', sql<Date>`${o.dateRange.to}::date + 1`);
      return q.execute();
    });
  }

  async function rescore(id: string, tenantId: string): Promise<ScanResultItem> {
    return withTenant(db, tenantId, async (tx) => {
      const row = await tx
        .selectFrom('form_submissions')
        .select(['id', 'form_type', 'form_data', 'key_version', 'spam_score', 'is_spam', 'spam_reasons', 'ai_verdict'])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('spam_feedback')
                .select('id')
                .whereRef('spam_feedback.submission_id', '=', 'form_submissions.id'),
            )
            .as('labelled'),
        )
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row)
        return {
          id,
          form_type: '',
          new_score: 0,
          previous_score: 0,
          is_spam: false,
          aiClassified: false,
          error: 'Nicht mehr vorhanden',
        };
      const base = {
        id,
        form_type: row.form_type,
        previous_score: row.spam_score,
        aiClassified: row.ai_verdict !== null,
      };
      if (row.labelled) return { ...base, new_score: row.spam_score, is_spam: row.is_spam };
      let formData: Record<string, unknown>;
      try {
        formData = await decryptFormData(keyring, tx, {
          tenantId,
          id,
          formData: row.form_data,
          keyVersion: row.key_version,
        });
      } catch {
        return { ...base, new_score: row.spam_score, is_spam: row.is_spam, error: 'Entschlüsselung fehlgeschlagen' };
      }
      const kept = ((row.spam_reasons as SpamReason[]) ?? []).filter((r) => r.layer === 'intake' || r.layer === 'ai');
      const fresh = await scorer.score(tx, { tenantId, formType: row.form_type, formData });
      const v = verdictOf([...kept, ...fresh.reasons]);
      await tx
        .updateTable('form_submissions')
        .set({
          spam_score: v.score,
          is_spam: v.isSpam,
          spam_confidence: v.confidence,
          spam_reasons: JSON.stringify(v.reasons),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      return { ...base, new_score: v.score, is_spam: v.isSpam };
    });
  }

  return {
    /** Progress events while scanning; the returned value is the result. */
    async *scan(
      auth: AuthContext | null,
      req: { tenant?: string | undefined; options: Options },
    ): AsyncGenerator<ScanEvent, ScanResult> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a, req.tenant);
      const rows = await candidates(tenantIds, req.options);
      const started = Date.now();
      const results: ScanResultItem[] = [];
      for (const [i, r] of rows.entries()) {
        const item = await rescore(r.id, r.tenant_id);
        results.push(item);
        const perItem = (Date.now() - started) / (i + 1);
        yield {
          type: 'progress',
          processed: i + 1,
          total: rows.length,
          estimatedTimeRemaining: Math.round((perItem * (rows.length - i - 1)) / 1000),
          currentBatch: Math.floor(i / BATCH) + 1,
          submission: { id: item.id, spamScore: item.new_score, isSpam: item.is_spam },
        };
      }
      const spamFound = results.filter((r) => r.is_spam).length;
      const errors = results.filter((r) => r.error).length;
      await audit(db, userActor(a), {
        tenantId: tenantIds.length === 1 ? tenantIds[0] : null,
        action: 'spam.scan',
        details: { scanned: results.length, spamFound, errors },
      });
      return {
        message: `${results.length} Einreichungen geprüft, ${spamFound} als Spam erkannt.`,
        totalScanned: results.length,
        spamFound,
        errors,
        results,
      };
    },
  };
}

export type SpamScanService = ReturnType<typeof spamScanService>;
