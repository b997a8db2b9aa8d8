/**
 * Deletes every training example that shares a 6-word phrase, a person or a sender domain with
 * a held-out set (the rule src/heldOut.test.ts checks), after a new training batch or a new
 * held-out set. Deleted, not reworded: a reworded example would still carry the held-out one's
 * idea. Prints only the training side (file, line, category), never a held-out example.
 *
 *   npx tsx packages/spam/eval/pruneOverlap.ts [--dry-run]
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR, type LabelledExample } from '../src/data.js';
import { domains, domainsOf, HELD_OUT_SETS, loadSet, people, peopleOf, shingles, shinglesOf } from './overlap.js';

const held = HELD_OUT_SETS.flatMap(loadSet);
const phrases = shingles(held);
const persons = people(held);
const senders = domains(held);
const dryRun = process.argv.includes('--dry-run');

let total = 0;
for (const file of readdirSync(DATA_DIR).filter((f) => /^training-.*\.jsonl$/.test(f))) {
  const path = join(DATA_DIR, file);
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim());
  const kept = lines.filter((line, i) => {
    const ex = JSON.parse(line) as LabelledExample;
    const why = [
      shinglesOf(ex).some((s) => phrases.has(s)) && 'phrase',
      peopleOf(ex).some((p) => persons.has(p)) && 'person',
      domainsOf(ex).some((d) => senders.has(d)) && 'domain',
    ].filter(Boolean);
    if (why.length)
      console.log(`${file}:${i + 1}\t${ex.spam ? 'spam' : 'legit'}\t${ex.category ?? ''}\t${why.join(',')}`);
    return why.length === 0;
  });
  total += lines.length - kept.length;
  if (!dryRun && kept.length !== lines.length) writeFileSync(path, `${kept.join('\n')}\n`);
}
console.log(`${total} training examples ${dryRun ? 'would be deleted' : 'deleted'}`);
