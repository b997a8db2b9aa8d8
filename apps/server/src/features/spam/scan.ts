/**
 * The spam scan: re-scores chosen submissions of the caller's tenants with the current rules
 * and models. Intake-only reasons (blacklist, bot signals) and AI verdicts are kept; a staff
 * decision (manual marking) is never overwritten. Yields a progress event per submission.
 */
import type { FormType, ScanEvent, ScanResult, ScanResultItem } from '@praxisdesk/domain';
import type { Database } from '../../db/index.js';
import { audit, userActor } from '../../lib/audit.js';
import type { Keyring } from '../../lib/crypto.js';
import { tenantTransactions } from '../../lib/tenantTx.js';
import { type AuthContext, requireUser, tenantScope } from '../auth/context.js';
import { spamRepository as repo } from './repository.js';
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
  const inTenant = tenantTransactions(db, keyring);

  async function candidates(a: AuthContext, tenantIds: string[], o: Options) {
    return inTenant(a, tenantIds, ({ tx }) =>
      repo.scanCandidates(tx, tenantIds, {
        limit: o.all ? ALL_CAP : o.limit,
        formType: o.formType,
        from: o.dateRange?.from,
        to: o.dateRange?.to,
      }),
    );
  }

  async function rescore(a: AuthContext, id: string, tenantId: string): Promise<ScanResultItem> {
    return inTenant(a, tenantId, async ({ tx, open }) => {
      const row = await repo.scanRow(tx, id);
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
        formData = await open<Record<string, unknown>>(
          { table: 'form_submissions', recordId: id },
          { blob: row.form_data, keyVersion: row.key_version },
        );
      } catch {
        return { ...base, new_score: row.spam_score, is_spam: row.is_spam, error: 'Entschlüsselung fehlgeschlagen' };
      }
      const kept = ((row.spam_reasons as SpamReason[]) ?? []).filter((r) => r.layer === 'intake' || r.layer === 'ai');
      const fresh = await scorer.score(tx, { tenantId, formType: row.form_type, formData });
      const v = verdictOf([...kept, ...fresh.reasons]);
      await repo.setVerdict(tx, id, v);
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
      const rows = await candidates(a, tenantIds, req.options);
      const started = Date.now();
      const results: ScanResultItem[] = [];
      for (const [i, r] of rows.entries()) {
        const item = await rescore(a, r.id, r.tenant_id);
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
