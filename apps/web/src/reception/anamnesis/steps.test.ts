import { anamnesisAnswers, anamnesisQuestions } from '@praxisdesk/domain';
import { describe, expect, it } from 'vitest';
import { allRequiredAnswered, canContinue, type Draft, progressPercent, skip, toPayload } from './steps';

const q = (id: string) => {
  const found = anamnesisQuestions.find((x) => x.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('anamnesis step rules', () => {
  it('has 20 steps; only comorbidities, medications and expectations cannot be skipped', () => {
    expect(anamnesisQuestions).toHaveLength(20);
    expect(anamnesisQuestions.filter((x) => !x.skippable).map((x) => x.id)).toEqual([
      'comorbidities',
      'medications',
      'expectations',
    ]);
  });

  it('lets skippable questions continue unanswered', () => {
    expect(canContinue(q('bodyParts'), undefined)).toBe(true);
    expect(canContinue(q('painLevel'), undefined)).toBe(true);
  });

  it('needs a ja/nein choice for comorbidities and medications; the text alone is not enough', () => {
    for (const id of ['comorbidities', 'medications']) {
      expect(canContinue(q(id), undefined)).toBe(false);
      expect(canContinue(q(id), { radio: '', text: 'Asthma' })).toBe(false);
      expect(canContinue(q(id), { radio: 'nein', text: '' })).toBe(true);
      expect(canContinue(q(id), { radio: 'ja', text: 'Asthma' })).toBe(true);
    }
  });

  it('needs non-empty expectations text and the ticked consent', () => {
    const e = q('expectations');
    expect(canContinue(e, { text: '   ', checkbox: true })).toBe(false);
    expect(canContinue(e, { text: 'Schmerzfrei', checkbox: false })).toBe(false);
    expect(canContinue(e, { text: 'Schmerzfrei', checkbox: true })).toBe(true);
  });

  it('skipping removes the answer of that question', () => {
    const draft: Draft = { painLevel: 6, painType: 'dumpf' };
    expect(skip(draft, q('painLevel'))).toEqual({ painType: 'dumpf' });
    expect(draft).toEqual({ painLevel: 6, painType: 'dumpf' });
  });

  it('progress is step / total', () => {
    expect(progressPercent(1, 20)).toBe(5);
    expect(progressPercent(10, 20)).toBe(50);
    expect(progressPercent(20, 20)).toBe(100);
  });

  it('builds a payload the server schema accepts, leaving unanswered questions out', () => {
    const draft: Draft = {
      bodyParts: ['knie-rechts', 'nacken'],
      painLevel: 7,
      painPattern: 'intermittent',
      negativeInfluences: [],
      comorbidities: { radio: 'ja', text: ' Bluthochdruck ' },
      medications: { radio: 'nein', text: '' },
      previousTreatments: { checkboxes: ['mrt'], text: 'Osteopathie' },
      expectations: { text: 'Wieder laufen', checkbox: true },
    };
    expect(allRequiredAnswered(anamnesisQuestions, draft)).toBe(true);
    const payload = toPayload(anamnesisQuestions, draft);
    expect(payload).not.toHaveProperty('negativeInfluences');
    expect(payload.comorbidities).toEqual({ radio: 'ja', text: 'Bluthochdruck' });
    expect(anamnesisAnswers.safeParse(payload).success).toBe(true);

    const { expectations: _e, ...missing } = draft;
    expect(allRequiredAnswered(anamnesisQuestions, missing)).toBe(false);
    expect(anamnesisAnswers.safeParse(toPayload(anamnesisQuestions, missing)).success).toBe(false);
  });
});
