/** Text helpers shared by the spam rules and the classifier. */

/** Fields that name or reach the sender; everything else is what they wrote. */
const CONTACT_KEYS =
  /^(name|vorname|nachname|first_?name|last_?name|surname|full_?name|email|e-mail|mail|phone|telefon|tel|mobil|handy)$/i;
const NAME_KEYS = /^(name|vorname|nachname|first_?name|last_?name|surname|full_?name)$/i;
const EMAIL_KEYS = /^(email|e-mail|mail)$/i;

const valueText = (v: unknown): string => (Array.isArray(v) ? v.map(String).join(' ') : v == null ? '' : String(v));

/** What the sender wrote, without name and contact fields. */
export function messageText(formData: Record<string, unknown>): string {
  return Object.entries(formData)
    .filter(([k]) => !CONTACT_KEYS.test(k) && k !== 'type' && k !== 'formType' && k !== 'form_type')
    .map(([, v]) => valueText(v))
    .filter(Boolean)
    .join('\n');
}

export function nameText(formData: Record<string, unknown>): string {
  return Object.entries(formData)
    .filter(([k]) => NAME_KEYS.test(k))
    .map(([, v]) => valueText(v))
    .join(' ');
}

export function emailOf(formData: Record<string, unknown>): string {
  const entry = Object.entries(formData).find(([k]) => EMAIL_KEYS.test(k));
  return entry ? valueText(entry[1]).trim().toLowerCase() : '';
}

export function allText(formData: Record<string, unknown>): string {
  return Object.values(formData).map(valueText).join('\n');
}

export const URL_PATTERN = String.raw`\bhttps?:\/\/[^\s<>"']+|\bwww\.[a-z0-9-]+\.[a-z]{2,}[^\s<>"']*|\b[a-z0-9-]+\.(?:com|net|org|ru|cn|info|biz|xyz|top|online|site|io)\b(?:\/[^\s<>"']*)?`;
export const urlsIn = (text: string) => text.match(new RegExp(URL_PATTERN, 'gi')) ?? [];

/**
 * Classifier tokens: lower-cased words (letters and digits of any script), with URLs, e-mail
 * addresses and numbers folded into marker tokens so they generalise.
 */
export function tokenize(text: string): string[] {
  const folded = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(new RegExp(URL_PATTERN, 'gi'), ' __url__ ')
    .replace(/[^\s@]+@[^\s@]+\.[^\s@]+/g, ' __email__ ')
    .replace(/\b\d[\d\s/-]{5,}\d\b/g, ' __phone__ ');
  const out: string[] = [];
  for (const m of folded.matchAll(/__\w+__|[\p{L}\p{N}]+/gu)) {
    const t = m[0];
    if (t.length < 2 || t.length > 30) continue;
    out.push(/^\d+$/.test(t) ? '__num__' : t);
  }
  return out;
}
