/**
 * Rules of the anamnesis stepper (spec reception §4, §5), kept pure so they are tested on
 * their own: when 'Weiter' is allowed, what 'Überspringen' does, and the payload that is sent.
 */
import type { AnamnesisAnswers } from '@praxisdesk/domain/anamnesis';
import type { Question } from '@praxisdesk/domain/anamnesisQuestions';

export interface YesNoText {
  radio: '' | 'ja' | 'nein';
  text: string;
}
export interface ChecksText {
  checkboxes: string[];
  text: string;
}
export interface ConsentText {
  text: string;
  checkbox: boolean;
}
export type Answer = string | number | string[] | YesNoText | ChecksText | ConsentText;
export type Draft = Record<string, Answer>;

const isObj = (a: unknown): a is Record<string, unknown> => typeof a === 'object' && a !== null && !Array.isArray(a);

/** Has the patient given any answer to this question? */
export function isAnswered(q: Question, a: Answer | undefined): boolean {
  if (a === undefined) return false;
  switch (q.kind) {
    case 'bodyMap':
    case 'checkbox':
      return Array.isArray(a) && a.length > 0;
    case 'scale':
      return typeof a === 'number' && a >= 1 && a <= 10;
    case 'radio':
    case 'yesNo':
      return typeof a === 'string' && a !== '';
    case 'yesNoText':
      return isObj(a) && (a.radio === 'ja' || a.radio === 'nein');
    case 'checkboxText':
      return isObj(a) && ((a.checkboxes as string[]).length > 0 || String(a.text).trim() !== '');
    case 'consentText':
      return isObj(a) && String(a.text).trim() !== '' && a.checkbox === true;
  }
}

/**
 * 'Weiter' is enabled on skippable questions; the others need their rule: a ja/nein choice
 * (comorbidities, medications), or text and the ticked consent (expectations).
 */
export function canContinue(q: Question, a: Answer | undefined): boolean {
  return q.skippable || isAnswered(q, a);
}

/** 'Überspringen' leaves no answer behind for that question. */
export function skip(draft: Draft, q: Question): Draft {
  const next = { ...draft };
  delete next[q.id];
  return next;
}

/** Percent for the progress bar: step (1-based) / total. */
export const progressPercent = (step: number, total: number) => Math.round((step / total) * 100);

/** The answers in the shape of the domain's anamnesisAnswers; unanswered questions are left out. */
export function toPayload(questions: readonly Question[], draft: Draft): AnamnesisAnswers {
  const out: Record<string, unknown> = {};
  for (const q of questions) {
    const a = draft[q.id];
    if (!isAnswered(q, a) || a === undefined) continue;
    if (q.kind === 'yesNoText' && isObj(a)) out[q.id] = { radio: a.radio, text: String(a.text).trim() };
    else if (q.kind === 'checkboxText' && isObj(a))
      out[q.id] = { checkboxes: a.checkboxes, text: String(a.text).trim() };
    else if (q.kind === 'consentText' && isObj(a)) out[q.id] = { text: String(a.text).trim(), checkbox: true };
    else out[q.id] = a;
  }
  return out as AnamnesisAnswers;
}

/** Are all questions that cannot be skipped answered (the last submit's precondition)? */
export const allRequiredAnswered = (questions: readonly Question[], draft: Draft) =>
  questions.every((q) => q.skippable || isAnswered(q, draft[q.id]));
