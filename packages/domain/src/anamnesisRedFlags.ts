/**
 * Red flags: combinations of anamnesis answers that physiotherapy screening treats as warning
 * signs of a serious, non-musculoskeletal cause (tumour, infection, neurological compromise,
 * cauda equina). They do not diagnose anything; they ask the therapist to clarify with the
 * patient and, where needed, the referring doctor before treating. Each rule carries the
 * answers it rests on (`sources`) and its rationale, shown to staff and documented in
 * docs/anamnesis-red-flags.md. The rules are deliberately conservative: a flag needs the
 * combination described, not a single common symptom, so the badge keeps its meaning.
 *
 * The rules are deterministic and always applied, also when an AI model writes the summary:
 * a model can add notes, but it can never remove a red flag.
 */
import {
  type AnswerId,
  answerLabels,
  listOf,
  optionLabel,
  painLevelOf,
  type StoredAnswers,
  yesNoOf,
} from './anamnesisLabels.js';

export interface RedFlag {
  id: string;
  title: string;
  /** Why physiotherapy screening treats this as a warning sign. */
  rationale: string;
  /** The answers that raised the flag. */
  sources: AnswerId[];
}

interface Rule {
  id: string;
  title: string;
  rationale: string;
  /** The answers that make up the flag, or null when the rule does not apply. */
  test: (a: StoredAnswers) => AnswerId[] | null;
}

const yes = (a: StoredAnswers, id: AnswerId) => yesNoOf(a, id) === 'ja';

/** General (systemic) symptoms whose combination is not explained by a movement problem. */
const SYSTEMIC_SYMPTOMS = ['kurzatmigkeit', 'sehstorungen', 'leichte-blutergüsse'] as const;

export const redFlagRules: readonly Rule[] = [
  {
    id: 'cancer-night-sweats',
    title: 'Krebserkrankung in der Vorgeschichte mit Nachtschweiß',
    rationale:
      'Nachtschweiß ist ein B-Symptom. Zusammen mit einer Krebserkrankung in der Vorgeschichte kann er auf ein ' +
      'Rezidiv oder Metastasen hinweisen; vor der Behandlung ärztlich abklären lassen.',
    test: (a) => (yes(a, 'cancer') && yes(a, 'nightSweats') ? ['cancer', 'nightSweats'] : null),
  },
  {
    id: 'cancer-night-rest-pain',
    title: 'Krebserkrankung in der Vorgeschichte mit Nacht- oder Ruheschmerz',
    rationale:
      'Schmerzen, die nachts oder in Ruhe zunehmen, sind nicht mechanisch erklärbar. Bei Tumoranamnese gelten sie ' +
      'als Hinweis auf mögliche Knochenmetastasen und gehören ärztlich abgeklärt.',
    test: (a) => {
      if (!yes(a, 'cancer')) return null;
      const worse = listOf(a, 'negativeInfluences');
      return worse.includes('nachts') || worse.includes('ruhe') ? ['cancer', 'negativeInfluences'] : null;
    },
  },
  {
    id: 'unexplained-systemic-symptoms',
    title: 'Mehrere unerklärte Allgemeinsymptome',
    rationale:
      'Treten mehrere allgemeine Symptome zusammen auf (Nachtschweiß, Kurzatmigkeit, Sehstörungen, leichte ' +
      'Blutergüsse), spricht das eher für eine internistische oder systemische Ursache als für ein ' +
      'Bewegungsproblem; ärztliche Abklärung empfohlen.',
    test: (a) => {
      const other = listOf(a, 'otherSymptoms').filter((s) => (SYSTEMIC_SYMPTOMS as readonly string[]).includes(s));
      const count = other.length + (yes(a, 'nightSweats') ? 1 : 0);
      if (count < 2) return null;
      const sources: AnswerId[] = [];
      if (yes(a, 'nightSweats')) sources.push('nightSweats');
      if (other.length) sources.push('otherSymptoms');
      return sources;
    },
  },
  {
    id: 'severe-worsening-pain',
    title: 'Starke Schmerzen (8–10) mit Verschlechterung',
    rationale:
      'Sehr starke Schmerzen, die trotz allem zunehmen, passen nicht zum üblichen Verlauf einer ' +
      'Überlastungsbeschwerde und können auf eine fortschreitende Erkrankung (z. B. Entzündung, Fraktur, ' +
      'Tumor) hinweisen.',
    test: (a) => {
      const level = painLevelOf(a);
      return level !== undefined && level >= 8 && a.problemEvolution === 'schlechter'
        ? ['painLevel', 'problemEvolution']
        : null;
    },
  },
  {
    id: 'balance-sensitivity',
    title: 'Gleichgewichtsprobleme mit Gefühlsstörungen',
    rationale:
      'Schwindel oder Gangunsicherheit zusammen mit Taubheit oder Kribbeln können auf eine Beteiligung des ' +
      'zentralen Nervensystems oder des Rückenmarks (z. B. zervikale Myelopathie) hinweisen; neurologisch ' +
      'abklären lassen.',
    test: (a) =>
      yes(a, 'balanceIssues') && yes(a, 'sensitivityChanged') ? ['balanceIssues', 'sensitivityChanged'] : null,
  },
  {
    id: 'bladder-bowel',
    title: 'Blasen- oder Darmfunktionsstörung',
    rationale:
      'Neu aufgetretene Inkontinenz, oder Verstopfung zusammen mit Gefühlsstörungen oder Kraftverlust, kann ein ' +
      'Zeichen einer Kompression der Cauda equina sein – ein Notfall, der sofort ärztlich abgeklärt werden muss.',
    test: (a) => {
      const other = listOf(a, 'otherSymptoms');
      if (other.includes('inkontinenz')) return ['otherSymptoms'];
      if (other.includes('verstopfung')) {
        if (yes(a, 'sensitivityChanged')) return ['otherSymptoms', 'sensitivityChanged'];
        if (yes(a, 'strengthChanged')) return ['otherSymptoms', 'strengthChanged'];
      }
      return null;
    },
  },
];

/** The red flags raised by these answers, in rule order. */
export function redFlagsOf(answers: StoredAnswers): RedFlag[] {
  const flags: RedFlag[] = [];
  for (const rule of redFlagRules) {
    const sources = rule.test(answers);
    if (sources) flags.push({ id: rule.id, title: rule.title, rationale: rule.rationale, sources });
  }
  return flags;
}

/** 'Nachtschweiß: Ja' – the answers behind a flag, as the therapist checks them. */
export function sourceText(answers: StoredAnswers, id: AnswerId): string {
  const v = answers[id];
  if (id === 'painLevel') return `${answerLabels[id]}: ${painLevelOf(answers) ?? '–'}/10`;
  const shown = Array.isArray(v)
    ? v.map((x) => optionLabel(id, x)).join(', ')
    : typeof v === 'object' && v !== null
      ? optionLabel(id, (v as { radio?: unknown }).radio ?? '')
      : optionLabel(id, v ?? '');
  return `${answerLabels[id]}: ${shown}`;
}
