/**
 * What a held-out set may not share with the training data (src/heldOut.test.ts): a 6-word
 * phrase, a person's full name, a sender domain that is not a public mail provider. Also used by
 * eval/pruneOverlap.ts, which deletes training examples that share one of them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LabelledExample, readJsonl } from '../src/data.js';
import { flatten } from '../src/prepare.js';

export const BENCH_DIR = join(import.meta.dirname, '../../../bench/spam');
/** Every evaluation set in bench/spam/, oldest first. */
export const HELD_OUT_SETS = [
  'evaluation.json',
  'evaluation-2.json',
  'heldout-a.jsonl',
  'heldout-b.jsonl',
  'heldout-c.jsonl',
  'heldout-d.jsonl',
  'heldout-e.jsonl',
  'heldout-f.jsonl',
  'heldout-g.jsonl',
  'heldout-h.jsonl',
];
/** The held-out sets by name (heldout-a … ), for the tools that only record them. */
export const HELD_OUT_NAMES = HELD_OUT_SETS.filter((f) => f.startsWith('heldout-')).map((f) => f.replace('.jsonl', ''));

export const loadSet = (file: string): LabelledExample[] =>
  file.endsWith('.jsonl') ? readJsonl(join(BENCH_DIR, file)) : JSON.parse(readFileSync(join(BENCH_DIR, file), 'utf8'));

const values = (ex: LabelledExample) => Object.entries(flatten(ex.fields).data);
const words = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** Each example's 6-word phrases (within one field). */
export function shinglesOf(ex: LabelledExample, n = 6): string[] {
  const out: string[] = [];
  for (const [, value] of values(ex)) {
    const w = words(value);
    for (let j = 0; j + n <= w.length; j++) out.push(w.slice(j, j + n).join(' '));
  }
  return out;
}
export const shingles = (examples: LabelledExample[]) => new Set(examples.flatMap((ex) => shinglesOf(ex)));

const NAME_KEYS = /^(name|vorname|nachname)$/i;
/** Full names (a name field with a space in it), lower case. */
export const peopleOf = (ex: LabelledExample) =>
  values(ex)
    .filter(([k, v]) => NAME_KEYS.test(k) && v.trim().includes(' '))
    .map(([, v]) => v.trim().toLowerCase());
export const people = (examples: LabelledExample[]) => new Set(examples.flatMap(peopleOf));

// Mail providers anyone uses (and disposable ones); a shared one says nothing about a shared sender.
const FREEMAIL =
  /^(gmail\.com|googlemail\.com|web\.de|gmx\.(de|net)|t-online\.de|outlook\.(com|de)|hotmail\.(com|de)|icloud\.com|yahoo\.(com|de)|posteo\.de|mailbox\.org|freenet\.de|arcor\.de|online\.de|proton(mail)?\.(me|com)|mail\.ru|yandex\.(ru|com)|ukr\.net|wp\.pl|o2\.pl|libero\.it|orange\.fr|free\.fr|kpnmail\.nl|ziggo\.nl|example\.[a-z]+|mailinator\.com|guerrillamail\.(com|de)|yopmail\.com|10minutemail\.com|trashmail\.(com|de)|qq\.com|tutanota\.com)$/;
/** Sender domains other than public mail providers. */
export const domainsOf = (ex: LabelledExample) =>
  values(ex)
    .flatMap(([, v]) => v.toLowerCase().match(/@[a-z0-9.-]+\.[a-z]{2,}/g) ?? [])
    .map((d) => d.slice(1))
    .filter((d) => !FREEMAIL.test(d));
export const domains = (examples: LabelledExample[]) => new Set(examples.flatMap(domainsOf));
