/**
 * The anamnesis questions in a language: the German questions (anamnesisQuestions, the
 * source) with title, hint and option labels from a catalogue's QuestionTexts. Ids and option
 * values stay as they are: the answers are stored as language-neutral codes.
 */
import { anamnesisQuestions, type Question } from '../anamnesisQuestions.js';
import type { QuestionTexts } from './catalogue.js';

/** The German texts in the catalogue's shape (the reference the translations are checked against). */
export const germanQuestionTexts: QuestionTexts = Object.fromEntries(
  anamnesisQuestions.map((q) => [
    q.id,
    {
      title: q.title,
      ...(q.hint ? { hint: q.hint } : {}),
      ...(q.options ? { options: Object.fromEntries(q.options.map((o) => [o.value, o.label])) } : {}),
    },
  ]),
);

export function localizedQuestions(texts: QuestionTexts | undefined): readonly Question[] {
  if (!texts) return anamnesisQuestions;
  return anamnesisQuestions.map((q) => {
    const t = texts[q.id];
    if (!t) return q;
    return {
      ...q,
      title: t.title,
      ...(q.hint ? { hint: t.hint ?? q.hint } : {}),
      ...(q.options
        ? { options: q.options.map((o) => ({ value: o.value, label: t.options?.[o.value] ?? o.label })) }
        : {}),
    };
  });
}
