/**
 * The spam scan: re-scores chosen submissions of the caller's tenants with the current rules
 * and models. Intake-only reasons (blacklist, bot signals) and AI verdicts are kept; a staff
 * decision (manual marking) is never overwritten. Yields a progress event per submission.
 */
import type { FormType, ScanEvent, ScanResult, ScanResultItem } from '@praxisdesk/domain';
import { type ScoreInput, type SpamReason, type SpamVerdict, verdictOf } from '@praxisdesk/spam';
import type { Database } from '../../db/index.js';
import { type AuditRecord, audit, userActor } from '../../lib/audit.js';
import type { Keyring } from '../../lib/crypto.js';
import { tenantTransactions } from '../../lib/tenantTx.js';
import { type AuthContext, requireUser, tenantScope } from '../auth/context.js';
import { spamRepository as repo } from './repository.js';
import type { SpamScorer } from './scorer.js';

/** 'all' scans every submission in scope, up to this many. */
const ALL_CAP = 5000;
/** Progress events count batches of this many (the dialog's "Batch" number). */
const BATCH = 10;
/** Submissions re-scored per transaction: one read, one write. */
const DB_BATCH = 100;
/** What a scan answers for a submission deleted while it ran. */
const GONE = {
  form_type: '',
  new_score: 0,
  previous_score: 0,
  is_spam: false,
  aiClassified: false,
  error: 'Nicht mehr vorhanden',
} as const;

type Options = {
  limit: number;
  all: boolean;
  formType?: FormType | undefined;
  dateRange?: { from?: string | undefined; to?: string | undefined } | undefined;
};

export function spamScanService(db: Database, keyring: Keyring, scorer: SpamScorer) {
  const inTenant = tenantTransactions(db, keyring);

  /** One statement with its own tenant scope (a read: no transaction). */
  function candidates(tenantIds: string[], o: Options) {
    return repo.scanCandidates(db, tenantIds, {
      limit: o.all ? ALL_CAP : o.limit,
      formType: o.formType,
      from: o.dateRange?.from,
      to: o.dateRange?.to,
    });
  }

  /**
   * Re-scores one batch of a practice's submissions in one transaction: one read of the rows,
   * decryption and scoring in memory (the practice's learned counts read once), one UPDATE.
   * Answers in the order of `ids`. The last batch also writes the scan's audit entry
   * (`last`, given the batch's answers), in the same transaction: one commit less.
   */
  async function rescoreBatch(
    a: AuthContext,
    tenantId: string,
    ids: string[],
    last?: (batch: ScanResultItem[]) => AuditRecord,
  ): Promise<ScanResultItem[]> {
    return inTenant(a, tenantId, async ({ tx, open, audit }) => {
      const rows = new Map((await repo.scanRows(tx, tenantId, ids)).map((r) => [r.id, r]));
      const items = new Map<string, ScanResultItem>();
      const toScore: { id: string; kept: SpamReason[]; input: ScoreInput }[] = [];
      for (const id of ids) {
        const row = rows.get(id);
        if (!row) {
          items.set(id, { ...GONE, id });
          continue;
        }
        const base = {
          id,
          form_type: row.form_type,
          previous_score: row.spam_score,
          aiClassified: row.ai_verdict !== null,
        };
        // A staff decision stands: the scan leaves it alone.
        if (row.labelled) {
          items.set(id, { ...base, new_score: row.spam_score, is_spam: row.is_spam });
          continue;
        }
        try {
          const formData = await open<Record<string, unknown>>(
            { table: 'form_submissions', recordId: id },
            { blob: row.form_data, keyVersion: row.key_version },
          );
          const kept = ((row.spam_reasons as SpamReason[]) ?? []).filter(
            (r) => r.layer === 'intake' || r.layer === 'ai',
          );
          toScore.push({ id, kept, input: { tenantId, formType: row.form_type, formData, language: row.language } });
          items.set(id, { ...base, new_score: row.spam_score, is_spam: row.is_spam });
        } catch {
          items.set(id, {
            ...base,
            new_score: row.spam_score,
            is_spam: row.is_spam,
            error: 'Entschlüsselung fehlgeschlagen',
          });
        }
      }
      const fresh = await scorer.scoreMany(
        tx,
        tenantId,
        toScore.map((t) => t.input),
      );
      const verdicts = toScore.map((t, i) => ({ id: t.id, v: verdictOf([...t.kept, ...(fresh[i]?.reasons ?? [])]) }));
      // Only what changed is sent: a re-scan that changes nothing sends no UPDATE at all.
      await repo.setVerdicts(
        tx,
        tenantId,
        verdicts.filter(({ id, v }) => !holds(rows.get(id), v)),
      );
      for (const { id, v } of verdicts) {
        const item = items.get(id);
        if (item) items.set(id, { ...item, new_score: v.score, is_spam: v.isSpam });
      }
      const answers = ids.map((id) => items.get(id) ?? { ...GONE, id });
      if (last) await audit(last(answers));
      return answers;
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
      const auditOf = (all: ScanResultItem[]): AuditRecord => ({
        tenantId: tenantIds.length === 1 ? tenantIds[0] : null,
        action: 'spam.scan',
        details: {
          scanned: all.length,
          spamFound: all.filter((r) => r.is_spam).length,
          errors: all.filter((r) => r.error).length,
        },
      });
      // Batches of one practice each, in the candidates' order (newest first).
      for (let start = 0; start < rows.length; ) {
        const tenantId = rows[start]?.tenant_id as string;
        let end = start;
        while (end < rows.length && end - start < DB_BATCH && rows[end]?.tenant_id === tenantId) end++;
        const batch = await rescoreBatch(
          a,
          tenantId,
          rows.slice(start, end).map((r) => r.id),
          end === rows.length ? (b) => auditOf([...results, ...b]) : undefined,
        );
        for (const item of batch) {
          results.push(item);
          const processed = results.length;
          const perItem = (Date.now() - started) / processed;
          yield {
            type: 'progress',
            processed,
            total: rows.length,
            estimatedTimeRemaining: Math.round((perItem * (rows.length - processed)) / 1000),
            currentBatch: Math.floor((processed - 1) / BATCH) + 1,
            submission: { id: item.id, spamScore: item.new_score, isSpam: item.is_spam },
          };
        }
        start = end;
      }
      const spamFound = results.filter((r) => r.is_spam).length;
      const errors = results.filter((r) => r.error).length;
      // Nothing to scan: no batch wrote the entry.
      if (rows.length === 0) await audit(db, userActor(a), auditOf(results));
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

/** Whether a row already holds this verdict (score, flag, confidence as stored in `real`, reasons). */
function holds(
  row:
    | { spam_score: number | null; is_spam: boolean; spam_confidence: number | null; spam_reasons: unknown }
    | undefined,
  v: SpamVerdict,
): boolean {
  return (
    row !== undefined &&
    row.spam_score === v.score &&
    row.is_spam === v.isSpam &&
    row.spam_confidence !== null &&
    Math.fround(row.spam_confidence) === Math.fround(v.confidence) &&
    canonicalJson(row.spam_reasons) === canonicalJson(v.reasons)
  );
}

/** JSON with object keys sorted (jsonb stores them in its own order). */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}
