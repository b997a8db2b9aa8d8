/**
 * Every translation (i18n/<language>.ts) against the German source: the same keys, every
 * value filled, every message keeps the German message's values (placeholders), and it is
 * a translation (not German copied). The compiler checks the shapes too (TranslatedCatalogue);
 * this test catches what types cannot: empty strings, dropped values, missing option labels.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RECEPTION_LANGUAGES } from '../receptionLanguages.js';
import { de, type TranslatedCatalogue } from './catalogue.js';
import { patientMailDe } from './mail.js';
import { noScriptTexts } from './noScript.js';
import { germanQuestionTexts } from './questions.js';
import { germanSections } from './sections.js';

const here = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(here).filter((f) => /^[a-z]{2}\.ts$/.test(f));
const source = { ...de, ...germanSections, questions: germanQuestionTexts, mail: patientMailDe };

/** A stand-in for any parameter: a number, a string and a practice's wording at once. */
function sentinel(i: number) {
  return {
    toString: () => `⟦p${i}⟧`,
    valueOf: () => 7 + i,
    medical: true,
    companyName: '⟦company⟧',
    appointmentType: 'Termin',
    treatmentType: 'Behandlung',
    providerType: 'Therapeut',
  };
}

const markersIn = (text: string) => new Set(text.match(/⟦[a-z0-9]+⟧/g) ?? []);
const flat = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'object' && v ? Object.values(v).map(flat).join(' | ') : String(v);

interface Leaf {
  path: string;
  german: unknown;
  translated: unknown;
}

function leaves(german: unknown, translated: unknown, path: string, out: Leaf[]) {
  if (typeof german === 'object' && german !== null && !Array.isArray(german)) {
    const t = (translated ?? {}) as Record<string, unknown>;
    for (const key of Object.keys(german))
      leaves((german as Record<string, unknown>)[key], t[key], `${path}.${key}`, out);
    for (const key of Object.keys(t))
      if (!(key in german)) out.push({ path: `${path}.${key}`, german: undefined, translated: t[key] });
  } else out.push({ path, german, translated });
  return out;
}

it('has a catalogue for every reception language but German', () => {
  expect(files.map((f) => f.slice(0, 2)).sort()).toEqual(RECEPTION_LANGUAGES.filter((l) => l !== 'de').sort());
});

describe.each(files)('%s', (file) => {
  it('has every key, every value filled and the German values in every message', async () => {
    const mod = (await import(join(here, file))) as Record<string, TranslatedCatalogue>;
    const lang = file.slice(0, 2);
    const catalogue = mod[lang];
    expect(catalogue, `${file} exports const ${lang}`).toBeDefined();
    const problems: string[] = [];
    let strings = 0;
    let copied = 0;
    for (const { path, german, translated } of leaves(source, catalogue, lang, [])) {
      if (german === undefined) problems.push(`${path}: not in the German catalogue`);
      else if (typeof german !== typeof translated) problems.push(`${path}: missing or of another kind`);
      else if (typeof german === 'string') {
        strings++;
        if (!(translated as string).trim()) problems.push(`${path}: empty`);
        if (translated === german && german.length > 12) copied++;
      } else if (Array.isArray(german)) {
        if (!Array.isArray(translated) || translated.length !== german.length) problems.push(`${path}: list length`);
      } else if (typeof german === 'function') {
        const args = Array.from({ length: Math.max(german.length, 2) }, (_, i) => sentinel(i));
        const wanted = markersIn(flat(german(...args)));
        const got = markersIn(flat((translated as (...a: unknown[]) => unknown)(...args)));
        for (const m of wanted) if (!got.has(m)) problems.push(`${path}: drops ${m}`);
        const plain = flat((translated as (...a: unknown[]) => unknown)(...args.map((_, i) => 1 + i)));
        if (!plain.trim()) problems.push(`${path}: empty`);
      }
    }
    expect(problems).toEqual([]);
    // Names and codes may stay as in German; sentences may not.
    expect(copied / strings).toBeLessThan(0.1);
  });
});

it('has the texts of the pages without JavaScript in every language, filled and translated', () => {
  for (const language of RECEPTION_LANGUAGES) {
    const texts = noScriptTexts[language];
    for (const [key, value] of Object.entries(texts)) expect(value.trim(), `${language}.${key}`).not.toBe('');
    if (language !== 'de') expect(texts.needsJavaScript, language).not.toBe(noScriptTexts.de.needsJavaScript);
  }
});
