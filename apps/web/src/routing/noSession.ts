/**
 * Navigation state the guard puts on its redirect to /login: it has just seen that there is no
 * session, so the sign-in page shows the form without asking the server once more.
 */
export const noSessionState = { noSession: true } as const;

export function hasNoSession(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { noSession?: unknown }).noSession === true;
}
