/**
 * Out-of-fold errors on the training data (10-fold cross-validation, rules + text model at the
 * shipped calibration): recall and false positives per form type, and with --misses every
 * missed spam and false alarm. Reads only the training data, so it may be read freely when
 * looking for what the engine cannot do yet (the held-out sets' items are never printed).
 *
 *   npx tsx packages/spam/eval/cvMisses.ts [--misses] [--by-batch]
 *
 * --by-batch leaves one training batch (one author) out per fold, as regularisation.ts does:
 * the errors on wording the model has never seen.
 */
import { CALIBRATION, LogisticModel, pointsOf } from '../src/classifier.js';
import { trainingBatches, trainingSet } from '../src/data.js';
import { preparedExample } from './examples.js';

const exs = trainingSet();
const rows = exs.map(preparedExample);
const batches = trainingBatches();
const names = [...new Set(batches)];
const byBatch = process.argv.includes('--by-batch');
const foldOf = (i: number) => (byBatch ? names.indexOf(batches[i] as string) : i % 10);
const FOLDS = byBatch ? names.length : 10;
const oof = new Array<number>(rows.length).fill(0);
for (let k = 0; k < FOLDS; k++) {
  const m = LogisticModel.train(rows.filter((_, i) => foldOf(i) !== k));
  rows.forEach((r, i) => {
    if (foldOf(i) === k) oof[i] = m.margin(r.features);
  });
}
const by: Record<string, [number, number, number, number]> = {};
const misses: string[] = [];
rows.forEach((r, i) => {
  const s = r.rules + pointsOf(oof[i] as number, 0, r.count, r.said, CALIBRATION).points;
  const ex = exs[i] as (typeof exs)[number];
  by[ex.formType] ??= [0, 0, 0, 0];
  const t = by[ex.formType] as [number, number, number, number];
  if (r.spam) {
    t[0]++;
    if (s >= 50) t[1]++;
    else misses.push(`${s.toFixed(0)} ${ex.formType} ${ex.category ?? ''} ${JSON.stringify(ex.fields).slice(0, 400)}`);
  } else {
    t[2]++;
    if (s >= 50) {
      t[3]++;
      misses.push(`FP ${s.toFixed(0)} ${ex.formType} ${ex.category ?? ''} ${JSON.stringify(ex.fields).slice(0, 300)}`);
    }
  }
});
for (const [k, [P, tp, N, fp]] of Object.entries(by))
  console.log(k, `recall ${((100 * tp) / P).toFixed(1)} (${tp}/${P}) fp ${fp}/${N}`);
if (process.argv.includes('--misses')) for (const m of misses) console.log(m);
