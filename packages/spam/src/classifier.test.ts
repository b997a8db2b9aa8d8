import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CALIBRATION, CountModel, GramWeights, LogisticModel, pointsOf, tenantShift } from './classifier.js';
import { createEngine, featuresOf, globalModel } from './engine.js';
import { guessLanguage, practiceWords } from './language.js';

const f = (text: string) => ({ words: text.toLowerCase().split(' '), grams: [] });

describe('n-gram weight table', () => {
  it('finds every key it holds, with colliding slots, and 0 for any other', () => {
    // Multiples of 2^26 share their low bits; Fibonacci hashing still has to keep them apart.
    const spread = Array.from({ length: 1000 }, (_, i): [number, number] => [
      ((i + 1) * 2654435761) & 0x3fffffff,
      i / 7 - 50,
    ]);
    const entries = [...new Map([...spread, [0, 1.5], [1 << 26, -2.5], [2 << 26, 3.25], [0x3fffffff, 4]])];
    const table = new GramWeights(entries);
    for (const [key, value] of entries) expect(table.get(key)).toBe(value);
    const held = new Set(entries.map(([k]) => k));
    for (let k = 1; k < 5000; k += 3) if (!held.has(k)) expect(table.get(k)).toBe(0);
    expect(new Map(table.toData())).toEqual(new Map(entries));
    expect(new GramWeights([]).get(7)).toBe(0);
  });
});

describe('logistic regression', () => {
  const train = () =>
    LogisticModel.train([
      { features: f('wir bieten seo für ihre website'), spam: true },
      { features: f('unser angebot für mehr patienten'), spam: true },
      { features: f('ich brauche einen termin für mein knie'), spam: false },
      { features: f('rezept für krankengymnastik termin bitte'), spam: false },
    ]);

  it('learns which words mark spam, the same way every time', () => {
    const model = train();
    expect(model.margin(f('seo angebot für ihre website'))).toBeGreaterThan(0);
    expect(model.margin(f('termin für mein knie'))).toBeLessThan(0);
    expect(train().margin(f('seo termin'))).toBe(model.margin(f('seo termin')));
  });

  it('tells the shipped examples apart: a vendor pitch from a patient', () => {
    const model = globalModel();
    const pitch = featuresOf({
      name: 'Tina Roth',
      email: 'tina@praxis-wachstum.de',
      nachricht: 'Guten Tag, wir helfen Praxen wie Ihrer zu mehr Selbstzahlern. Darf ich Ihnen unser Konzept zeigen?',
    });
    const patient = featuresOf({
      name: 'Horst Kramer',
      email: 'horst.kramer@web.de',
      nachricht: 'Hallo, mein Knie tut seit dem Sturz weh, der Arzt hat KG verordnet. Haben Sie nächste Woche Zeit?',
    });
    expect(model.margin(pitch)).toBeGreaterThan(1);
    expect(model.margin(patient)).toBeLessThan(-1);
  });
});

describe('the practice’s own marking', () => {
  it('moves nothing while the practice has marked nothing', () => {
    const global = new CountModel();
    global.add(['a', 'b'], true);
    expect(tenantShift(['a', 'b'], global, new Map())).toBe(0);
    // Marking other words elsewhere does not move this message.
    expect(tenantShift(['a', 'b'], global, new Map([['c', { spam: 5, ham: 0 }]]))).toBe(0);
  });

  it('moves a message towards the side its words were marked on', () => {
    const global = new CountModel();
    global.add(['a', 'x'], true);
    global.add(['b', 'y'], false);
    const spamMarked = new Map([['foto', { spam: 3, ham: 0 }]]);
    const hamMarked = new Map([['foto', { spam: 0, ham: 3 }]]);
    expect(tenantShift(['foto', 'x'], global, spamMarked)).toBeGreaterThan(0);
    expect(tenantShift(['foto', 'x'], global, hamMarked)).toBeLessThan(0);
  });

  it('is not held back by the patient cap, the global model is', () => {
    const cal = { ...CALIBRATION, patientCap: 20 };
    const capped = pointsOf(5, 0, 20, { patient: true, decisive: false }, cal);
    expect(capped.points).toBe(cal.patientCap);
    const marked = pointsOf(5, 1, 20, { patient: true, decisive: false }, cal);
    expect(marked.points).toBeGreaterThan(cal.patientCap);
    expect(marked.tenantPoints).toBe(marked.points - cal.patientCap);
    const neither = { patient: false, decisive: false };
    expect(pointsOf(50, 0, 20, neither).points).toBe(CALIBRATION.maxPoints);
    expect(pointsOf(-50, 0, 20, neither).points).toBe(CALIBRATION.minPoints);
    // Where one rule is decisive, the text model cannot take points away; the practice's marking can.
    const decisive = { patient: true, decisive: true };
    expect(pointsOf(-50, 0, 20, decisive).points).toBe(0);
    expect(pointsOf(-50, -1, 20, decisive).points).toBeLessThan(0);
  });

  it('says in the reason when the practice’s marking moved the score', () => {
    const key = randomBytes(8).toString('hex');
    const scorer = createEngine((t) => `${key}:${t}`);
    // A kind of message the shipped examples do not know as spam.
    const formData = {
      name: 'Chor Kunz',
      nachricht: 'Hallo, am Sonntag singt unser Chor im Gemeindehaus, Eintritt frei.',
    };
    const keys = scorer.keysOf('contact', formData);
    const map = new Map(keys.map((k) => [k, { spam: 2, ham: 0 }]));
    const before = scorer.score(
      { tenantId: 't', formType: 'contact', formData },
      { map: new Map(), total: { spam: 0, ham: 0 } },
    );
    const v = scorer.score({ tenantId: 't', formType: 'contact', formData }, { map, total: { spam: 40, ham: 0 } });
    expect(v.score).toBeGreaterThan(before.score + 15);
    expect(v.reasons.find((r) => r.layer === 'classifier')?.reason).toMatch(/auch nach Ihren Markierungen/);
  });
});

describe('language guess', () => {
  it('knows the languages patients and adverts arrive in', () => {
    expect(guessLanguage('Ich habe einen Termin und bitte um Rückruf').main).toBe('de');
    expect(guessLanguage('Hello, I have a question about my appointment').main).toBe('en');
    expect(guessLanguage('Merhaba, bu hafta için bir randevu almak istiyorum').main).toBe('tr');
    expect(guessLanguage('Dzień dobry, czy jest wolny termin dla mnie').main).toBe('pl');
    expect(guessLanguage('Здравствуйте, мне нужна запись').main).toBe('cyrillic');
    expect(guessLanguage('您好，我们是工厂').main).toBe('cjk');
  });

  it('finds treatment words in other languages', () => {
    expect([...practiceWords('Dizim çok ağrıyor, randevu lütfen')]).toEqual(['dizim', 'ağrı', 'randevu']);
    // Arabic writes the article into the word: the knee, the back.
    expect([...practiceWords('عندي ألم في الركبة والظهر')].sort()).toEqual(['الركب', 'ألم'].sort());
    expect([...practiceWords('Болит шея и спина')]).toEqual(['болит', 'шея', 'спина']);
    expect(practiceWords('Somos una agencia de marketing digital').size).toBe(0);
    // Stems that would also start other words are written out: a TV series (dizi), a rate (stawka).
    expect(practiceWords('Yeni dizi önerisi, najlepsza stawka, bark collar').size).toBe(0);
  });
});
