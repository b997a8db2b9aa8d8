/**
 * The spam score: rule layers + the text classifier (global model and the practice's own),
 * plus bot signals and the IP blacklist at intake. Every verdict explains itself; each reason
 * carries the points it contributed. `learn` applies a staff marking to the practice's model in
 * the caller's transaction, so it is instant and survives restarts.
 */
import type { Tx } from '../../db/scope.js';
import { hmac } from '../../lib/tokens.js';
import {
  CALIBRATION,
  type Calibration,
  CountModel,
  type Counts,
  type Features,
  LogisticModel,
  pointsOf,
  TOTAL_KEY,
  tenantShift,
} from './classifier.js';
import { trainingSet } from './data/training.js';
import { guessLanguage } from './language.js';
import { spamRepository as repo } from './repository.js';
import { ruleReasons, type SpamReason } from './rules.js';
import { charGrams, emailOf, FREEMAIL, foldText, messageText, nameText, tokenize } from './text.js';

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

/**
 * What the text classifier sees of a submission: words and word pairs of what the sender wrote
 * ("ihre praxis", "wir bieten" say more than their words alone), character n-grams, and a few
 * facts about the sender: the language, the form type, the e-mail domain's last label, whether
 * the address is a free-mail one or a company's own domain (and that domain's words), and the
 * name's words (person names are too rare to count; "Team", "Support", "Marketing" are not).
 */
export function featuresOf(formType: string, formData: Record<string, unknown>): Features & { count: number } {
  const text = messageText(formData);
  const folded = foldText(text);
  const words = tokenize(text, folded);
  const pairs = words.slice(1).map((w, i) => `${words[i]} ${w}`);
  const domain = emailOf(formData).split('@')[1] ?? '';
  const labels = domain.split('.');
  const tld = labels.length > 1 ? labels.pop() : undefined;
  const free = FREEMAIL.has(domain);
  const sender = domain
    ? [
        `__tld_${tld}__`,
        free ? '__freemail__' : '__own_domain__',
        ...(free
          ? []
          : labels
              .join('-')
              .split(/[-_\d]+/)
              .filter((w) => w.length >= 3)
              .map((w) => `__dom_${w}__`)),
      ]
    : ['__no_email__'];
  const name = tokenize(nameText(formData)).map((w) => `__name_${w}__`);
  const meta = [`__type_${formType}__`, `__lang_${guessLanguage(text).main}__`, ...sender, ...name];
  return { words: [...words, ...pairs, ...meta], grams: charGrams(text, folded), count: new Set(words).size };
}

// The global model depends only on the shipped training set: trained once per process.
let shared: LogisticModel | undefined;
export function globalModel(): LogisticModel {
  shared ??= LogisticModel.train(
    trainingSet.map((ex) => ({ features: featuresOf(ex.formType, ex.fields), spam: ex.spam })),
  );
  return shared;
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
  const keysOf = (formType: string, formData: Record<string, unknown>) =>
    featuresOf(formType, formData).words.map(keyOf);

  const logistic = globalModel();
  // Word counts of the training set under this key: the baseline against which the practice's own
  // counts shift a verdict.
  const global = new CountModel();
  for (const ex of trainingSet) global.add(keysOf(ex.formType, ex.fields), ex.spam);

  async function tenantCounts(tx: Tx, tenantId: string, lookup: string[]) {
    const rows = await repo.tokenCounts(tx, tenantId, lookup);
    return countsFrom(rows);
  }

  /** Rules and classifier only (what a scan re-computes), with the practice's counts given. */
  function scoreWith(
    input: ScoreInput,
    tenant: { map: Map<string, Counts>; total: Counts },
    calibration?: Calibration,
    features?: ReturnType<typeof featuresOf> & { keys?: string[] },
  ): SpamVerdict {
    const rules = ruleReasons(input);
    const reasons = [...(input.extraReasons ?? []), ...rules];
    const patient = rules.some((r) => r.points < 0);
    const f = features ?? featuresOf(input.formType, input.formData);
    const shift = tenant.map.size ? tenantShift(features?.keys ?? f.words.map(keyOf), global, tenant.map) : 0;
    const c = pointsOf(logistic.margin(f), shift, f.count, patient, calibration ?? CALIBRATION);
    if (c.points !== 0) {
      const pct = Math.round((c.points > 0 ? c.probability : 1 - c.probability) * 100);
      const own = Math.abs(c.tenantPoints) >= 5 ? ', auch nach Ihren Markierungen' : '';
      reasons.push({
        reason:
          c.points > 0
            ? `Textfilter: ähnelt Spam (${pct} %${own})`
            : `Textfilter: ähnelt echten Anfragen (${pct} %${own})`,
        points: c.points,
        layer: 'classifier',
      });
    }
    return verdictOf(reasons);
  }

  /**
   * A message's features and token keys, computed once: `lookupKeys` are the spam_tokens rows
   * (with the total) that scoring it reads; give the result to scoreWithRows.
   */
  function prepare(formType: string, formData: Record<string, unknown>) {
    const f = featuresOf(formType, formData);
    const keys = f.words.map(keyOf);
    return { features: { ...f, keys }, lookupKeys: lookupKeys(keys) };
  }

  return {
    scoreWith,
    /** The classifier's token keys of a message (for calibration and tests). */
    keysOf,
    prepare,
    /** score() with the practice's spam_tokens rows already read and the message prepare()d (intake). */
    scoreWithRows: (input: ScoreInput, rows: TokenCountRow[], prepared: ReturnType<typeof prepare>) =>
      scoreWith(input, countsFrom(rows), undefined, prepared.features),

    /** Several messages of one practice: its learned counts read once for all of them (a scan batch). */
    async scoreMany(tx: Tx, tenantId: string, inputs: ScoreInput[]): Promise<SpamVerdict[]> {
      const prepared = inputs.map((i) => prepare(i.formType, i.formData));
      const counts = await tenantCounts(tx, tenantId, [...new Set(prepared.flatMap((p) => p.lookupKeys))]);
      return inputs.map((input, i) => scoreWith(input, counts, undefined, prepared[i]?.features));
    },

    async score(tx: Tx, input: ScoreInput): Promise<SpamVerdict> {
      const prepared = prepare(input.formType, input.formData);
      const counts = await tenantCounts(tx, input.tenantId, prepared.lookupKeys);
      return scoreWith(input, counts, undefined, prepared.features);
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
        await repo.addTokenCounts(tx, rows, column);
        return;
      }
      await repo.removeTokenCounts(tx, tenantId, keys, TOTAL_KEY, column);
    },
  };
}

export type SpamScorer = ReturnType<typeof createSpamScorer>;
