/**
 * Fits the classifier's calibration (apps/server/src/features/spam/classifier.ts CALIBRATION)
 * on the TRAINING set with leave-one-out: each example is scored by a model trained without it,
 * rule points included. Picks the setting with the highest recall whose false-positive rate is
 * at most 1 %. Where the rules recognise a patient's message, the classifier is capped (patientCap).
 * The evaluation set is not looked at here (bench/spamEval.ts reports on it).
 *
 *   npx tsx bench/spamCalibrate.ts
 */
import { randomBytes } from 'node:crypto';
import { type Calibration, classify } from '../apps/server/src/features/spam/classifier.js';
import { trainingSet } from '../apps/server/src/features/spam/data/training.js';
import { ruleReasons } from '../apps/server/src/features/spam/rules.js';
import { createSpamScorer } from '../apps/server/src/features/spam/scorer.js';

const scorer = createSpamScorer(randomBytes(32));
const global = scorer.globalModel;
const empty = new Map();
const none = { spam: 0, ham: 0 };

// Leave-one-out: rule points and the raw classifier inputs per training example.
const rows = trainingSet.map((ex) => {
  const keys = scorer.keysOf(ex.formType, ex.fields);
  global.add(keys, ex.spam, -1);
  const base = classify(keys, global, empty, none, {
    exponent: 0,
    scale: 0,
    maxPoints: 0,
    minPoints: 0,
    patientCap: 0,
    fullEvidence: 1,
  });
  global.add(keys, ex.spam, 1);
  const reasons = ruleReasons({ formType: ex.formType, formData: ex.fields });
  const rules = reasons.reduce((s, r) => s + r.points, 0);
  return { spam: ex.spam, rules, patient: reasons.some((r) => r.points < 0), llr: base.llr, evidence: base.evidence };
});

const results: { cal: Calibration; recall: number; fpr: number }[] = [];
for (const exponent of [0, 0.25, 0.5, 0.75, 1]) {
  for (let scale = 1; scale <= 60; scale += 1) {
    for (const maxPoints of [30, 40, 45, 55]) {
      for (const minPoints of [-20, -30]) {
        // Short messages must not be judged by a handful of words: full weight needs ≥ 10 known
        // tokens (the training set has few short legitimate messages like "Termin bitte").
        for (const fullEvidence of [10, 20]) {
          const cal = { exponent, scale, maxPoints, minPoints, patientCap: 20, fullEvidence };
          let tp = 0;
          let fp = 0;
          let hams = 0;
          let spams = 0;
          for (const r of rows) {
            const norm = r.evidence ? r.llr / r.evidence ** exponent : 0;
            const cap = r.patient ? Math.min(maxPoints, cal.patientCap) : maxPoints;
            const weight = Math.min(1, r.evidence / fullEvidence);
            const pts = Math.round(weight * Math.max(minPoints, Math.min(cap, norm * scale)));
            const isSpam = r.rules + pts >= 50;
            if (r.spam) {
              spams++;
              if (isSpam) tp++;
            } else {
              hams++;
              if (isSpam) fp++;
            }
          }
          results.push({ cal, recall: tp / spams, fpr: fp / hams });
        }
      }
    }
  }
}
const ok = results.filter((r) => r.fpr <= 0.01);
// Highest recall; among equals the most cautious setting (more evidence needed, smaller maximum).
ok.sort(
  (a, b) =>
    b.recall - a.recall ||
    b.cal.fullEvidence - a.cal.fullEvidence ||
    a.cal.maxPoints - b.cal.maxPoints ||
    a.cal.scale - b.cal.scale,
);
const best = ok[0];
console.log(
  `training set: ${rows.filter((r) => r.spam).length} spam, ${rows.filter((r) => !r.spam).length} legitimate (leave-one-out)`,
);
console.log('best calibration with false-positive rate ≤ 1 %:', JSON.stringify(best?.cal));
console.log(
  `  recall ${((best?.recall ?? 0) * 100).toFixed(1)} %, false-positive rate ${((best?.fpr ?? 0) * 100).toFixed(1)} %`,
);
