/**
 * The anamnesis as FHIR R4 (issue 20): the Questionnaire of our 20 questions (German texts,
 * answer options as codings in our own CodeSystem, body regions with SNOMED CT body-site codes
 * where one clearly fits) and a patient's answers as an SDC-style QuestionnaireResponse. The
 * export is a `collection` Bundle of CodeSystem, Questionnaire and QuestionnaireResponse, so a
 * receiving system gets the definitions with the answers. No patient resource: the response
 * identifies the submission only; names and contact data stay in the practice's record.
 *
 * Validated against the FHIR R4 JSON schema in apps/server/test/records.test.ts.
 */
import type { StoredAnswers } from './anamnesisLabels.js';
import { anamnesisQuestions, type Option, type Question } from './anamnesisQuestions.js';

export const FHIR_BASE = 'https://praxisdesk.de/fhir';
export const ANAMNESIS_QUESTIONNAIRE_URL = `${FHIR_BASE}/Questionnaire/anamnese`;
export const ANAMNESIS_QUESTIONNAIRE_VERSION = '1.0.0';
export const ANAMNESIS_CODESYSTEM_URL = `${FHIR_BASE}/CodeSystem/anamnese-antworten`;
export const SNOMED = 'http://snomed.info/sct';

/**
 * SNOMED CT body structures for the regions of the body map where the mapping is unambiguous;
 * the others (e.g. "Brust": chest or breast; "Rücken": which part) keep our own code.
 */
export const bodyRegionSnomed: Record<string, { code: string; display: string }> = {
  kopf: { code: '69536005', display: 'Head structure' },
  nacken: { code: '45048000', display: 'Neck structure' },
  'hand-rechts': { code: '78791008', display: 'Structure of right hand' },
  'hand-links': { code: '85151006', display: 'Structure of left hand' },
  'knie-rechts': { code: '6757004', display: 'Structure of right knee region' },
  'knie-links': { code: '82169009', display: 'Structure of left knee region' },
  'fuss-rechts': { code: '7769000', display: 'Structure of right foot' },
  'fuss-links': { code: '22335008', display: 'Structure of left foot' },
};

interface Coding {
  system: string;
  code: string;
  display: string;
  _display?: unknown;
}

/** The German label as a FHIR translation of a SNOMED coding's (English) display. */
const germanTranslation = (label: string) => ({
  extension: [
    {
      url: 'http://hl7.org/fhir/StructureDefinition/translation',
      extension: [
        { url: 'lang', valueCode: 'de' },
        { url: 'content', valueString: label },
      ],
    },
  ],
});

/** The coding of one option of one question. */
export function optionCoding(questionId: string, o: Option): Coding {
  const snomed = questionId === 'bodyParts' ? bodyRegionSnomed[o.value] : undefined;
  // SNOMED's display is its English term; the German label travels as its translation.
  if (snomed)
    return { system: SNOMED, code: snomed.code, display: snomed.display, _display: germanTranslation(o.label) };
  return { system: ANAMNESIS_CODESYSTEM_URL, code: o.value, display: o.label };
}

/** Every option value of the questionnaire once (the CodeSystem's concepts). */
function concepts(): { code: string; display: string }[] {
  const seen = new Map<string, string>();
  for (const q of anamnesisQuestions) {
    for (const o of q.options ?? []) {
      if (q.id === 'bodyParts' && bodyRegionSnomed[o.value]) continue;
      if (!seen.has(o.value)) seen.set(o.value, o.label);
    }
  }
  return [...seen].map(([code, display]) => ({ code, display }));
}

export function anamnesisCodeSystem() {
  return {
    resourceType: 'CodeSystem' as const,
    id: 'anamnese-antworten',
    url: ANAMNESIS_CODESYSTEM_URL,
    version: ANAMNESIS_QUESTIONNAIRE_VERSION,
    name: 'PraxisDeskAnamneseAntworten',
    title: 'Antwortoptionen der PraxisDesk-Anamnese',
    status: 'active' as const,
    language: 'de-DE',
    caseSensitive: true,
    content: 'complete' as const,
    concept: concepts(),
  };
}

const answerOptions = (q: Question) => (q.options ?? []).map((o) => ({ valueCoding: optionCoding(q.id, o) }));

function questionItem(q: Question): Record<string, unknown> {
  const base = { linkId: q.id, text: q.title, required: !q.skippable };
  switch (q.kind) {
    case 'bodyMap':
    case 'checkbox':
      return { ...base, type: 'choice', repeats: true, answerOption: answerOptions(q) };
    case 'radio':
    case 'yesNo':
      return { ...base, type: 'choice', answerOption: answerOptions(q) };
    case 'scale':
      return {
        ...base,
        type: 'integer',
        extension: [
          { url: 'http://hl7.org/fhir/StructureDefinition/minValue', valueInteger: 1 },
          { url: 'http://hl7.org/fhir/StructureDefinition/maxValue', valueInteger: 10 },
        ],
      };
    case 'yesNoText':
      return {
        ...base,
        type: 'group',
        item: [
          { linkId: `${q.id}.radio`, text: q.title, type: 'choice', required: true, answerOption: answerOptions(q) },
          {
            linkId: `${q.id}.text`,
            text: q.hint ?? 'Details',
            type: 'text',
            enableWhen: [
              {
                question: `${q.id}.radio`,
                operator: '=',
                answerCoding: { system: ANAMNESIS_CODESYSTEM_URL, code: 'ja' },
              },
            ],
          },
        ],
      };
    case 'checkboxText':
      return {
        ...base,
        type: 'group',
        item: [
          {
            linkId: `${q.id}.checkboxes`,
            text: q.title,
            type: 'choice',
            repeats: true,
            answerOption: answerOptions(q),
          },
          { linkId: `${q.id}.text`, text: 'Sonstiges', type: 'text' },
        ],
      };
    case 'consentText':
      return {
        ...base,
        type: 'group',
        item: [
          { linkId: `${q.id}.text`, text: q.title, type: 'text', required: true },
          {
            linkId: `${q.id}.checkbox`,
            text: 'Ich habe die Datenschutzerklärung gelesen und stimme ihr zu.',
            type: 'boolean',
            required: true,
          },
        ],
      };
  }
}

export function anamnesisQuestionnaire() {
  return {
    resourceType: 'Questionnaire' as const,
    id: 'anamnese',
    meta: { profile: ['http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire'] },
    url: ANAMNESIS_QUESTIONNAIRE_URL,
    version: ANAMNESIS_QUESTIONNAIRE_VERSION,
    name: 'PraxisDeskAnamnese',
    title: 'Anamnese vor der Physiotherapie',
    status: 'active' as const,
    language: 'de-DE',
    subjectType: ['Patient'],
    item: anamnesisQuestions.map(questionItem),
  };
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** A stored value as a coding: the option's coding, or our system with the value as sent (older answers). */
function codingOf(q: Question, value: unknown): Coding {
  const v = String(value);
  const o = q.options?.find((x) => x.value === v);
  return o ? optionCoding(q.id, o) : { system: ANAMNESIS_CODESYSTEM_URL, code: v, display: v };
}

const codings = (q: Question, v: unknown) =>
  (Array.isArray(v) ? v : []).filter((x) => str(String(x))).map((x) => ({ valueCoding: codingOf(q, x) }));

function answerItem(q: Question, v: unknown): Record<string, unknown> | null {
  const base = { linkId: q.id, text: q.title };
  switch (q.kind) {
    case 'bodyMap':
    case 'checkbox': {
      const answer = codings(q, v);
      return answer.length ? { ...base, answer } : null;
    }
    case 'radio':
    case 'yesNo':
      return str(v) ? { ...base, answer: [{ valueCoding: codingOf(q, v) }] } : null;
    case 'scale':
      return typeof v === 'number' && Number.isInteger(v) ? { ...base, answer: [{ valueInteger: v }] } : null;
    case 'yesNoText': {
      if (!isObj(v) || !str(v.radio)) return null;
      const text = str(v.text);
      return {
        ...base,
        item: [
          { linkId: `${q.id}.radio`, text: q.title, answer: [{ valueCoding: codingOf(q, v.radio) }] },
          ...(text ? [{ linkId: `${q.id}.text`, text: q.hint ?? 'Details', answer: [{ valueString: text }] }] : []),
        ],
      };
    }
    case 'checkboxText': {
      if (!isObj(v)) return null;
      const boxes = codings(q, v.checkboxes);
      const text = str(v.text);
      const item = [
        ...(boxes.length ? [{ linkId: `${q.id}.checkboxes`, text: q.title, answer: boxes }] : []),
        ...(text ? [{ linkId: `${q.id}.text`, text: 'Sonstiges', answer: [{ valueString: text }] }] : []),
      ];
      return item.length ? { ...base, item } : null;
    }
    case 'consentText': {
      if (!isObj(v)) return null;
      const text = str(v.text);
      return {
        ...base,
        item: [
          ...(text ? [{ linkId: `${q.id}.text`, text: q.title, answer: [{ valueString: text }] }] : []),
          {
            linkId: `${q.id}.checkbox`,
            text: 'Ich habe die Datenschutzerklärung gelesen und stimme ihr zu.',
            answer: [{ valueBoolean: v.checkbox === true }],
          },
        ],
      };
    }
  }
}

export interface AnamnesisFhirInput {
  anamnesisId: string;
  submissionId: string;
  completedAt: string;
  answers: StoredAnswers;
}

/** The answers as an SDC-style QuestionnaireResponse; skipped questions are left out. */
export function anamnesisQuestionnaireResponse(a: AnamnesisFhirInput) {
  return {
    resourceType: 'QuestionnaireResponse' as const,
    id: a.anamnesisId,
    meta: { profile: ['http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaireresponse'] },
    language: 'de-DE',
    identifier: { system: `${FHIR_BASE}/sid/einreichung`, value: a.submissionId },
    questionnaire: `${ANAMNESIS_QUESTIONNAIRE_URL}|${ANAMNESIS_QUESTIONNAIRE_VERSION}`,
    status: 'completed' as const,
    authored: new Date(a.completedAt).toISOString(),
    item: anamnesisQuestions
      .map((q) => answerItem(q, a.answers[q.id]))
      .filter((x): x is Record<string, unknown> => x !== null),
  };
}

/** The download: a collection Bundle with the CodeSystem, the Questionnaire and the response. */
export function anamnesisFhirBundle(a: AnamnesisFhirInput, generatedAt: Date = new Date()) {
  const entries = [anamnesisCodeSystem(), anamnesisQuestionnaire(), anamnesisQuestionnaireResponse(a)];
  return {
    resourceType: 'Bundle' as const,
    id: `anamnese-${a.anamnesisId}`,
    type: 'collection' as const,
    timestamp: generatedAt.toISOString(),
    entry: entries.map((resource) => ({ fullUrl: `${FHIR_BASE}/${resource.resourceType}/${resource.id}`, resource })),
  };
}
