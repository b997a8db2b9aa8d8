/**
 * The honeypot: a field hidden from people (website_url) that bots fill in. Browsers fill it in
 * too, now and then: autofill puts the patient's own name, street or e-mail into any field it
 * takes for one. So a filled honeypot decides alone (80 points) only when what it holds is
 * bot-like: a link, a random string, a payload, or text that matches nothing the sender typed
 * into the visible fields. What looks like autofill (a copy of another field, a name, a street,
 * a phone number or an e-mail address) adds a moderate reason that never decides alone.
 */
import { flatten } from './prepare.js';
import type { SpamReason } from './rules.js';
import { fieldsOf, isRandomToken, payloadReasons } from './signals.js';
import { URL_PATTERN } from './text.js';

export const HONEYPOT_FIELD = 'website_url';
export const HONEYPOT_DECISIVE = 80;
export const HONEYPOT_AUTOFILL = 25;

const NAME_LIKE = /^\p{Lu}[\p{L}'’-]+\.?(\s+(von|van|de|zu|der|den|la|le|\p{Lu}[\p{L}'’-]+\.?)){0,4}$/u;
const STREET_LIKE =
  /^[\p{L} .'’-]{2,50}(straße|strasse|str\.|weg|allee|platz|gasse|ring|damm|ufer|chaussee|steig|pfad|markt|hof|berg|park)\s*\d{1,4}\s?[a-z]?\b|^\d{5}\s+\p{Lu}\p{L}+|^\p{Lu}\p{L}+\s+\d{1,4}\s?[a-z]?$/iu;
const PHONE_LIKE = /^[+(]?\d[\d\s/()-]{5,20}$/;
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

const norm = (s: string) => s.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');

export function honeypotReason(value: unknown, formData: Record<string, unknown> = {}): SpamReason | null {
  const hp = Object.values(flatten({ v: value }).data)
    .join(' ')
    .trim()
    .slice(0, 500);
  if (!hp) return null;
  const decisive: SpamReason = {
    reason: 'Verstecktes Feld ausgefüllt (Bot)',
    points: HONEYPOT_DECISIVE,
    layer: 'intake',
  };
  const visible = Object.values(flatten(formData).data).map(norm).filter(Boolean);
  const v = norm(hp);
  const words = hp.match(/[\p{L}\p{N}]+/gu) ?? [];
  const botLike =
    new RegExp(URL_PATTERN, 'i').test(hp) ||
    /https?:|www\./i.test(hp) ||
    payloadReasons(fieldsOf({ data: { v: hp }, invisible: 0, bidi: 0, control: 0, truncated: 0 })).length > 0 ||
    (words.length > 0 && words.filter(isRandomToken).length * 2 >= words.length);
  if (botLike) return decisive;
  const copiesAField = visible.some(
    (f) => f === v || (v.length >= 4 && (f.includes(v) || (v.includes(f) && f.length >= 4))),
  );
  const looksLikeAutofill =
    copiesAField ||
    (NAME_LIKE.test(hp) && words.length <= 5) ||
    STREET_LIKE.test(hp) ||
    PHONE_LIKE.test(hp) ||
    EMAIL_LIKE.test(hp);
  if (looksLikeAutofill)
    return {
      reason: 'Verstecktes Feld ausgefüllt, vermutlich vom Browser (Autofill)',
      points: HONEYPOT_AUTOFILL,
      layer: 'intake',
    };
  return decisive;
}
