/**
 * Spam filter evaluation on bench/spam/evaluation.json (separate from the training set):
 * precision, recall and false-positive rate at the threshold 50, with rules + the global
 * classifier (no practice-specific learning, no AI), and scoring throughput.
 *
 *   npx tsx bench/spamEval.ts [--show-errors]
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSpamScorer, SPAM_THRESHOLD } from '../apps/server/src/features/spam/scorer.js';

interface Example {
  spam: boolean;
  formType: string;
  fields: Record<string, string>;
  note?: string;
}

const examples: Example[] = JSON.parse(readFileSync(join(import.meta.dirname, 'spam/evaluation.json'), 'utf8'));
const scorer = createSpamScorer(randomBytes(32));
const empty = { map: new Map(), total: { spam: 0, ham: 0 } };

let tp = 0;
let fp = 0;
let tn = 0;
let fn = 0;
const errors: string[] = [];
for (const ex of examples) {
  const v = scorer.scoreWith({ tenantId: 'bench', formType: ex.formType, formData: ex.fields }, empty);
  if (ex.spam && v.isSpam) tp++;
  else if (ex.spam) fn++;
  else if (v.isSpam) fp++;
  else tn++;
  if (ex.spam !== v.isSpam) {
    const text = Object.values(ex.fields).join(' | ').slice(0, 140);
    errors.push(
      `${ex.spam ? 'MISSED SPAM' : 'FALSE ALARM'} ${v.score} ${ex.note ?? ''}\n    ${text}\n    ${v.reasons.map((r) => `${r.reason} (${r.points})`).join('; ')}`,
    );
  }
}

const rounds = 20;
const started = performance.now();
for (let i = 0; i < rounds; i++) {
  for (const ex of examples) scorer.scoreWith({ tenantId: 'bench', formType: ex.formType, formData: ex.fields }, empty);
}
const perSecond = (rounds * examples.length) / ((performance.now() - started) / 1000);

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
console.log(`Evaluation set: ${tp + fn} spam, ${tn + fp} legitimate; threshold ${SPAM_THRESHOLD}`);
console.log(`precision            ${pct(tp / Math.max(1, tp + fp))}`);
console.log(`recall (spam caught) ${pct(tp / Math.max(1, tp + fn))}`);
console.log(
  `false-positive rate  ${pct(fp / Math.max(1, fp + tn))}  (${fp} of ${fp + tn} legitimate scored ≥ ${SPAM_THRESHOLD})`,
);
console.log(`throughput           ${perSecond.toFixed(0)} submissions/s (rules + classifier, one core, no database)`);
if (process.argv.includes('--show-errors')) console.log(`\n${errors.join('\n')}`);
