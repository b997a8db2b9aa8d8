import { describe, expect, it } from 'vitest';
import { anamnesisAnswers, anamnesisQuestions } from './anamnesis.js';

const minimal = {
  comorbidities: { radio: 'nein', text: '' },
  medications: { radio: 'ja', text: 'Ibuprofen bei Bedarf' },
  expectations: { text: 'Schmerzfrei joggen', checkbox: true },
};

describe('anamnesis questionnaire', () => {
  it('has 20 steps; only comorbidities, medications and expectations are mandatory', () => {
    expect(anamnesisQuestions).toHaveLength(20);
    expect(anamnesisQuestions.filter((q) => !q.skippable).map((q) => q.id)).toEqual([
      'comorbidities',
      'medications',
      'expectations',
    ]);
  });

  it('accepts a complete, valid set of answers', () => {
    const r = anamnesisAnswers.safeParse({
      ...minimal,
      bodyParts: ['nacken', 'ruecken'],
      painLevel: 7,
      painPattern: 'intermittent',
      painType: 'ziehend',
      problemEvolution: 'schlechter',
      negativeInfluences: ['sitzen', 'nachts'],
      otherSymptoms: ['morgendliche-steifigkeit'],
      previousTreatments: { checkboxes: ['mrt'], text: 'Osteopathie' },
      cancer: 'nein',
    });
    expect(r.success).toBe(true);
  });

  it.each([
    ['a pain level above 10', { painLevel: 11 }],
    ['an unknown body region', { bodyParts: ['flügel'] }],
    ['an unknown question id', { hobby: 'Golf' }],
    ['no ja/nein for comorbidities', { comorbidities: { text: 'x' } }],
    ['expectations without consent', { expectations: { text: 'x', checkbox: false } }],
    ['empty expectations', { expectations: { text: '  ', checkbox: true } }],
  ])('rejects %s', (_, patch) => {
    expect(anamnesisAnswers.safeParse({ ...minimal, ...patch }).success).toBe(false);
  });
});
