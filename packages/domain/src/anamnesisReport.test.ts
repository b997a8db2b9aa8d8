import { describe, expect, it } from 'vitest';
import { anamnesisAnswers } from './anamnesis.js';
import { anamnesisFixtures } from './anamnesisFixtures.js';
import { answerIds, labelAnswers, NOT_ANSWERED } from './anamnesisLabels.js';
import { redFlagRules, redFlagsOf } from './anamnesisRedFlags.js';
import {
  anamnesisSummaryContent,
  clinicalTextHtml,
  deterministicClinicalText,
  deterministicSummary,
  withRedFlags,
} from './anamnesisReport.js';

const byName = (n: string) => {
  const f = anamnesisFixtures.find((x) => x.name.startsWith(n));
  if (!f) throw new Error(n);
  return f.answers;
};

describe('anamnesis fixtures', () => {
  it('are at least 15 valid answer sets', () => {
    expect(anamnesisFixtures.length).toBeGreaterThanOrEqual(15);
    for (const f of anamnesisFixtures) expect(anamnesisAnswers.safeParse(f.answers).success, f.name).toBe(true);
  });
});

describe('label mapping', () => {
  it('labels every answer key in questionnaire order, German values', () => {
    const rows = labelAnswers(byName('low back pain'));
    expect(rows.map((r) => r.id)).toEqual(answerIds);
    const v = Object.fromEntries(rows.map((r) => [r.id, r.value]));
    expect(v.bodyParts).toBe('Rücken, Hüfte links');
    expect(v.painLevel).toBe('7 von 10');
    expect(v.painPattern).toBe('Dauerhaft');
    expect(v.painType).toBe('Stechend');
    expect(v.problemEvolution).toBe('Besser geworden');
    expect(v.negativeInfluences).toBe('Bücken, Heben, Sitzen');
    expect(v.positiveInfluences).toBe('Liegen');
    expect(v.sensitivityChanged).toBe('Ja');
    expect(v.strengthChanged).toBe('Nein');
    expect(v.comorbidities).toBe('Ja: Bluthochdruck');
    expect(v.medications).toBe('Ja: Ramipril 5 mg, Ibuprofen bei Bedarf');
    expect(v.previousTreatments).toBe('MRT, Spritzen');
    expect(v.expectations).toBe('Wieder mit meinem Enkel spielen können');
    expect(rows.find((r) => r.id === 'otherSymptoms')).toMatchObject({ answered: false, value: NOT_ANSWERED });
  });

  it('shows skipped answers as "Keine Angabe", yes without detail, the other-treatment text', () => {
    const min = Object.fromEntries(labelAnswers(byName('minimal')).map((r) => [r.id, r]));
    expect(min.painLevel).toMatchObject({ value: 'Keine Angabe', answered: false });
    expect(min.comorbidities?.value).toBe('Nein');
    const bare = Object.fromEntries(labelAnswers(byName('comorbidities and medication')).map((r) => [r.id, r.value]));
    expect(bare.comorbidities).toBe('Ja (ohne nähere Angabe)');
    const ankle = Object.fromEntries(labelAnswers(byName('athlete')).map((r) => [r.id, r.value]));
    expect(ankle.previousTreatments).toBe('Röntgen, Sonstiges: Tapeverband beim Hausarzt');
    expect(ankle.bodyParts).toBe('Fuß links');
  });

  it('shows an unknown stored option as sent instead of hiding it', () => {
    const rows = labelAnswers({ painType: 'elektrisierend', bodyParts: ['ruecken', 'zeh'] });
    expect(rows.find((r) => r.id === 'painType')?.value).toBe('elektrisierend');
    expect(rows.find((r) => r.id === 'bodyParts')?.value).toBe('Rücken, zeh');
  });
});

describe('red flags', () => {
  it.each(anamnesisFixtures.map((f) => [f.name, f] as const))('%s', (_n, f) => {
    expect(redFlagsOf(f.answers).map((x) => x.id)).toEqual(f.redFlags);
  });

  it('every rule has a title, a rationale and is raised by some fixture', () => {
    const raised = new Set(anamnesisFixtures.flatMap((f) => f.redFlags));
    for (const r of redFlagRules) {
      expect(r.rationale.length).toBeGreaterThan(60);
      expect(raised.has(r.id), r.id).toBe(true);
    }
  });

  it('names the answers behind a flag', () => {
    const [flag] = redFlagsOf(byName('severe knee'));
    expect(flag?.sources).toEqual(['painLevel', 'problemEvolution']);
  });

  it('pain 7 getting worse, or 8 staying the same, raises no flag', () => {
    const base = byName('severe knee');
    expect(redFlagsOf({ ...base, painLevel: 7 })).toEqual([]);
    expect(redFlagsOf({ ...base, problemEvolution: 'gleichbleibend' })).toEqual([]);
  });
});

describe('deterministic summary', () => {
  it.each(anamnesisFixtures.map((f) => [f.name, f] as const))('%s: valid, grounded, flags first', (_n, f) => {
    const s = deterministicSummary(f.answers);
    expect(anamnesisSummaryContent.safeParse(s).success).toBe(true);
    const answered = new Set(
      labelAnswers(f.answers)
        .filter((r) => r.answered)
        .map((r) => r.id),
    );
    // Every finding and note points at an answer the patient actually gave.
    for (const k of s.keyFindings) expect(answered.has(k.source), k.text).toBe(true);
    for (const r of s.riskFactors) for (const src of r.sources) expect(answered.has(src), r.text).toBe(true);
    expect(s.riskFactors.filter((r) => r.redFlag)).toHaveLength(f.redFlags.length);
    expect(s.recommendations.length).toBeGreaterThan(0);
    // No template holes.
    expect(JSON.stringify(s)).not.toMatch(/undefined|null|\[object|\s\s|\.\./);
  });

  it('reads as a therapist would write it', () => {
    const s = deterministicSummary(byName('low back pain'));
    expect(s.summary).toBe(
      'Angegeben werden Beschwerden im Bereich Rücken und Hüfte links mit einer Schmerzintensität von 7/10 ' +
        '(dauerhaft, stechend). Die Beschwerden haben sich gebessert. Verstärkend: Bücken, Heben und Sitzen. ' +
        'Lindernd: Liegen. Zusätzlich berichtet: veränderte Beweglichkeit und Gefühlsstörungen (z. B. Taubheit, ' +
        'Kribbeln). Einschränkung in Alltag oder Beruf. Behandlungsziel: „Wieder mit meinem Enkel spielen können“.',
    );
    expect(s.keyFindings).toContainEqual({ text: 'Schmerzintensität 7/10 (stark)', source: 'painLevel' });
    expect(s.riskFactors).toContainEqual({
      text: 'Regelmäßige Medikamente: „Ramipril 5 mg, Ibuprofen bei Bedarf“',
      sources: ['medications'],
      redFlag: false,
    });
    expect(s.recommendations).toContain(
      'Neurologisches Screening (Sensibilität, Kraft, Reflexe) in der Erstuntersuchung.',
    );
  });

  it('says nothing about pain when the pain questions were skipped', () => {
    const s = deterministicSummary(byName('minimal'));
    expect(s.summary).toBe(
      'Zu Ort und Stärke der Beschwerden liegen keine Angaben vor. Behandlungsziel: „Wieder schmerzfrei arbeiten“.',
    );
    expect(s.keyFindings).toEqual([]);
    expect(s.riskFactors).toEqual([]);
  });

  it('keeps the red flags whatever a model answered', () => {
    const a = byName('cancer history');
    const merged = withRedFlags(a, { summary: 'x', keyFindings: [], recommendations: [], riskFactors: [] });
    expect(merged.riskFactors.map((r) => r.redFlag)).toEqual([true, true]);
    expect(merged.riskFactors[0]?.text).toContain('Nachtschweiß');
  });
});

describe('clinical text', () => {
  it.each(anamnesisFixtures.map((f) => [f.name, f] as const))('%s: no template holes', (_n, f) => {
    const t = deterministicClinicalText(f.answers, '2026-03-02T09:00:00Z');
    expect(t.startsWith('Anamnese (Online-Anamnesebogen vom 2.3.2026)')).toBe(true);
    expect(t).not.toMatch(/undefined|null|\[object| {2}|\.\.|: \./);
  });

  it('writes prose for the patient file with what was said and denied', () => {
    const t = deterministicClinicalText(byName('office worker'));
    expect(t).toContain('Pat. berichtet über Beschwerden im Bereich Nacken und Schulter rechts.');
    expect(t).toContain('Die Schmerzintensität wird mit 5/10 (NRS) angegeben.');
    expect(t).toContain('Die Schmerzen treten zeitweise auf und werden als ziehend beschrieben.');
    expect(t).toContain('Verstärkend wirken Sitzen und Arbeit, lindernd Gehen und Sport.');
    expect(t).toContain(
      'Pat. verneint Gefühlsstörungen (z. B. Taubheit, Kribbeln), nachlassende Kraft und Gleichgewichtsprobleme oder Schwindel.',
    );
    expect(t).toContain('Pat. gibt veränderte Beweglichkeit an.');
    expect(t).toContain('Vorerkrankungen werden verneint.');
    expect(t).toContain('Weitere Beschwerden werden verneint.');
    expect(t).toContain('Erwartung an die Behandlung: „Ohne Nackenschmerzen am Schreibtisch sitzen“');
    expect(t).not.toContain('Nicht beantwortet');
  });

  it('lists the red flags and the unanswered questions', () => {
    const t = deterministicClinicalText(byName('incontinence'));
    expect(t).toContain('Warnhinweise (ärztliche Abklärung empfohlen): Blasen- oder Darmfunktionsstörung.');
    expect(t).toContain('Nicht beantwortet: Auftreten der Schmerzen, Schmerzcharakter,');
  });

  it('HTML escapes patient text', () => {
    const html = clinicalTextHtml('Titel\n\nZiel: <b>laufen</b> & mehr');
    expect(html).toBe('<h3>Titel</h3>\n<p>Ziel: &lt;b&gt;laufen&lt;/b&gt; &amp; mehr</p>');
  });
});
