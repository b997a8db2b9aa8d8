/**
 * Answers survive an accidental reload: they are kept in session storage (this tab only,
 * gone when it closes) under the tenant and submission, until they were sent.
 */
import type { Draft } from './steps';

export interface Saved {
  step: number;
  answers: Draft;
}

export const storageKey = (tenantId: string, submissionId: string) =>
  `praxisdesk.anamnese.${tenantId}.${submissionId || 'ohne-anfrage'}`;

export function loadDraft(key: string): Saved | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const v: unknown = JSON.parse(raw);
    if (typeof v !== 'object' || v === null) return null;
    const { step, answers } = v as Record<string, unknown>;
    if (typeof step !== 'number' || typeof answers !== 'object' || answers === null) return null;
    return { step, answers: answers as Draft };
  } catch {
    return null;
  }
}

export function saveDraft(key: string, saved: Saved) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(saved));
  } catch {
    // Storage full or disabled (private mode): the questionnaire still works, only without reload safety.
  }
}

export function clearDraft(key: string) {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}
