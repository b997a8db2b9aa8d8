/** What the request forms hand to the success page through navigation state (spec §4). */
export type RequestKind = 'prescription' | 'manual' | 'selfpay';

export interface SubmittedState {
  submissionId: string;
  type: RequestKind | 'anamnese';
  /** Lets the anamnesis attach itself to this submission (submitAnamnese). */
  grant?: string;
}

export const SUCCESS_PATH = '/online-rezeption/submission-erfolg';
export const FINAL_PATH = '/online-rezeption/erfolg';
export const ANAMNESIS_PATH = '/online-rezeption/anamnese';

export function readSubmittedState(state: unknown): Partial<SubmittedState> {
  if (typeof state !== 'object' || state === null) return {};
  const s = state as Record<string, unknown>;
  return {
    submissionId: typeof s.submissionId === 'string' ? s.submissionId : undefined,
    type: typeof s.type === 'string' ? (s.type as SubmittedState['type']) : undefined,
    grant: typeof s.grant === 'string' ? s.grant : undefined,
  };
}
