/**
 * The spam score, bound to this server: the engine of @praxisdesk/spam (rules, the global text
 * model, the practice's own counts) with token keys as a keyed hash and the practice's counts
 * read from and written to spam_tokens. `learn` applies a staff marking in the caller's
 * transaction, so it is instant and survives restarts. Scoring never throws (the engine falls
 * back to a verdict that names the failed check), so intake never fails because of it.
 */
import {
  countsFrom,
  createEngine,
  NO_COUNTS,
  type Prepared,
  type ScoreInput,
  type SpamVerdict,
  TOTAL_KEY,
} from '@praxisdesk/spam';
import type { Tx } from '../../db/scope.js';
import { hmac } from '../../lib/tokens.js';
import { spamRepository as repo } from './repository.js';

export { type ScoreInput, SPAM_THRESHOLD, type SpamReason, type SpamVerdict, verdictOf } from '@praxisdesk/spam';

export interface TokenCountRow {
  token_key: string;
  spam_count: number;
  ham_count: number;
}

/** The practice's counts, or none if its rows cannot be read: a verdict without them beats no verdict. */
function safeCounts(rows: TokenCountRow[]) {
  try {
    return countsFrom(rows);
  } catch {
    return NO_COUNTS;
  }
}

export function createSpamScorer(tokenKey: Buffer) {
  // Token keys are a keyed hash, so learned counts in the database never spell out words.
  const cache = new Map<string, string>();
  const keyOf = (token: string) => {
    let k = cache.get(token);
    if (!k) {
      k = hmac(tokenKey, token).toString('base64url').slice(0, 16);
      if (cache.size < 200_000) cache.set(token, k);
    }
    return k;
  };
  const engine = createEngine(keyOf);

  async function tenantCounts(tx: Tx, tenantId: string, lookup: string[]) {
    return countsFrom(await repo.tokenCounts(tx, tenantId, lookup));
  }

  return {
    /** Rules and classifier only (what a scan re-computes), with the practice's counts given. */
    scoreWith: (input: ScoreInput, tenant: ReturnType<typeof countsFrom>, prepared?: Prepared): SpamVerdict =>
      engine.score(input, tenant, prepared),
    /** The classifier's token keys of a message (for calibration and tests). */
    keysOf: engine.keysOf,
    /** A submission sanitised, its features and token keys computed once (intake reads lookupKeys). */
    prepare: engine.prepare,
    /** score() with the practice's spam_tokens rows already read and the message prepare()d (intake). */
    scoreWithRows: (input: ScoreInput, rows: TokenCountRow[], prepared: Prepared) =>
      engine.score(input, safeCounts(rows), prepared),

    /** Several messages of one practice: its learned counts read once for all of them (a scan batch). */
    async scoreMany(tx: Tx, tenantId: string, inputs: ScoreInput[]): Promise<SpamVerdict[]> {
      const prepared = inputs.map((i) => engine.prepare(i.formType, i.formData));
      const counts = await tenantCounts(tx, tenantId, [...new Set(prepared.flatMap((p) => p.lookupKeys))]);
      return inputs.map((input, i) => engine.score(input, counts, prepared[i]));
    },

    async score(tx: Tx, input: ScoreInput): Promise<SpamVerdict> {
      const prepared = engine.prepare(input.formType, input.formData);
      const counts = await tenantCounts(tx, input.tenantId, prepared.lookupKeys);
      return engine.score(input, counts, prepared);
    },

    /** Adds (delta 1) or removes (delta −1) one labelled message from the practice's model. */
    async learn(
      tx: Tx,
      tenantId: string,
      formType: string,
      formData: Record<string, unknown>,
      isSpam: boolean,
      delta: 1 | -1,
    ) {
      const keys = engine.learnKeys(formType, formData);
      const column = isSpam ? 'spam_count' : 'ham_count';
      if (delta > 0) {
        const rows = [...keys.map((k) => [k, 1] as const), [TOTAL_KEY, keys.length] as const].map(([key, n]) => ({
          tenant_id: tenantId,
          token_key: key,
          spam_count: isSpam ? n : 0,
          ham_count: isSpam ? 0 : n,
        }));
        await repo.addTokenCounts(tx, rows, column);
        return;
      }
      await repo.removeTokenCounts(tx, tenantId, keys, TOTAL_KEY, column);
    },
  };
}

export type SpamScorer = ReturnType<typeof createSpamScorer>;
