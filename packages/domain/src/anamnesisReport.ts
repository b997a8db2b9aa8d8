/**
 * The anamnesis summary (spec backoffice §3 anamnese_ai_summaries: summary, keyFindings,
 * recommendations, riskFactors) and the clinical prose text for the patient file, built
 * deterministically from the structured answers with German templates. Every sentence rests on
 * an answer; free text the patient typed is quoted, never paraphrased; skipped questions are
 * named as not answered instead of being assumed. Findings and notes carry the answer keys they
 * come from, so the card can point back to them.
 */
import { z } from 'zod';
import {
  type AnswerId,
  answerIds,
  freeTextOf,
  joinDe,
  labelAnswers,
  listOf,
  optionLabel,
  painLevelOf,
  type StoredAnswers,
  yesNoOf,
} from './anamnesisLabels.js';
import { redFlagsOf } from './anamnesisRedFlags.js';

const answerId = z.enum(answerIds as [AnswerId, ...AnswerId[]]);

/** The summary's shape; also the JSON an AI model must answer with (validated). */
export const anamnesisSummaryContent = z.object({
  summary: z.string().trim().min(1).max(3000),
  keyFindings: z.array(z.object({ text: z.string().trim().min(1).max(500), source: answerId })).max(30),
  recommendations: z.array(z.string().trim().min(1).max(500)).max(20),
  riskFactors: z
    .array(
      z.object({
        text: z.string().trim().min(1).max(800),
        sources: z.array(answerId).min(1),
        redFlag: z.boolean().default(false),
      }),
    )
    .max(20),
});
export type AnamnesisSummaryContent = z.infer<typeof anamnesisSummaryContent>;

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const quote = (s: string) => `„${s}“`;
const labels = (a: StoredAnswers, id: AnswerId) => listOf(a, id).map((v) => optionLabel(id, v));

const patternAdverb: Record<string, string> = {
  permanent: 'dauerhaft',
  intermittent: 'zeitweise',
  variable: 'wechselnd',
};
const evolutionSentence: Record<string, string> = {
  gleichbleibend: 'Die Beschwerden sind seit Beginn gleichbleibend.',
  besser: 'Die Beschwerden haben sich gebessert.',
  schlechter: 'Die Beschwerden haben sich verschlechtert.',
  akut: 'Die Beschwerden sind akut aufgetreten.',
};
const influenceText = (v: string) => (v === 'uberkopf' ? 'Arbeiten über Kopf' : optionLabel('negativeInfluences', v));

/** Positive wording of a yes/no symptom for findings and prose. */
const symptomText: Partial<Record<AnswerId, string>> = {
  mobilityChanged: 'veränderte Beweglichkeit',
  sensitivityChanged: 'Gefühlsstörungen (z. B. Taubheit, Kribbeln)',
  strengthChanged: 'nachlassende Kraft',
  balanceIssues: 'Gleichgewichtsprobleme oder Schwindel',
};
const SYMPTOMS = ['mobilityChanged', 'sensitivityChanged', 'strengthChanged', 'balanceIssues'] as const;

function painDescription(a: StoredAnswers): string {
  const level = painLevelOf(a);
  const pattern = typeof a.painPattern === 'string' ? patternAdverb[a.painPattern] : undefined;
  const type = typeof a.painType === 'string' ? lower(optionLabel('painType', a.painType)) : undefined;
  const parts = [pattern, type].filter(Boolean) as string[];
  const lvl = level !== undefined ? `einer Schmerzintensität von ${level}/10` : '';
  if (lvl && parts.length) return `${lvl} (${parts.join(', ')})`;
  if (lvl) return lvl;
  return parts.join(', ');
}

/** The deterministic summary: four parts, each statement pointing at its answers. */
export function deterministicSummary(a: StoredAnswers): AnamnesisSummaryContent {
  const regions = labels(a, 'bodyParts');
  const level = painLevelOf(a);
  const flags = redFlagsOf(a);

  // Zusammenfassung
  const s: string[] = [];
  const where = regions.length ? `im Bereich ${joinDe(regions)}` : 'ohne Angabe der Körperregion';
  const pain = painDescription(a);
  const painSentence =
    level !== undefined
      ? `Angegeben werden Beschwerden ${where} mit ${pain}.`
      : pain
        ? `Angegeben werden Beschwerden ${where}; Schmerzcharakter: ${pain}, ohne Angabe der Stärke.`
        : `Angegeben werden Beschwerden ${where}; zur Schmerzstärke liegt keine Angabe vor.`;
  s.push(regions.length || pain ? painSentence : 'Zu Ort und Stärke der Beschwerden liegen keine Angaben vor.');
  if (typeof a.problemEvolution === 'string' && evolutionSentence[a.problemEvolution])
    s.push(evolutionSentence[a.problemEvolution] as string);
  const neg = listOf(a, 'negativeInfluences').map(influenceText);
  const pos = listOf(a, 'positiveInfluences').map(influenceText);
  if (neg.length) s.push(`Verstärkend: ${joinDe(neg)}.`);
  if (pos.length) s.push(`Lindernd: ${joinDe(pos)}.`);
  const present = SYMPTOMS.filter((id) => yesNoOf(a, id) === 'ja').map((id) => symptomText[id] as string);
  if (present.length) s.push(`Zusätzlich berichtet: ${joinDe(present)}.`);
  if (yesNoOf(a, 'functionalImpairment') === 'ja') s.push('Einschränkung in Alltag oder Beruf.');
  const goal = freeTextOf(a, 'expectations');
  if (goal) s.push(`Behandlungsziel: ${quote(goal)}.`);
  if (flags.length)
    s.push(
      flags.length === 1
        ? 'Es liegt ein Warnhinweis vor (siehe Besondere Hinweise).'
        : `Es liegen ${flags.length} Warnhinweise vor (siehe Besondere Hinweise).`,
    );

  // Wichtige Befunde
  const findings: AnamnesisSummaryContent['keyFindings'] = [];
  if (regions.length) findings.push({ text: `Beschwerden: ${regions.join(', ')}`, source: 'bodyParts' });
  if (level !== undefined)
    findings.push({
      text: `Schmerzintensität ${level}/10${level >= 7 ? ' (stark)' : level <= 3 ? ' (gering)' : ''}`,
      source: 'painLevel',
    });
  if (typeof a.painPattern === 'string')
    findings.push({
      text: `Schmerzen treten ${patternAdverb[a.painPattern] ?? a.painPattern} auf`,
      source: 'painPattern',
    });
  if (typeof a.painType === 'string')
    findings.push({ text: `Schmerzcharakter: ${lower(optionLabel('painType', a.painType))}`, source: 'painType' });
  if (typeof a.problemEvolution === 'string')
    findings.push({
      text: `Verlauf: ${lower(optionLabel('problemEvolution', a.problemEvolution))}`,
      source: 'problemEvolution',
    });
  if (neg.length) findings.push({ text: `Verstärkend: ${neg.join(', ')}`, source: 'negativeInfluences' });
  if (pos.length) findings.push({ text: `Lindernd: ${pos.join(', ')}`, source: 'positiveInfluences' });
  for (const id of SYMPTOMS)
    if (yesNoOf(a, id) === 'ja') {
      const t = symptomText[id] as string;
      findings.push({ text: `${t.charAt(0).toUpperCase()}${t.slice(1)} angegeben`, source: id });
    }
  if (yesNoOf(a, 'functionalImpairment') === 'ja')
    findings.push({ text: 'Eingeschränkt in Alltag oder Beruf', source: 'functionalImpairment' });
  const treatments = labels(a, 'previousTreatments');
  const otherTreatment = freeTextOf(a, 'previousTreatments');
  if (otherTreatment) treatments.push(quote(otherTreatment));
  if (treatments.length)
    findings.push({
      text: `Bisherige Untersuchungen/Behandlungen: ${treatments.join(', ')}`,
      source: 'previousTreatments',
    });

  // Besondere Hinweise: red flags first, then the medical history worth knowing.
  const risks: AnamnesisSummaryContent['riskFactors'] = flags.map((f) => ({
    text: `Warnhinweis: ${f.title}. ${f.rationale}`,
    sources: f.sources,
    redFlag: true,
  }));
  const history = (id: AnswerId, label: string) => {
    if (yesNoOf(a, id) !== 'ja') return;
    const t = freeTextOf(a, id);
    risks.push({
      text: t ? `${label}: ${quote(t)}` : `${label} angegeben, ohne nähere Angabe`,
      sources: [id],
      redFlag: false,
    });
  };
  history('comorbidities', 'Vorerkrankungen');
  history('medications', 'Regelmäßige Medikamente');
  const flagged = new Set(flags.flatMap((f) => f.sources));
  if (yesNoOf(a, 'cancer') === 'ja' && !flagged.has('cancer'))
    risks.push({ text: 'Krebserkrankung (aktuell oder in der Vorgeschichte)', sources: ['cancer'], redFlag: false });
  if (yesNoOf(a, 'nightSweats') === 'ja' && !flagged.has('nightSweats'))
    risks.push({ text: 'Nachtschweiß angegeben', sources: ['nightSweats'], redFlag: false });
  const other = labels(a, 'otherSymptoms');
  if (other.length && !flagged.has('otherSymptoms'))
    risks.push({ text: `Weitere Beschwerden: ${other.join(', ')}`, sources: ['otherSymptoms'], redFlag: false });
  if (yesNoOf(a, 'psychologicalImpact') === 'ja')
    risks.push({
      text: 'Psychische Belastung durch die Beschwerden (psychosozialer Faktor, „Yellow Flag“)',
      sources: ['psychologicalImpact'],
      redFlag: false,
    });

  // Empfehlungen: what to check at the first appointment, derived from the answers above.
  const rec: string[] = [];
  if (flags.length)
    rec.push(
      'Warnhinweise vor Behandlungsbeginn mit der Patientin / dem Patienten klären und ärztlich abklären lassen.',
    );
  if (yesNoOf(a, 'sensitivityChanged') === 'ja' || yesNoOf(a, 'strengthChanged') === 'ja')
    rec.push('Neurologisches Screening (Sensibilität, Kraft, Reflexe) in der Erstuntersuchung.');
  if (yesNoOf(a, 'balanceIssues') === 'ja') rec.push('Gleichgewicht und Sturzrisiko prüfen.');
  if (yesNoOf(a, 'mobilityChanged') === 'ja')
    rec.push(
      regions.length
        ? `Aktive und passive Beweglichkeit (${joinDe(regions)}) befunden.`
        : 'Aktive und passive Beweglichkeit befunden.',
    );
  if (level !== undefined && level >= 7)
    rec.push('Belastung vorsichtig dosieren und die Schmerzreaktion dokumentieren.');
  if (yesNoOf(a, 'medications') === 'ja')
    rec.push('Medikation im Erstgespräch besprechen (z. B. Gerinnungshemmer, Schmerzmittel, Kortison).');
  if (yesNoOf(a, 'psychologicalImpact') === 'ja')
    rec.push('Psychosoziale Belastung im Gespräch berücksichtigen und in die Zielsetzung einbeziehen.');
  if (listOf(a, 'previousTreatments').some((t) => ['rontgen', 'mrt', 'ct'].includes(t)))
    rec.push('Vorhandene Befunde der Bildgebung zum Termin mitbringen lassen.');
  if (goal) rec.push(`Behandlungsziel gemeinsam konkretisieren: ${quote(goal)}.`);
  if (!rec.length)
    rec.push('Befund in der Erstuntersuchung erheben; die Angaben reichen für weitere Hinweise nicht aus.');

  return { summary: s.join(' '), keyFindings: findings, recommendations: rec, riskFactors: risks };
}

/**
 * Red flags are authoritative: whatever a model answered, every rule's flag appears in
 * Besondere Hinweise (a model may add notes, never remove a warning sign).
 */
export function withRedFlags(a: StoredAnswers, content: AnamnesisSummaryContent): AnamnesisSummaryContent {
  const own = deterministicSummary(a).riskFactors.filter((r) => r.redFlag);
  const others = content.riskFactors.filter((r) => !r.redFlag);
  return { ...content, riskFactors: [...own, ...others] };
}

/** The clinical prose text for the patient file (plain text, paragraphs separated by blank lines). */
export function deterministicClinicalText(a: StoredAnswers, completedAt?: string): string {
  const p: string[] = [];
  const date = completedAt ? new Date(completedAt).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' }) : '';
  p.push(date ? `Anamnese (Online-Anamnesebogen vom ${date})` : 'Anamnese (Online-Anamnesebogen)');

  // Hauptbeschwerden
  const regions = labels(a, 'bodyParts');
  const main: string[] = [];
  main.push(
    regions.length
      ? `Pat. berichtet über Beschwerden im Bereich ${joinDe(regions)}.`
      : 'Eine Körperregion der Beschwerden wurde nicht angegeben.',
  );
  const level = painLevelOf(a);
  if (level !== undefined) main.push(`Die Schmerzintensität wird mit ${level}/10 (NRS) angegeben.`);
  const pattern = typeof a.painPattern === 'string' ? patternAdverb[a.painPattern] : undefined;
  const type = typeof a.painType === 'string' ? lower(optionLabel('painType', a.painType)) : undefined;
  if (pattern && type) main.push(`Die Schmerzen treten ${pattern} auf und werden als ${type} beschrieben.`);
  else if (pattern) main.push(`Die Schmerzen treten ${pattern} auf.`);
  else if (type) main.push(`Die Schmerzen werden als ${type} beschrieben.`);
  if (typeof a.problemEvolution === 'string' && evolutionSentence[a.problemEvolution])
    main.push(evolutionSentence[a.problemEvolution] as string);
  const neg = listOf(a, 'negativeInfluences').map(influenceText);
  const pos = listOf(a, 'positiveInfluences').map(influenceText);
  if (neg.length && pos.length) main.push(`Verstärkend wirken ${joinDe(neg)}, lindernd ${joinDe(pos)}.`);
  else if (neg.length) main.push(`Verstärkend wirken ${joinDe(neg)}.`);
  else if (pos.length) main.push(`Lindernd wirken ${joinDe(pos)}.`);
  p.push(main.join(' '));

  // Begleitsymptome
  const present = SYMPTOMS.filter((id) => yesNoOf(a, id) === 'ja').map((id) => symptomText[id] as string);
  const denied = SYMPTOMS.filter((id) => yesNoOf(a, id) === 'nein').map((id) => symptomText[id] as string);
  const sym: string[] = [];
  if (present.length) sym.push(`Pat. gibt ${joinDe(present)} an.`);
  if (denied.length) sym.push(`Pat. verneint ${joinDe(denied)}.`);
  if (sym.length) p.push(sym.join(' '));

  // Vorgeschichte
  const hist: string[] = [];
  const yn = (id: AnswerId, yesText: (t: string) => string, noText: string) => {
    const v = yesNoOf(a, id);
    if (v === 'ja') hist.push(yesText(freeTextOf(a, id)));
    else if (v === 'nein') hist.push(noText);
  };
  yn(
    'comorbidities',
    (t) => (t ? `An Vorerkrankungen werden genannt: ${t}.` : 'Vorerkrankungen werden bejaht, ohne nähere Angabe.'),
    'Vorerkrankungen werden verneint.',
  );
  yn(
    'medications',
    (t) =>
      t ? `Regelmäßige Medikation: ${t}.` : 'Eine regelmäßige Medikamenteneinnahme wird bejaht, ohne nähere Angabe.',
    'Eine regelmäßige Medikamenteneinnahme wird verneint.',
  );
  yn('cancer', () => 'Eine Krebserkrankung (aktuell oder früher) wird bejaht.', 'Eine Krebserkrankung wird verneint.');
  yn('nightSweats', () => 'Nachtschweiß wird angegeben.', 'Nachtschweiß wird verneint.');
  const other = labels(a, 'otherSymptoms');
  if (other.length) hist.push(`Weitere Beschwerden: ${joinDe(other)}.`);
  else if (Array.isArray(a.otherSymptoms)) hist.push('Weitere Beschwerden werden verneint.');
  if (hist.length) p.push(hist.join(' '));

  // Alltag und Belastung
  const life: string[] = [];
  const fi = yesNoOf(a, 'functionalImpairment');
  if (fi === 'ja') life.push('Pat. fühlt sich in Alltag oder Beruf eingeschränkt.');
  if (fi === 'nein') life.push('Eine Einschränkung in Alltag oder Beruf wird verneint.');
  const pi = yesNoOf(a, 'psychologicalImpact');
  if (pi === 'ja') life.push('Die Beschwerden werden als psychisch belastend erlebt.');
  if (pi === 'nein') life.push('Eine psychische Belastung durch die Beschwerden wird verneint.');
  if (life.length) p.push(life.join(' '));

  // Vorbehandlungen
  const treatments = labels(a, 'previousTreatments');
  const otherTreatment = freeTextOf(a, 'previousTreatments');
  if (treatments.length || otherTreatment) {
    const list = treatments.length ? joinDe(treatments) : '';
    p.push(
      `Bisherige Untersuchungen und Behandlungen: ${[list, otherTreatment ? `außerdem ${otherTreatment}` : '']
        .filter(Boolean)
        .join('; ')}.`,
    );
  }

  const goal = freeTextOf(a, 'expectations');
  if (goal) p.push(`Erwartung an die Behandlung: ${quote(goal)}`);

  const flags = redFlagsOf(a);
  if (flags.length) p.push(`Warnhinweise (ärztliche Abklärung empfohlen): ${flags.map((f) => f.title).join('; ')}.`);

  const skipped = labelAnswers(a)
    .filter((x) => !x.answered)
    .map((x) => x.label);
  if (skipped.length) p.push(`Nicht beantwortet: ${skipped.join(', ')}.`);
  return p.join('\n\n');
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The clinical text as simple HTML for practice software that accepts it (first paragraph as heading). */
export function clinicalTextHtml(text: string): string {
  const paras = text.split(/\n{2,}/).filter((x) => x.trim());
  return paras
    .map((x, i) => (i === 0 ? `<h3>${escapeHtml(x)}</h3>` : `<p>${escapeHtml(x).replace(/\n/g, '<br>')}</p>`))
    .join('\n');
}
