/**
 * Bot signals at intake: the honeypot (judged in @praxisdesk/spam: autofill is not a bot), the time from render to submit (a signed timestamp that
 * the reception and JavaScript snippets fetch from /functions/v1/formToken and send as `_ts`),
 * and repeated submissions from the same source in a short window.
 */

import type { SpamReason } from '@praxisdesk/spam';
import { hmac, safeEqual } from '../../lib/tokens.js';

export { HONEYPOT_FIELD, honeypotReason } from '@praxisdesk/spam';

export const TIMESTAMP_FIELD = '_ts';
/** People need longer than this to fill in even the shortest form. */
const MIN_FILL_MS = 3000;
export const REPEAT_WINDOW_MINUTES = 10;

export function issueFormToken(key: Buffer, now = Date.now()): string {
  const t = now.toString(36);
  return `${t}.${hmac(key, `form-ts|${t}`).toString('base64url').slice(0, 22)}`;
}

export function timingReason(key: Buffer, token: unknown, now = Date.now()): SpamReason | null {
  if (token === undefined || token === null || token === '') return null; // plain HTML forms send none
  if (typeof token !== 'string') return { reason: 'Ungültiger Formular-Zeitstempel', points: 20, layer: 'intake' };
  const [t, sig] = token.split('.');
  if (!t || !sig || !safeEqual(sig, hmac(key, `form-ts|${t}`).toString('base64url').slice(0, 22))) {
    return { reason: 'Ungültiger Formular-Zeitstempel', points: 20, layer: 'intake' };
  }
  const elapsed = now - Number.parseInt(t, 36);
  if (elapsed < MIN_FILL_MS) {
    return {
      reason: `Formular in ${(Math.max(0, elapsed) / 1000).toFixed(1)} s ausgefüllt (zu schnell für Menschen)`,
      points: 35,
      layer: 'intake',
    };
  }
  return null;
}

/**
 * `n` earlier submissions of the same source to this practice within REPEAT_WINDOW_MINUTES
 * (intake counts them in its one read of the request's facts, intake/repository.ts).
 */
export function repeatReason(n: number): SpamReason | null {
  if (n < 2) return null;
  return {
    reason: `${n} weitere Einsendungen derselben Quelle in ${REPEAT_WINDOW_MINUTES} Minuten`,
    points: n >= 5 ? 35 : 15,
    layer: 'intake',
  };
}
