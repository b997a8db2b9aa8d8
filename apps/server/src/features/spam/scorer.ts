/**
 * The spam score: rule layers + the text classifier (global model and the practice's own),
 * plus bot signals and the IP blacklist at intake. Every verdict explains itself; each reason
 * carries the points it contributed. `learn` applies a staff marking to the practice's model in
 * the caller's transaction, so it is instant and survives restarts.
 */
import { sql } from 'kysely';
import type { Tx } from '../../db/scope.js';
import { hmac } from '../../lib/tokens.js';
import { CALIBRATION, type Calibration, CountModel, type Counts, classify, TOTAL_KEY } from './classifier.js';
import { trainingSet } from './data/training.js';
import { ruleReasons, type SpamReason } from './rules.js';
import { emailOf, messageText, tokenize } from './text.js';

export const SPAM_THRESHOLD = 50;

export interface SpamVerdict {
  score: number;
  reasons: SpamReason[];
  isSpam: boolean;
  /** How sure the verdict is, 0–1: distance of the score from the threshold. */
  confidence: number;
}

export interface ScoreInput {
  tenantId: string;
  formType: string;
  formData: Record<string, unknown>;
  /** Signals known only at intake (blacklist, honeypot, timing, repeats). */
  extraReasons?: SpamReason[];
}

/** Signals this strong (blacklist, honeypot) decide on their own: nothing talks them down. */
const DECISIVE = 80;

export function verdictOf(reasons: SpamReason[]): SpamVerdict {
  const decisive = reasons.filter((r) => r.layer === 'intake' && r.points >= DECISIVE).map((r) => r.points);
  const sum = reasons.reduce((total, r) => total + r.points, 0);
  const score = Math.max(0, ...decisive, Math.min(100, sum));
  return {
    score,
    reasons,
    isSpam: score >= SPAM_THRESHOLD,
    confidence: Math.round((Math.abs(score - SPAM_THRESHOLD) / SPAM_THRESHOLD) * 100) / 100,
  };
}

export interface TokenCountRow {
  token_key: string;
  spam_count: number;
  ham_count: number;
}

const lookupKeys = (keys: string[]) => [...new Set([...keys, TOTAL_KEY])];

function countsFrom(rows: TokenCountRow[]) {
  const map = new Map<string, Counts>();
  let total: Counts = { spam: 0, ham: 0 };
  for (const r of rows) {
    const c = { spam: r.spam_count, ham: r.ham_count };
    if (r.token_key === TOTAL_KEY) total = c;
    else map.set(r.token_key, c);
  }
  return { map, total };
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
  // Words and word pairs ("ihre praxis", "wir bieten" say more than their words alone).
  // Names and addresses are noise for the text model (the rules look at them); the e-mail
  // domain's last label stays as one token.
  const keysOf = (formType: string, formData: Record<string, unknown>) => {
    const words = tokenize(messageText(formData));
    const tld = emailOf(formData).split('.').pop();
    const pairs = words.slice(1).map((w, i) => `${words[i]} ${w}`);
    return [...words, ...pairs, `__type_${formType}__`, ...(tld ? [`__tld_${tld}__`] : [])].map(keyOf);
  };

  const global = new CountModel();
  for (const ex of trainingSet) global.add(keysOf(ex.formType, ex.fields), ex.spam);

  async function tenantCounts(tx: Tx, tenantId: string, keys: string[]) {
    const rows = await tx
      .selectFrom('spam_tokens')
      .select(['token_key', 'spam_count', 'ham_count'])
      .where('tenant_id', '=', tenantId)
      .where('token_key', 'in', lookupKeys(keys))
      .execute();
    return countsFrom(rows);
  }

  /** Rules and classifier only (what a scan re-computes), with the practice's counts given. */
  function scoreWith(
    input: ScoreInput,
    tenant: { map: Map<string, Counts>; total: Counts },
    calibration?: Calibration,
  ): SpamVerdict {
    const rules = ruleReasons(input);
    const reasons = [...(input.extraReasons ?? []), ...rules];
    const cal = calibration ?? CALIBRATION;
    const patient = rules.some((r) => r.points < 0);
    const c = classify(keysOf(input.formType, input.formData), global, tenant.map, tenant.total, {
      ...cal,
      maxPoints: patient ? Math.min(cal.maxPoints, cal.patientCap) : cal.maxPoints,
    });
    if (c.points !== 0) {
      const pct = Math.round((c.points > 0 ? c.probability : 1 - c.probability) * 100);
      reasons.push({
        reason: c.points > 0 ? `Textfilter: ähnelt Spam (${pct} %)` : `Textfilter: ähnelt echten Anfragen (${pct} %)`,
        points: c.points,
        layer: 'classifier',
      });
    }
    return verdictOf(reasons);
  }

  return {
    scoreWith,
    /** The classifier's token keys of a message (for calibration and tests). */
    keysOf,
    /** The spam_tokens keys (with the total) whose practice counts scoring this message reads. */
    lookupKeysOf: (formType: string, formData: Record<string, unknown>) => lookupKeys(keysOf(formType, formData)),
    /** score() with the practice's spam_tokens rows already read (intake reads them with other facts). */
    scoreWithRows: (input: ScoreInput, rows: TokenCountRow[]) => scoreWith(input, countsFrom(rows)),

    async score(tx: Tx, input: ScoreInput): Promise<SpamVerdict> {
      const counts = await tenantCounts(tx, input.tenantId, keysOf(input.formType, input.formData));
      return scoreWith(input, counts);
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
      const keys = [...new Set(keysOf(formType, formData))];
      const column = isSpam ? 'spam_count' : 'ham_count';
      if (delta > 0) {
        const rows = [...keys.map((k) => [k, 1] as const), [TOTAL_KEY, keys.length] as const].map(([key, n]) => ({
          tenant_id: tenantId,
          token_key: key,
          spam_count: isSpam ? n : 0,
          ham_count: isSpam ? 0 : n,
        }));
        await tx
          .insertInto('spam_tokens')
          .values(rows)
          .onConflict((oc) =>
            oc.columns(['tenant_id', 'token_key']).doUpdateSet((eb) => ({
              [column]: eb(eb.ref(`spam_tokens.${column}`), '+', eb.ref(`excluded.${column}`)),
            })),
          )
          .execute();
        return;
      }
      const lower = (n: number) => sql<number>`greatest(0, ${sql.ref(column)} - ${n})`;
      await tx
        .updateTable('spam_tokens')
        .set({ [column]: lower(1) })
        .where('tenant_id', '=', tenantId)
        .where('token_key', 'in', keys)
        .execute();
      await tx
        .updateTable('spam_tokens')
        .set({ [column]: lower(keys.length) })
        .where('tenant_id', '=', tenantId)
        .where('token_key', '=', TOTAL_KEY)
        .execute();
    },

    globalModel: global,
  };
}

export type SpamScorer = ReturnType<typeof createSpamScorer>;
