/**
 * Spam scoring throughput on one core (issue 15, target ≥ 3,000 submissions/s): the engine of
 * @praxisdesk/spam (sanitising, rules over every field, the text model; no database, no AI) over
 * every submission of the evaluation sets, 10 rounds after a warm-up. Reported per round as
 * submissions per second of this process's CPU time (user + system), which does not count the
 * time the process waits for a core on a busy machine, and of wall time, with median and range.
 *
 *   npx tsx bench/spamThroughput.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createEngine, type LabelledExample, readJsonl } from '@praxisdesk/spam';

const dir = join(import.meta.dirname, 'spam');
const examples: LabelledExample[] = [
  ...JSON.parse(readFileSync(join(dir, 'evaluation.json'), 'utf8')),
  ...JSON.parse(readFileSync(join(dir, 'evaluation-2.json'), 'utf8')),
  ...readJsonl(join(dir, 'heldout-a.jsonl')),
  ...readJsonl(join(dir, 'heldout-b.jsonl')),
];
const engine = createEngine((t) => t);
const score = (ex: LabelledExample) => engine.score({ tenantId: 'bench', formType: ex.formType, formData: ex.fields });

for (let i = 0; i < 3; i++) for (const ex of examples) score(ex);
const cpu: number[] = [];
const wall: number[] = [];
for (let round = 0; round < 10; round++) {
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  for (const ex of examples) score(ex);
  const c = process.cpuUsage(c0);
  wall.push(examples.length / ((performance.now() - w0) / 1000));
  cpu.push(examples.length / ((c.user + c.system) / 1e6));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const f = (x: number) => x.toFixed(0);
console.log(`${examples.length} submissions per round, 10 rounds`);
console.log(`CPU time:  median ${f(median(cpu))}/s  (min ${f(Math.min(...cpu))}, max ${f(Math.max(...cpu))})`);
console.log(`wall time: median ${f(median(wall))}/s  (min ${f(Math.min(...wall))}, max ${f(Math.max(...wall))})`);
