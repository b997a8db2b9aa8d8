/**
 * Naive Bayes text classifier over two sets of counts: a global model trained at start-up from
 * the shipped training set, and the practice's own counts, learned from staff marking and kept
 * in the database. Tokens are stored as keyed hashes, so the database never holds words of
 * patients' messages in the clear.
 *
 * Calibration: a Bernoulli-style sum over distinct known tokens, divided by a power of the number
 * of tokens (naive Bayes is overconfident on long texts), mapped linearly to points and clipped.
 * The parameters are fitted on the training set with leave-one-out (bench/spamCalibrate.ts) and
 * checked on the separate evaluation set (bench/spamEval.ts).
 */

export interface Counts {
  spam: number;
  ham: number;
}

export const TOTAL_KEY = '__total__';
/** How much one of the practice's own labelled messages weighs against a global example. */
export const TENANT_WEIGHT = 3;
const ALPHA = 1;
const MAX_TOKENS = 300;

export class CountModel {
  readonly tokens = new Map<string, Counts>();
  total: Counts = { spam: 0, ham: 0 };

  add(keys: string[], spam: boolean, delta = 1) {
    for (const k of new Set(keys)) {
      const c = this.tokens.get(k) ?? { spam: 0, ham: 0 };
      if (spam) c.spam += delta;
      else c.ham += delta;
      this.tokens.set(k, c);
      if (spam) this.total.spam += delta;
      else this.total.ham += delta;
    }
  }
}

export interface ClassifierVerdict {
  /** Probability that the text is spam, 0–1. */
  probability: number;
  /** Points for the spam score, −30 … +45. */
  points: number;
  /** Distinct tokens that the models knew. */
  evidence: number;
  /** Raw log-likelihood ratio (spam over ham). */
  llr: number;
}

/** Maps the log-likelihood ratio to points; fitted by bench/spamCalibrate.ts on the training set. */
export interface Calibration {
  /** llr is divided by evidence^exponent (long texts are not that much surer). */
  exponent: number;
  /** Points per unit of normalised llr. */
  scale: number;
  maxPoints: number;
  minPoints: number;
  /**
   * Cap when the rules recognised a patient's or applicant's message: the text model alone
   * must not push a real patient (say, an expat writing in English) into spam.
   */
  patientCap: number;
  /** Below this many known tokens the points shrink proportionally: a few words prove little. */
  fullEvidence: number;
}

export const CALIBRATION: Calibration = {
  exponent: 0,
  scale: 22,
  maxPoints: 55,
  minPoints: -20,
  patientCap: 20,
  fullEvidence: 10,
};

export function classify(
  keys: string[],
  global: CountModel,
  tenant: Map<string, Counts>,
  tenantTotal: Counts,
  cal: Calibration = CALIBRATION,
): ClassifierVerdict {
  const vocabulary = global.tokens.size + tenant.size;
  const spamTotal = global.total.spam + TENANT_WEIGHT * tenantTotal.spam;
  const hamTotal = global.total.ham + TENANT_WEIGHT * tenantTotal.ham;
  let llr = 0;
  let evidence = 0;
  for (const k of [...new Set(keys)].slice(0, MAX_TOKENS)) {
    const g = global.tokens.get(k);
    const t = tenant.get(k);
    if (!g && !t) continue;
    const s = (g?.spam ?? 0) + TENANT_WEIGHT * (t?.spam ?? 0);
    const h = (g?.ham ?? 0) + TENANT_WEIGHT * (t?.ham ?? 0);
    llr +=
      Math.log((s + ALPHA) / (spamTotal + ALPHA * vocabulary)) -
      Math.log((h + ALPHA) / (hamTotal + ALPHA * vocabulary));
    evidence++;
  }
  if (evidence === 0) return { probability: 0.5, points: 0, evidence, llr: 0 };
  const normalised = llr / evidence ** cal.exponent;
  const probability = 1 / (1 + Math.exp(-normalised));
  const weight = Math.min(1, evidence / Math.max(1, cal.fullEvidence));
  const points = Math.round(weight * Math.max(cal.minPoints, Math.min(cal.maxPoints, normalised * cal.scale)));
  return { probability, points, evidence, llr };
}
