/**
 * What the engine reads of a submission: every field the sender wrote, flattened to strings.
 * Form data arrive from the public internet in any shape (nested objects, arrays, numbers,
 * megabytes of text, binary, invisible Unicode); here they become a flat map of at most
 * LIMITS.fields fields of at most LIMITS.fieldChars characters each, without control characters
 * or invisible formatting (whose presence is remembered: bots use them to hide words).
 */

export const LIMITS = { fields: 80, fieldChars: 4000, totalChars: 24_000, depth: 4, keyChars: 60 } as const;

/** Zero-width and bidirectional formatting characters (U+200D, the emoji joiner, is not counted). */
const INVISIBLE = /[\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD]/g;
const BIDI = /[\u202A-\u202E\u2066-\u2069]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD\uFFFE\uFFFF]/g;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export interface Flat {
  /** Field path ("answers.medications.text" for nested data) → sanitised text. */
  data: Record<string, string>;
  /** Invisible formatting characters removed. */
  invisible: number;
  /** Of those, bidirectional overrides (text shown in another order than stored). */
  bidi: number;
  /** Control characters and replacement characters: binary data pasted into a field. */
  control: number;
  /** Characters dropped beyond the limits. */
  truncated: number;
}

const clean = (s: string, flat: Flat): string => {
  let text = s;
  if (text.length > LIMITS.fieldChars) {
    flat.truncated += text.length - LIMITS.fieldChars;
    text = text.slice(0, LIMITS.fieldChars);
  }
  const inv = text.match(INVISIBLE);
  if (inv) {
    flat.invisible += inv.length;
    flat.bidi += text.match(BIDI)?.length ?? 0;
    text = text.replace(INVISIBLE, '');
  }
  // Lone surrogates (broken UTF-16) would break normalize() and regular expressions with /u.
  text = text.replace(LONE_SURROGATE, ' ');
  const ctl = text.match(CONTROL);
  if (ctl) {
    flat.control += ctl.length;
    text = text.replace(CONTROL, ' ');
  }
  return text;
};

/** Flattens any form data into sanitised string fields; never throws. */
export function flatten(formData: unknown): Flat {
  const flat: Flat = {
    data: Object.create(null) as Record<string, string>,
    invisible: 0,
    bidi: 0,
    control: 0,
    truncated: 0,
  };
  let total = 0;
  let count = 0;
  const put = (key: string, value: string) => {
    if (count >= LIMITS.fields || total >= LIMITS.totalChars) {
      flat.truncated += value.length;
      return;
    }
    const room = LIMITS.totalChars - total;
    const text = clean(value.length > room ? value.slice(0, room) : value, flat);
    if (value.length > room) flat.truncated += value.length - room;
    if (!text.trim()) return;
    const k = clean(key, flat).slice(0, LIMITS.keyChars) || 'feld';
    const existing = flat.data[k];
    flat.data[k] = existing === undefined ? text : `${existing} ${text}`;
    if (existing === undefined) count++;
    total += text.length;
  };
  const walk = (value: unknown, key: string, depth: number) => {
    if (value === null || value === undefined) return;
    switch (typeof value) {
      case 'string':
        put(key, value);
        return;
      case 'number':
      case 'bigint':
      case 'boolean':
        put(key, String(value));
        return;
      case 'object': {
        if (depth >= LIMITS.depth) return;
        if (Array.isArray(value)) {
          const parts: string[] = [];
          for (const item of value.slice(0, 50)) {
            if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean')
              parts.push(String(item));
            else walk(item, key, depth + 1);
          }
          if (parts.length) put(key, parts.join(', '));
          return;
        }
        if (value instanceof Uint8Array || ArrayBuffer.isView(value)) {
          flat.control += 1;
          return;
        }
        let n = 0;
        for (const k of Object.keys(value)) {
          if (n++ >= LIMITS.fields) break;
          let v: unknown;
          try {
            v = (value as Record<string, unknown>)[k];
          } catch {
            continue; // a getter that throws
          }
          walk(v, key ? `${key}.${k}` : k, depth + 1);
        }
        return;
      }
      default:
        return; // functions, symbols
    }
  };
  try {
    if (formData !== null && typeof formData === 'object' && !Array.isArray(formData)) walk(formData, '', 0);
    else walk(formData, 'wert', 1);
  } catch {
    // Whatever was read so far is scored.
  }
  return flat;
}
