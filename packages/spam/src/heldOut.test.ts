/**
 * The evaluation sets only measure something if the model has not seen them: no 6-word phrase,
 * no person and no sender domain of a held-out set (bench/spam/) may appear in the training data
 * (packages/spam/data/training-*.jsonl), and the held-out sets share no phrase with each other.
 */
import { describe, expect, it } from 'vitest';
import { domains, HELD_OUT_SETS, loadSet as load, people, shingles } from '../eval/overlap.js';
import { trainingSet } from './data.js';

describe.each(HELD_OUT_SETS)('held-out set %s', (file) => {
  const held = load(file);

  it('shares no 6-word phrase with the training data', () => {
    const train = shingles(trainingSet());
    const shared = [...shingles(held)].filter((s) => train.has(s));
    expect(shared).toEqual([]);
  });

  it('shares no person and no sender domain with the training data', () => {
    const train = people(trainingSet());
    expect([...people(held)].filter((p) => train.has(p))).toEqual([]);
    const trainDomains = domains(trainingSet());
    expect([...domains(held)].filter((d) => trainDomains.has(d))).toEqual([]);
  });

  it('holds both classes in realistic numbers', () => {
    expect(held.filter((e) => e.spam).length).toBeGreaterThanOrEqual(150);
    expect(held.filter((e) => !e.spam).length).toBeGreaterThanOrEqual(150);
  });
});

it('the new held-out sets name a category for every example and cover every form type with spam', () => {
  for (const file of HELD_OUT_SETS.filter((f) => f.startsWith('heldout-'))) {
    const held = load(file);
    expect(held.every((e) => typeof e.category === 'string' && e.category.length > 0)).toBe(true);
    for (const type of ['contact', 'prescription', 'anamnese', 'bewerbung', 'training'])
      expect(held.filter((e) => e.spam && e.formType === type).length).toBeGreaterThanOrEqual(20);
  }
});

// The old pair was written to share no phrase. The new sets share a handful of salutations and
// formulae with the old ones and each other ("sehr geehrte damen und herren ich"), and one spam
// template on purpose (the same IBAN in two damages demands); bench/README.md lists the counts.
it('the two old held-out sets share no phrase with each other', () => {
  const first = shingles(load('evaluation.json'));
  expect([...shingles(load('evaluation-2.json'))].filter((s) => first.has(s))).toEqual([]);
});
