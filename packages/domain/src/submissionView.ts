/**
 * How a submission reads for people (spec backoffice §2 Dashboard / Submission detail, §5 title
 * derivation): the card and page title, the preview line and the label/value rows of form_data.
 * Shared by the dashboard, the detail page and the read-only link view.
 */
import { type FormType, formTypeLabels } from './formTypes.js';
import { PRESCRIPTION_KEYS, prescriptionFieldValue, prescriptionLabels } from './prescriptionCatalogue.js';
import { receptionRequestTypes } from './publicConstants.js';

type FormData = Record<string, unknown>;

const firstNameKeys = ['vorname', 'firstname', 'first_name', 'first name', 'givenname', 'given name', 'fname'];
const lastNameKeys = [
  'nachname',
  'lastname',
  'last_name',
  'last name',
  'surname',
  'familienname',
  'familyname',
  'lname',
];
const nameKeys = ['name', 'fullname', 'full_name', 'full name', 'vollständiger name', 'ihr name'];
const emailKeys = ['email', 'e-mail', 'e_mail', 'mail', 'emailadresse', 'e-mail-adresse'];
const previewKeys = ['message', 'nachricht', 'content', 'inhalt', 'anliegen', 'mitteilung', 'text', 'bemerkung'];

/** Words of a key: split at separators and camelCase humps, lower-cased ('firstName' -> first, name). */
function words(s: string): string[] {
  return s
    .replace(/([a-zäöü])([A-ZÄÖÜ])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9äöüß]+/)
    .filter(Boolean);
}

/**
 * How well a form field key matches a candidate name, case-insensitively (spec §5):
 * 3 exact, 2 the candidate followed by separators or digits ('vorname_1', 'email-2'),
 * 1 the candidate's words appear as whole words in the key ('Ihr Vorname', 'contactEmail'), 0 none.
 */
export function keyMatch(key: string, candidate: string): 0 | 1 | 2 | 3 {
  const k = key.trim().toLowerCase();
  const c = candidate.toLowerCase();
  if (k === c) return 3;
  if (k.startsWith(c) && /^[\s_\-.:#/0-9]/.test(k.slice(c.length))) return 2;
  const kw = words(key);
  const cw = words(candidate);
  if (cw.length === 0) return 0;
  for (let i = 0; i + cw.length <= kw.length; i++) {
    if (cw.every((w, j) => kw[i + j] === w)) return 1;
  }
  return 0;
}

const text = (v: unknown): string | undefined => {
  if (typeof v === 'string' && v.trim()) return v.trim();
  if (typeof v === 'number') return String(v);
  return undefined;
};

/** The best non-empty value among keys matching any candidate; ties keep the form's own order. */
function pick(data: FormData, candidates: string[], exclude: Set<string> = new Set()): [string, string] | undefined {
  let best: [string, string] | undefined;
  let bestScore = 0;
  for (const [key, value] of Object.entries(data)) {
    if (exclude.has(key)) continue;
    const v = text(value);
    if (!v) continue;
    const score = Math.max(...candidates.map((c) => keyMatch(key, c)));
    if (score > bestScore) {
      best = [key, v];
      bestScore = score;
    }
  }
  return best;
}

/**
 * The derived title: first + last name, else a name, else an e-mail, else undefined
 * (callers add their fallback, e.g. 'Einreichung #1a2b3c4d'). A lone first or last name is
 * used only when there is neither a name nor an e-mail.
 */
export function deriveTitle(data: FormData): string | undefined {
  const first = pick(data, firstNameKeys);
  const last = pick(data, lastNameKeys, new Set(first ? [first[0]] : []));
  if (first && last) return `${first[1]} ${last[1]}`;
  const used = new Set([first?.[0], last?.[0]].filter((k): k is string => !!k));
  const name = pick(data, nameKeys, used);
  if (name) return name[1];
  const email = pick(data, emailKeys);
  if (email) return email[1];
  return first?.[1] ?? last?.[1];
}

export const shortId = (id: string) => id.slice(0, 8);

export const submissionTitle = (id: string, data: FormData) => deriveTitle(data) ?? `Einreichung #${shortId(id)}`;

const PREVIEW_MAX = 160;

/** The card's preview line: the message or content field, else a text naming form type and practice. */
export function previewLine(data: FormData, formType: FormType, tenantName: string): string {
  const found = pick(data, previewKeys);
  if (found) {
    const oneLine = found[1].replace(/\s+/g, ' ');
    return oneLine.length > PREVIEW_MAX ? `${oneLine.slice(0, PREVIEW_MAX - 1)}…` : oneLine;
  }
  return `${formTypeLabels[formType]}-Formular für ${tenantName}`;
}

/** German labels for the field names our forms and common practice websites use. */
const knownLabels: Record<string, string> = {
  vorname: 'Vorname',
  firstname: 'Vorname',
  first_name: 'Vorname',
  nachname: 'Nachname',
  lastname: 'Nachname',
  last_name: 'Nachname',
  surname: 'Nachname',
  name: 'Name',
  fullname: 'Name',
  email: 'E-Mail',
  'e-mail': 'E-Mail',
  phone: 'Telefon',
  telefon: 'Telefon',
  tel: 'Telefon',
  location: 'Standort',
  standort: 'Standort',
  type: 'Anfrageart',
  message: 'Nachricht',
  nachricht: 'Nachricht',
  diagnosis: 'Diagnose / Beschwerden',
  treatment: 'Verordnete Behandlung',
  doctor: 'Ausstellende Ärztin / ausstellender Arzt',
  appointmentdate: 'Termin',
  reason: 'Grund',
  privacy: 'Datenschutz',
  consent: 'Einwilligung',
  // Muster 13 fields of the manual form and the upload form's date (prescriptionCatalogue.ts).
  ...Object.fromEntries(Object.entries(prescriptionLabels).map(([k, v]) => [k.toLowerCase(), v])),
};

/** Reading order of a submission: who, how to reach them, where, what kind, then what they wrote. */
const order = [
  firstNameKeys,
  lastNameKeys,
  nameKeys,
  emailKeys,
  ['phone', 'telefon', 'tel', 'mobile', 'handy'],
  ['location', 'standort'],
  ['type'],
  ['appointmentdate', 'termin'],
  ['diagnosis'],
  ['treatment'],
  ['doctor'],
  Object.values(PRESCRIPTION_KEYS),
  previewKeys,
  ['reason', 'grund'],
];

export function fieldLabel(key: string): string {
  const known = knownLabels[key.trim().toLowerCase()];
  if (known) return known;
  const w = words(key);
  if (w.length === 0) return key;
  const label = w.join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** German names of the reception's request types (the form data's `type`). */
export const requestTypeLabels: Record<(typeof receptionRequestTypes)[number], string> = {
  prescription: 'Rezept-Upload',
  no_prescription: 'Selbstzahler (ohne Rezept)',
  manual_prescription: 'Rezept (manuell eingegeben)',
  question: 'Frage',
  cancellation: 'Terminabsage',
};

const requestTypeOf = (data: FormData) => {
  const type = typeof data.type === 'string' ? data.type.trim().toLowerCase() : '';
  return (receptionRequestTypes as readonly string[]).includes(type)
    ? (type as (typeof receptionRequestTypes)[number])
    : undefined;
};

/** What a submission is, in German: the reception's request type when it names one ("Terminabsage"), else its form type. */
export function submissionKindLabel(formType: FormType, data: FormData): string {
  const type = requestTypeOf(data);
  return type ? requestTypeLabels[type] : formTypeLabels[formType];
}

/** A cancellation frees a slot: the inbox marks it. */
export const isCancellation = (data: FormData) => requestTypeOf(data) === 'cancellation';

/** Fields that steer the intake (which form it was), not something the sender wrote. */
const CONTROL_KEYS = new Set(['formtype', 'form_type']);

export function fieldValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (Array.isArray(value)) return value.map(fieldValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * All form fields as label/value rows in a stable, readable order: known fields in reading
 * order, then the rest alphabetically by label (independent of the order the website sent).
 */
export function formDataRows(data: FormData): { key: string; label: string; value: string }[] {
  const rank = (key: string) => {
    const i = order.findIndex((group) => group.some((c) => keyMatch(key, c) >= 2));
    return i === -1 ? order.length : i;
  };
  const shownValue = (key: string) => {
    const type = key.trim().toLowerCase() === 'type' ? requestTypeOf(data) : undefined;
    if (type) return requestTypeLabels[type];
    return prescriptionFieldValue(key, data[key]) ?? fieldValue(data[key]);
  };
  return Object.keys(data)
    .filter((key) => !CONTROL_KEYS.has(key.trim().toLowerCase()))
    .map((key) => ({ key, label: fieldLabel(key), value: shownValue(key), rank: rank(key) }))
    .sort((a, b) => a.rank - b.rank || a.label.localeCompare(b.label, 'de') || a.key.localeCompare(b.key))
    .map(({ key, label, value }) => ({ key, label, value }));
}

/** Dates as the spec wants them: de-DE with day, month, year, hour and minute. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '–';
  return new Date(iso).toLocaleString('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

const megabytes = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** File size in MB with 2 decimals (spec §9), written the German way (de-DE): "1,50 MB". */
export const formatMegabytes = (bytes: number) => `${megabytes.format(bytes / 1024 / 1024)} MB`;

/** A spam reason's points with their sign: "+15", "-15", "0". */
export const formatPoints = (points: number) => (points > 0 ? `+${points}` : String(points));
