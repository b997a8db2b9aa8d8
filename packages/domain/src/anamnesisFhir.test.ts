import { describe, expect, it } from 'vitest';
import {
  ANAMNESIS_CODESYSTEM_URL,
  anamnesisCodeSystem,
  anamnesisFhirBundle,
  anamnesisQuestionnaire,
  SNOMED,
} from './anamnesisFhir.js';
import { anamnesisFixtures } from './anamnesisFixtures.js';
import { anamnesisQuestions } from './anamnesisQuestions.js';

const answers = {
  bodyParts: ['kopf', 'ruecken'],
  painLevel: 7,
  painPattern: 'permanent',
  comorbidities: { radio: 'ja', text: 'Diabetes' },
  medications: { radio: 'nein', text: '' },
  previousTreatments: { checkboxes: ['mrt'], text: '' },
  expectations: { text: 'Schmerzfrei gehen', checkbox: true },
};

describe('FHIR export of the anamnesis', () => {
  it('has one item per question with German texts', () => {
    const q = anamnesisQuestionnaire();
    expect(q.item.map((i) => i.linkId)).toEqual(anamnesisQuestions.map((x) => x.id));
    expect(q.item).toHaveLength(20);
    expect(q.item[0]).toMatchObject({ text: 'Wo haben Sie Beschwerden?', type: 'choice', repeats: true });
  });
  it('codes body regions with SNOMED CT where clear, else with our CodeSystem', () => {
    const body = anamnesisQuestionnaire().item[0] as {
      answerOption: { valueCoding: { system: string; code: string } }[];
    };
    const kopf = body.answerOption.find((o) => o.valueCoding.code === '69536005');
    expect(kopf?.valueCoding.system).toBe(SNOMED);
    expect(body.answerOption.find((o) => o.valueCoding.code === 'brust')?.valueCoding.system).toBe(
      ANAMNESIS_CODESYSTEM_URL,
    );
  });
  it('gives every code of our CodeSystem one German display', () => {
    const codes = anamnesisCodeSystem().concept.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toContain('ja');
    expect(codes).not.toContain('kopf');
  });
  it('answers as codings, integers, strings and booleans; skipped questions left out', () => {
    const bundle = anamnesisFhirBundle(
      {
        anamnesisId: '0b8f7a52-31a4-4a53-9d41-6b39b2f3c001',
        submissionId: '0b8f7a52-31a4-4a53-9d41-6b39b2f3c002',
        completedAt: '2026-11-20T10:00:00.000Z',
        answers,
      },
      new Date('2026-11-21T00:00:00Z'),
    );
    expect(bundle.entry.map((e) => e.resource.resourceType)).toEqual([
      'CodeSystem',
      'Questionnaire',
      'QuestionnaireResponse',
    ]);
    const qr = bundle.entry[2]?.resource as ReturnType<typeof anamnesisFhirBundle>['entry'][number]['resource'] & {
      item: { linkId: string; answer?: unknown[]; item?: { linkId: string; answer: unknown[] }[] }[];
    };
    expect(qr.item.map((i) => i.linkId)).toEqual([
      'bodyParts',
      'painLevel',
      'painPattern',
      'comorbidities',
      'medications',
      'previousTreatments',
      'expectations',
    ]);
    expect(qr.item[0]?.answer).toEqual([
      expect.objectContaining({ valueCoding: expect.objectContaining({ system: SNOMED, code: '69536005' }) }),
      { valueCoding: { system: ANAMNESIS_CODESYSTEM_URL, code: 'ruecken', display: 'Rücken' } },
    ]);
    expect(qr.item[1]?.answer).toEqual([{ valueInteger: 7 }]);
    expect(qr.item[3]?.item?.[1]).toEqual({
      linkId: 'comorbidities.text',
      text: 'Falls ja, welche?',
      answer: [{ valueString: 'Diabetes' }],
    });
    expect(qr.item[6]?.item?.[1]?.answer).toEqual([{ valueBoolean: true }]);
  });
});

/**
 * The rules of a QuestionnaireResponse against its Questionnaire that the JSON schema cannot
 * see (FHIR R4 QuestionnaireResponse invariants and SDC conformance, as far as we use them):
 * every linkId exists at the same place, answers have the item's type, coded answers are among
 * the item's answerOptions, single-choice items have one answer, required items are present.
 */
type QItem = {
  linkId: string;
  type: string;
  required?: boolean;
  repeats?: boolean;
  item?: QItem[];
  answerOption?: { valueCoding: { system: string; code: string } }[];
};
type RItem = { linkId: string; answer?: Record<string, unknown>[]; item?: RItem[] };

function conformanceProblems(qItems: QItem[], rItems: RItem[], path = ''): string[] {
  const problems: string[] = [];
  const byId = new Map(qItems.map((q) => [q.linkId, q]));
  for (const r of rItems) {
    const q = byId.get(r.linkId);
    if (!q) {
      problems.push(`${path}${r.linkId}: not in the questionnaire`);
      continue;
    }
    if (q.type === 'group') {
      if (r.answer) problems.push(`${r.linkId}: a group has no answers`);
      problems.push(...conformanceProblems(q.item ?? [], r.item ?? [], `${r.linkId}/`));
      continue;
    }
    const answers = r.answer ?? [];
    if (answers.length === 0) problems.push(`${r.linkId}: item without answer`);
    if (!q.repeats && answers.length > 1) problems.push(`${r.linkId}: several answers to a single choice`);
    const valueKey = { choice: 'valueCoding', integer: 'valueInteger', text: 'valueString', boolean: 'valueBoolean' }[
      q.type
    ];
    for (const a of answers) {
      if (!valueKey || !(valueKey in a)) problems.push(`${r.linkId}: answer is not ${q.type}`);
      if (q.type === 'choice') {
        const c = a.valueCoding as { system: string; code: string };
        if (!q.answerOption?.some((o) => o.valueCoding.system === c.system && o.valueCoding.code === c.code)) {
          problems.push(`${r.linkId}: ${c.code} is not an answer option`);
        }
      }
    }
  }
  for (const q of qItems) {
    if (q.required && !rItems.some((r) => r.linkId === q.linkId))
      problems.push(`${path}${q.linkId}: required, missing`);
  }
  return problems;
}

describe('QuestionnaireResponse conforms to the Questionnaire', () => {
  it.each(anamnesisFixtures.map((f) => [f.name, f.answers] as const))('%s', (_name, fixtureAnswers) => {
    const qr = anamnesisFhirBundle({
      anamnesisId: '0b8f7a52-31a4-4a53-9d41-6b39b2f3c001',
      submissionId: '0b8f7a52-31a4-4a53-9d41-6b39b2f3c002',
      completedAt: '2026-11-20T10:00:00.000Z',
      answers: fixtureAnswers as Record<string, unknown>,
    }).entry[2]?.resource as unknown as { item: RItem[] };
    expect(conformanceProblems(anamnesisQuestionnaire().item as unknown as QItem[], qr.item)).toEqual([]);
  });

  it('finds what does not conform (the check is not a yes-man)', () => {
    const q = anamnesisQuestionnaire().item as unknown as QItem[];
    expect(
      conformanceProblems(q, [
        { linkId: 'painPattern', answer: [{ valueCoding: { system: ANAMNESIS_CODESYSTEM_URL, code: 'nie' } }] },
        { linkId: 'painLevel', answer: [{ valueString: 'sieben' }] },
        { linkId: 'unbekannt', answer: [{ valueString: 'x' }] },
      ]),
    ).toEqual([
      'painPattern: nie is not an answer option',
      'painLevel: answer is not integer',
      'unbekannt: not in the questionnaire',
      'comorbidities: required, missing',
      'medications: required, missing',
      'expectations: required, missing',
    ]);
  });
});
