/**
 * The evaluation sets only measure something if the model has not seen them: no 6-word phrase,
 * no person and no sender domain of bench/spam/evaluation*.json may appear in the training set.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type LabelledExample, trainingSet } from './training.js';

const benchDir = join(import.meta.dirname, '../../../../../../bench/spam');
const load = (file: string): LabelledExample[] => JSON.parse(readFileSync(join(benchDir, file), 'utf8'));

const words = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];
function shingles(examples: LabelledExample[], n = 6): Map<string, number> {
  const out = new Map<string, number>();
  examples.forEach((ex, i) => {
    for (const value of Object.values(ex.fields)) {
      const w = words(value);
      for (let j = 0; j + n <= w.length; j++) out.set(w.slice(j, j + n).join(' '), i);
    }
  });
  return out;
}
const NAME_KEYS = /^(name|vorname|nachname)$/i;
const people = (examples: LabelledExample[]) =>
  new Set(
    examples.flatMap((ex) =>
      Object.entries(ex.fields)
        .filter(([k, v]) => NAME_KEYS.test(k) && v.trim().includes(' '))
        .map(([, v]) => v.trim().toLowerCase()),
    ),
  );
// Mail providers anyone uses (and disposable ones); a shared one says nothing about a shared sender.
const FREEMAIL =
  /^(gmail\.com|googlemail\.com|web\.de|gmx\.(de|net)|t-online\.de|outlook\.(com|de)|hotmail\.(com|de)|icloud\.com|yahoo\.(com|de)|posteo\.de|mailbox\.org|freenet\.de|arcor\.de|online\.de|proton(mail)?\.(me|com)|mail\.ru|yandex\.ru|ukr\.net|wp\.pl|libero\.it|orange\.fr|kpnmail\.nl|ziggo\.nl|example\.[a-z]+|mailinator\.com|guerrillamail\.(com|de)|yopmail\.com|10minutemail\.com|trashmail\.(com|de))$/;
const domains = (examples: LabelledExample[]) =>
  new Set(
    examples
      .flatMap((ex) => Object.values(ex.fields))
      .flatMap((v) => v.toLowerCase().match(/@[a-z0-9.-]+\.[a-z]{2,}/g) ?? [])
      .map((d) => d.slice(1))
      .filter((d) => !FREEMAIL.test(d)),
  );

describe.each(['evaluation.json', 'evaluation-2.json'])('held-out set %s', (file) => {
  const held = load(file);

  it('shares no 6-word phrase with the training set', () => {
    const train = shingles(trainingSet);
    const shared = [...shingles(held).keys()].filter((s) => train.has(s));
    expect(shared).toEqual([]);
  });

  it('shares no person and no sender domain with the training set', () => {
    const train = people(trainingSet);
    expect([...people(held)].filter((p) => train.has(p))).toEqual([]);
    const trainDomains = domains(trainingSet);
    expect([...domains(held)].filter((d) => trainDomains.has(d))).toEqual([]);
  });

  it('holds both classes in realistic numbers', () => {
    expect(held.filter((e) => e.spam).length).toBeGreaterThanOrEqual(150);
    expect(held.filter((e) => !e.spam).length).toBeGreaterThanOrEqual(150);
  });
});

it('the two held-out sets share no phrase with each other', () => {
  const first = shingles(load('evaluation.json'));
  expect([...shingles(load('evaluation-2.json')).keys()].filter((s) => first.has(s))).toEqual([]);
});
