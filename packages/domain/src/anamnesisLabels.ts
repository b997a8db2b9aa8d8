/**
 * The anamnesis answers as staff read them: every answer key under a short German label, with
 * option values turned into their German texts (spec backoffice §3 answer keys). Tolerant of
 * stored answers that no longer match the questionnaire: an unknown option shows as it was sent
 * rather than disappearing, so nothing a patient wrote is hidden from the therapist.
 */
import { anamnesisQuestions, type Question } from './anamnesisQuestions.js';

export type AnswerId =
  | 'bodyParts'
  | 'painLevel'
  | 'painPattern'
  | 'painType'
  | 'problemEvolution'
  | 'negativeInfluences'
  | 'positiveInfluences'
  | 'mobilityChanged'
  | 'sensitivityChanged'
  | 'strengthChanged'
  | 'balanceIssues'
  | 'comorbidities'
  | 'medications'
  | 'cancer'
  | 'nightSweats'
  | 'otherSymptoms'
  | 'functionalImpairment'
  | 'psychologicalImpact'
  | 'previousTreatments'
  | 'expectations';

/** Short labels for the answer keys (the question titles are shown as the hint beneath). */
export const answerLabels: Record<AnswerId, string> = {
  bodyParts: 'Beschwerdebereiche',
  painLevel: 'Schmerzintensität',
  painPattern: 'Auftreten der Schmerzen',
  painType: 'Schmerzcharakter',
  problemEvolution: 'Entwicklung der Beschwerden',
  negativeInfluences: 'Verstärkende Faktoren',
  positiveInfluences: 'Lindernde Faktoren',
  mobilityChanged: 'Beweglichkeit verändert',
  sensitivityChanged: 'Gefühlsstörungen',
  strengthChanged: 'Kraftverlust',
  balanceIssues: 'Gleichgewichtsprobleme / Schwindel',
  comorbidities: 'Vorerkrankungen',
  medications: 'Medikamente',
  cancer: 'Krebserkrankung',
  nightSweats: 'Nachtschweiß',
  otherSymptoms: 'Weitere Beschwerden',
  functionalImpairment: 'Einschränkung in Alltag / Beruf',
  psychologicalImpact: 'Psychische Belastung',
  previousTreatments: 'Bisherige Untersuchungen / Behandlungen',
  expectations: 'Erwartungen an die Behandlung',
};

export const answerIds = Object.keys(answerLabels) as AnswerId[];

export const NOT_ANSWERED = 'Keine Angabe';

export interface LabelledAnswer {
  id: AnswerId;
  label: string;
  question: string;
  /** The answer in German, or 'Keine Angabe' when skipped. */
  value: string;
  answered: boolean;
}

/** Loosely typed answers as stored (validated at intake, but possibly from an older version). */
export type StoredAnswers = Record<string, unknown>;

const questionOf = (id: AnswerId): Question | undefined => anamnesisQuestions.find((q) => q.id === id);

/** German text of one option value of a question; unknown values are shown as sent. */
export function optionLabel(id: AnswerId, value: unknown): string {
  const v = String(value);
  return questionOf(id)?.options?.find((o) => o.value === v)?.label ?? v;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : '');

/** Option values of a multiple-choice answer (empty when skipped or malformed). */
export function listOf(answers: StoredAnswers, id: AnswerId): string[] {
  const v = answers[id];
  if (Array.isArray(v)) return v.map(String);
  if (id === 'previousTreatments' && isObj(v) && Array.isArray(v.checkboxes)) return v.checkboxes.map(String);
  return [];
}

/** 'ja' | 'nein' | undefined for yes/no answers, also for the radio of yes/no-with-text answers. */
export function yesNoOf(answers: StoredAnswers, id: AnswerId): 'ja' | 'nein' | undefined {
  const v = answers[id];
  const r = isObj(v) ? v.radio : v;
  return r === 'ja' || r === 'nein' ? r : undefined;
}

/** The free text of comorbidities, medications, previousTreatments ('other') or expectations. */
export function freeTextOf(answers: StoredAnswers, id: AnswerId): string {
  const v = answers[id];
  return isObj(v) ? text(v.text) : '';
}

export function painLevelOf(answers: StoredAnswers): number | undefined {
  const v = answers.painLevel;
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/** German enumeration: 'A', 'A und B', 'A, B und C'. */
export function joinDe(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`;
}

function answerText(answers: StoredAnswers, id: AnswerId): string | undefined {
  const q = questionOf(id);
  switch (q?.kind) {
    case 'bodyMap':
    case 'checkbox': {
      // An empty list that was sent means 'none of these'; an absent one was skipped.
      if (Array.isArray(answers[id]) && listOf(answers, id).length === 0) return 'Keine';
      const list = listOf(answers, id);
      return list.length ? list.map((v) => optionLabel(id, v)).join(', ') : undefined;
    }
    case 'scale': {
      const n = painLevelOf(answers);
      return n === undefined ? undefined : `${n} von 10`;
    }
    case 'radio':
    case 'yesNo': {
      const v = answers[id];
      return typeof v === 'string' && v ? optionLabel(id, v) : undefined;
    }
    case 'yesNoText': {
      const yn = yesNoOf(answers, id);
      if (!yn) return undefined;
      if (yn === 'nein') return 'Nein';
      const t = freeTextOf(answers, id);
      return t ? `Ja: ${t}` : 'Ja (ohne nähere Angabe)';
    }
    case 'checkboxText': {
      const list = listOf(answers, id).map((v) => optionLabel(id, v));
      const other = freeTextOf(answers, id);
      if (other) list.push(`Sonstiges: ${other}`);
      return list.length ? list.join(', ') : undefined;
    }
    case 'consentText': {
      const t = freeTextOf(answers, id);
      return t || undefined;
    }
    default:
      return undefined;
  }
}

/** Every answer key, in questionnaire order, with its German label and value. */
export function labelAnswers(answers: StoredAnswers): LabelledAnswer[] {
  return answerIds.map((id) => {
    const value = answerText(answers, id);
    return {
      id,
      label: answerLabels[id],
      question: questionOf(id)?.title ?? answerLabels[id],
      value: value ?? NOT_ANSWERED,
      answered: value !== undefined,
    };
  });
}
