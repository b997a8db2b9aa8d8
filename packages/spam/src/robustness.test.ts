/** Any field content is scored without an exception, within the limits of prepare.ts. */
import { describe, expect, it } from 'vitest';
import { trainingSet } from './data.js';
import { createEngine } from './engine.js';
import { flatten, LIMITS } from './prepare.js';

const engine = createEngine((t) => t);
const ok = (formData: unknown, formType = 'contact') => {
  const v = engine.score({ tenantId: 't', formType, formData: formData as Record<string, unknown> });
  expect(v.score).toBeGreaterThanOrEqual(0);
  expect(v.score).toBeLessThanOrEqual(100);
  return v;
};

describe('bad input', () => {
  it('scores megabytes of text, binary, invisible and RTL characters, emoji and broken UTF-16', () => {
    ok({ nachricht: 'Termin bitte. '.repeat(200_000) });
    ok({ a: 'x'.repeat(3_000_000), b: 'y'.repeat(3_000_000) });
    ok({ nachricht: String.fromCharCode(...Array.from({ length: 60_000 }, (_, i) => i % 65_536).slice(0, 60_000)) });
    ok({ nachricht: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256)).toString('latin1') });
    const rtl = ok({ name: 'Anna', nachricht: 'Hallo \u202Eeneg\u202C \u2066x\u2069 Termin' });
    expect(rtl.reasons.some((r) => r.reason.includes('Richtungs-Steuerzeichen'))).toBe(true);
    ok({ nachricht: 'K\u200Ba\u200Bs\u200Bi\u200Bn\u200Bo \u200D 👨‍👩‍👧 😀🙏🏻 🇩🇪' });
    ok({ nachricht: '\uD800\uD800 \uDFFF kaputt', name: '\uDBFF' });
  });

  it('scores nested objects, arrays, numbers, null, cycles and hostile keys', () => {
    ok({ answers: { medications: { radio: 'ja', text: 'Ibuprofen' }, bodyParts: ['knie', 'ruecken'] } }, 'anamnese');
    const deep: Record<string, unknown> = {};
    let cur = deep;
    for (let i = 0; i < 1000; i++) {
      const next: Record<string, unknown> = {};
      cur.x = next;
      cur = next;
    }
    ok(deep);
    const cyclic: Record<string, unknown> = { name: 'Zyklus' };
    cyclic.self = cyclic;
    ok(cyclic);
    ok(JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": "x", "nachricht": "Termin"}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    ok({ n: 42, b: true, z: null, u: undefined, big: 10n, f: () => 1, s: Symbol('x'), d: new Date(0) });
    ok(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`f${i}`, `Wert ${i}`])));
    ok({ arr: Array.from({ length: 100_000 }, (_, i) => i) });
    const throwing = Object.defineProperty({ name: 'Getter' }, 'boom', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    ok(throwing);
    for (const odd of [null, undefined, 'nur ein Text', 42, ['a', 'b'], true]) ok(odd);
  });

  it('reads at most the limits of prepare.ts', () => {
    const flat = flatten({ a: 'x'.repeat(LIMITS.fieldChars * 3), b: 'y'.repeat(LIMITS.totalChars * 2) });
    expect(Object.values(flat.data).reduce((n, v) => n + v.length, 0)).toBeLessThanOrEqual(LIMITS.totalChars);
    expect(flat.truncated).toBeGreaterThan(0);
    expect(
      Object.keys(flatten(Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, 'v']))).data).length,
    ).toBe(LIMITS.fields);
  });
});

describe('a failing part of the engine', () => {
  it('answers with a verdict that names the failed check, never with an exception', async () => {
    const { contentRules } = await import('./rules.js');
    const broken = () => {
      throw new Error('rule broke');
    };
    contentRules.push(broken);
    try {
      const v = engine.score({ tenantId: 't', formType: 'contact', formData: { nachricht: 'Termin bitte' } });
      expect(v.reasons.map((r) => r.reason)).toContain('Spamprüfung für diese Einsendung nicht möglich');
      expect(v.isSpam).toBe(false);
    } finally {
      contentRules.splice(contentRules.indexOf(broken), 1);
    }
  });

  it('prepares and scores even when the token hash fails (intake reads lookupKeys from prepare)', () => {
    let failing = false;
    const e = createEngine((t) => {
      if (failing) throw new Error('hash broke');
      return t;
    });
    failing = true;
    const p = e.prepare('contact', { nachricht: 'Termin bitte' });
    expect(p.lookupKeys).toEqual(['__total__']);
    const v = e.score({ tenantId: 't', formType: 'contact', formData: { nachricht: 'Termin bitte' } }, undefined, p);
    expect(v.score).toBeGreaterThanOrEqual(0);
  });
});

describe('field keys as websites spell them', () => {
  it('scores a submission the same whatever its name, e-mail, phone and message fields are called', () => {
    const spellings = [
      { name: 'Vor- und Nachname', email: 'E-Mail-Adresse', telefon: 'Telefonnummer', nachricht: 'Ihre Nachricht' },
      {
        name: 'patient_name',
        email: 'emailAddress',
        telefon: 'Handynummer',
        nachricht: 'comments',
        message: 'Anliegen',
      },
      {
        name: 'answers.fullName',
        email: 'answers.e_mail',
        telefon: 'answers.phone_number',
        nachricht: 'answers.notes',
      },
    ];
    // Every second example with a name and an e-mail (the whole set takes long on a busy machine).
    for (const ex of trainingSet().filter((e, i) => i % 2 === 0 && 'name' in e.fields && 'email' in e.fields)) {
      const score = (data: Record<string, unknown>) =>
        engine.score({ tenantId: 't', formType: ex.formType, formData: data }).score;
      const standard = score(ex.fields);
      for (const keys of spellings) {
        const renamed = Object.fromEntries(
          Object.entries(ex.fields).map(([k, v]) => [keys[k as keyof typeof keys] ?? k, v]),
        );
        // Nested keys ("answers.…") arrive nested, as the anamnesis posts them.
        const data = keys.name.startsWith('answers.') ? unflatten(renamed) : renamed;
        expect(score(data), JSON.stringify(ex.fields).slice(0, 120)).toBe(standard);
      }
    }
  }, 60_000);
});

function unflatten(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) {
    const [head, tail] = k.includes('.') ? [k.slice(0, k.indexOf('.')), k.slice(k.indexOf('.') + 1)] : [k, ''];
    if (!tail) out[head] = v;
    else out[head] = { ...((out[head] as Record<string, unknown>) ?? {}), [tail]: v };
  }
  return out;
}

describe('a decisive rule', () => {
  it('is not talked down by the text model when the words sound like an applicant', () => {
    const application = {
      name: 'Michael Krüger',
      telefon: '0900 3 440921',
      position: 'Physiotherapeut',
      anschreiben:
        'Hallo, ich habe Interesse an der Stelle als Physiotherapeut, Examen 2019, Erfahrung in Manueller Therapie. Bitte rufen Sie mich an.',
    };
    const v = engine.score({ tenantId: 't', formType: 'bewerbung', formData: application });
    expect(v.reasons.some((r) => r.reason.startsWith('Kostenpflichtige Sonderrufnummer'))).toBe(true);
    expect(v.reasons.filter((r) => r.layer === 'classifier').every((r) => r.points >= 0)).toBe(true);
    expect(v.isSpam).toBe(true);
  });

  it('sees one sentence pasted into every field, however long', () => {
    const sentence =
      'Seit drei Wochen Schmerzen im Knie nach dem Joggen, mein Orthopäde hat Krankengymnastik verordnet';
    const bot = Object.fromEntries(
      ['name', 'telefon', 'beschwerden', 'seit_wann', 'ziel', 'nachricht'].map((k) => [k, sentence]),
    );
    const v = engine.score({ tenantId: 't', formType: 'anamnese', formData: bot });
    expect(v.reasons.some((r) => r.reason.startsWith('Derselbe Wert in 6 Feldern'))).toBe(true);
    expect(v.isSpam).toBe(true);
  });
});
