/**
 * Evaluation of the spam engine (rules + global text model; no practice learning, no AI) on the
 * held-out sets in bench/spam/ and the development set in packages/spam/data/dev.jsonl:
 * recall, false-positive rate, per form type and per category, and scoring throughput on one core.
 *
 *   npm run -w packages/spam eval [-- --sets=dev,heldout-a] [--errors] [--no-speed]
 *
 * The held-out sets are never used for fitting or tuning: heldout-a/-b were committed before the
 * engine was changed for them (git history), evaluation*.json are the sets of issue 4. Tuning
 * happens on the training data (cross-validation) and on dev.jsonl; --errors lists the misses of
 * the development set only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LabelledExample, readJsonl } from '../src/data.js';
import { createEngine } from '../src/engine.js';

const root = join(import.meta.dirname, '..', '..', '..');
const SETS: Record<string, string> = {
  'evaluation.json': join(root, 'bench/spam/evaluation.json'),
  'evaluation-2.json': join(root, 'bench/spam/evaluation-2.json'),
  'heldout-a': join(root, 'bench/spam/heldout-a.jsonl'),
  'heldout-b': join(root, 'bench/spam/heldout-b.jsonl'),
  'heldout-c': join(root, 'bench/spam/heldout-c.jsonl'),
  'heldout-d': join(root, 'bench/spam/heldout-d.jsonl'),
  'heldout-e': join(root, 'bench/spam/heldout-e.jsonl'),
  'heldout-f': join(root, 'bench/spam/heldout-f.jsonl'),
  'heldout-g': join(root, 'bench/spam/heldout-g.jsonl'),
  'heldout-h': join(root, 'bench/spam/heldout-h.jsonl'),
  dev: join(import.meta.dirname, '..', 'data', 'dev.jsonl'),
};
const load = (file: string): LabelledExample[] =>
  file.endsWith('.jsonl') ? readJsonl(file) : JSON.parse(readFileSync(file, 'utf8'));

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const chosen = arg('sets')?.split(',') ?? Object.keys(SETS);
const showErrors = process.argv.includes('--errors');

const engine = createEngine((t) => t);
const scoreOf = (ex: LabelledExample) => engine.score({ tenantId: 'eval', formType: ex.formType, formData: ex.fields });

interface Tally {
  spam: number;
  caught: number;
  legit: number;
  flagged: number;
}
const tally = (): Tally => ({ spam: 0, caught: 0, legit: 0, flagged: 0 });
const pct = (a: number, b: number) => (b ? `${((a / b) * 100).toFixed(1)} %` : '–');
const row = (label: string, t: Tally) =>
  `  ${label.padEnd(22)} spam ${String(t.spam).padStart(4)}  recall ${pct(t.caught, t.spam).padStart(7)}   legit ${String(t.legit).padStart(4)}  FPR ${pct(t.flagged, t.legit).padStart(6)} (${t.flagged})`;

export interface SetResult {
  name: string;
  all: Tally;
  byType: Map<string, Tally>;
  byCategory: Map<string, Tally>;
}

export function evaluate(name: string, examples: LabelledExample[]): SetResult {
  const res: SetResult = { name, all: tally(), byType: new Map(), byCategory: new Map() };
  const errors: string[] = [];
  for (const ex of examples) {
    const v = scoreOf(ex);
    const buckets = [res.all, res.byType.get(ex.formType) ?? tally()];
    res.byType.set(ex.formType, buckets[1] as Tally);
    if (ex.category) {
      const c = res.byCategory.get(`${ex.spam ? 'spam' : 'legit'}:${ex.category}`) ?? tally();
      res.byCategory.set(`${ex.spam ? 'spam' : 'legit'}:${ex.category}`, c);
      buckets.push(c);
    }
    for (const t of buckets) {
      if (ex.spam) {
        t.spam++;
        if (v.isSpam) t.caught++;
      } else {
        t.legit++;
        if (v.isSpam) t.flagged++;
      }
    }
    if (showErrors && !name.startsWith('heldout') && ex.spam !== v.isSpam)
      errors.push(
        `  ${ex.spam ? 'MISSED' : 'FALSE ALARM'} ${v.score} [${ex.formType}/${ex.category ?? ''}] ${JSON.stringify(ex.fields).slice(0, 160)}\n      ${v.reasons.map((r) => `${r.reason} (${r.points})`).join('; ')}`,
      );
  }
  console.log(`\n${name}`);
  console.log(row('all', res.all));
  for (const [type, t] of [...res.byType].sort()) console.log(row(`form ${type}`, t));
  if (res.byCategory.size) {
    for (const [cat, t] of [...res.byCategory].sort()) console.log(row(cat, t));
  }
  if (errors.length) console.log(errors.join('\n'));
  return res;
}

const results = chosen.map((name) => {
  const file = SETS[name];
  if (!file) throw new Error(`unknown set ${name}`);
  return evaluate(name, load(file));
});

if (!process.argv.includes('--no-speed')) {
  const examples = chosen.flatMap((name) => load(SETS[name] as string));
  for (const ex of examples) scoreOf(ex); // warm-up
  const rounds = 5;
  const started = performance.now();
  for (let i = 0; i < rounds; i++) for (const ex of examples) scoreOf(ex);
  const perSecond = (rounds * examples.length) / ((performance.now() - started) / 1000);
  console.log(`\nthroughput ${perSecond.toFixed(0)} submissions/s (rules + text model, one core, no database)`);
}
void results;
