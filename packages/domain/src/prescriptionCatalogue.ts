/**
 * The paper Heilmittelverordnung (Muster 13, Heilmittel-Richtlinie 2021) as plain data, and the
 * rules that follow from it (issue 20). No zod: the public reception imports this file
 * (`@praxisdesk/domain/prescriptionCatalogue`); `prescription.ts` adds the staff schema.
 *
 * - the catalogue: Heilmittelbereiche, their Diagnosegruppen and Heilmittel (vorrangig /
 *   ergänzend), codes as printed on the form with short German names (a selection aid, not
 *   the Heilmittelkatalog's full wording: staff check against the paper);
 * - the prescription's keys in a submission's form_data (PRESCRIPTION_KEYS, docs/prescriptions.md);
 * - plausibility hints in German that never block;
 * - the start-by deadline: treatment must begin within 28 calendar days of the prescription
 *   date, within 14 when "dringlicher Behandlungsbedarf" is ticked; a missed window voids the
 *   prescription. Calendar days: a last day on a weekend or holiday is not moved.
 */

import {
  PRESCRIPTION_KEYS,
  type PrescriptionHintTexts,
  prescriptionEntryTexts,
  prescriptionHintTexts,
  prescriptionLabels,
} from './prescriptionTexts.js';

export * from './prescriptionTexts.js';

export const therapyAreaCodes = ['physio', 'ergo', 'sprache', 'podo', 'ernaehrung'] as const;
export type TherapyArea = (typeof therapyAreaCodes)[number];

export const therapyAreaLabels: Record<TherapyArea, string> = {
  physio: 'Physiotherapie',
  ergo: 'Ergotherapie',
  sprache: 'Stimm-, Sprech-, Sprach- und Schlucktherapie',
  podo: 'Podologische Therapie',
  ernaehrung: 'Ernährungstherapie',
};

export interface CatalogueEntry {
  code: string;
  label: string;
}

const entries = (pairs: [string, string][]): CatalogueEntry[] => pairs.map(([code, label]) => ({ code, label }));

/** Diagnosegruppen per Heilmittelbereich (Heilmittelkatalog, 2. Teil). */
export const DIAGNOSIS_GROUPS: Record<TherapyArea, CatalogueEntry[]> = {
  physio: entries([
    ['WS', 'Erkrankungen der Wirbelsäule'],
    ['EX', 'Erkrankungen der Extremitäten und des Beckens'],
    ['CS', 'Chronifiziertes Schmerzsyndrom'],
    ['ZN', 'Erkrankungen des Zentralnervensystems'],
    ['PN', 'Periphere Nervenläsionen, Muskelerkrankungen'],
    ['AT', 'Störungen der Atmung'],
    ['GE', 'Arterielle Gefäßerkrankungen'],
    ['LY', 'Lymphabflussstörungen'],
    ['SO1', 'Sonstige Erkrankungen (SO1)'],
    ['SO2', 'Sonstige Erkrankungen (SO2)'],
    ['SO3', 'Sonstige Erkrankungen (SO3)'],
    ['SO4', 'Sonstige Erkrankungen (SO4)'],
    ['SO5', 'Sonstige Erkrankungen (SO5)'],
  ]),
  ergo: entries([
    ['SB1', 'Erkrankungen der Stütz- und Bewegungsorgane (SB1)'],
    ['SB2', 'Erkrankungen der Stütz- und Bewegungsorgane (SB2)'],
    ['SB3', 'Erkrankungen der Stütz- und Bewegungsorgane (SB3)'],
    ['EN1', 'Erkrankungen des Nervensystems (EN1)'],
    ['EN2', 'Erkrankungen des Nervensystems (EN2)'],
    ['EN3', 'Erkrankungen des Nervensystems (EN3)'],
    ['PS1', 'Psychische Störungen (PS1)'],
    ['PS2', 'Psychische Störungen (PS2)'],
    ['PS3', 'Psychische Störungen (PS3)'],
    ['PS4', 'Psychische Störungen (PS4)'],
  ]),
  sprache: entries([
    ['ST1', 'Störungen der Stimme (ST1)'],
    ['ST2', 'Störungen der Stimme (ST2)'],
    ['ST3', 'Störungen der Stimme (ST3)'],
    ['ST4', 'Störungen der Stimme (ST4)'],
    ['SF', 'Störungen der Stimm- und Sprechfunktion'],
    ['SP1', 'Störungen der Sprache (SP1)'],
    ['SP2', 'Störungen der Sprache (SP2)'],
    ['SP3', 'Störungen der Sprache (SP3)'],
    ['SP4', 'Störungen der Sprache (SP4)'],
    ['SP5', 'Störungen der Sprache (SP5)'],
    ['SP6', 'Störungen der Sprache (SP6)'],
    ['RE1', 'Störungen des Redeflusses (RE1)'],
    ['RE2', 'Störungen des Redeflusses (RE2)'],
    ['SC1', 'Störungen des Schluckakts (SC1)'],
    ['SC2', 'Störungen des Schluckakts (SC2)'],
  ]),
  podo: entries([
    ['DF', 'Diabetisches Fußsyndrom'],
    ['NF', 'Neuropathie mit Schädigung der Haut und Nägel'],
    ['QF', 'Querschnittsyndrom mit Schädigung der Haut und Nägel'],
  ]),
  ernaehrung: entries([
    ['SAS', 'Seltene angeborene Stoffwechselerkrankungen'],
    ['CF', 'Mukoviszidose (Cystische Fibrose)'],
  ]),
};

export interface Heilmittel extends CatalogueEntry {
  area: TherapyArea;
  kind: 'vorrangig' | 'ergaenzend';
}

const hm = (area: TherapyArea, kind: Heilmittel['kind'], pairs: [string, string][]): Heilmittel[] =>
  pairs.map(([code, label]) => ({ code, label, area, kind }));

/** The Heilmittel a prescription can name, per area: vorrangige and ergänzende. */
export const HEILMITTEL: readonly Heilmittel[] = [
  ...hm('physio', 'vorrangig', [
    ['KG', 'Krankengymnastik'],
    ['KG-ZNS', 'Krankengymnastik ZNS (Bobath, Vojta, PNF)'],
    ['KG-ZNS-Kinder', 'Krankengymnastik ZNS für Kinder'],
    ['KG-Gerät', 'Gerätegestützte Krankengymnastik'],
    ['KG-Muko', 'Krankengymnastik bei Mukoviszidose'],
    ['KG-Bewegungsbad', 'Krankengymnastik im Bewegungsbad'],
    ['MT', 'Manuelle Therapie'],
    ['KMT', 'Klassische Massagetherapie'],
    ['BGM', 'Bindegewebsmassage'],
    ['SM', 'Segmentmassage'],
    ['PM', 'Periostmassage'],
    ['CM', 'Colonmassage'],
    ['UWM', 'Unterwasserdruckstrahlmassage'],
    ['MLD-30', 'Manuelle Lymphdrainage 30 Minuten'],
    ['MLD-45', 'Manuelle Lymphdrainage 45 Minuten'],
    ['MLD-60', 'Manuelle Lymphdrainage 60 Minuten'],
    ['ÜB', 'Übungsbehandlung'],
    ['D1', 'Standardisierte Heilmittelkombination'],
  ]),
  ...hm('physio', 'ergaenzend', [
    ['WT', 'Wärmetherapie'],
    ['KT', 'Kältetherapie'],
    ['ET', 'Elektrotherapie'],
    ['ES', 'Elektrostimulation'],
    ['US', 'Ultraschall-Wärmetherapie'],
    ['TR', 'Traktionsbehandlung'],
    ['HB', 'Hydroelektrisches Bad'],
    ['KB', 'Kohlensäurebad'],
  ]),
  ...hm('ergo', 'vorrangig', [
    ['MFB', 'Motorisch-funktionelle Behandlung'],
    ['SPB', 'Sensomotorisch-perzeptive Behandlung'],
    ['HLT', 'Hirnleistungstraining / neuropsychologisch orientierte Behandlung'],
    ['PFB', 'Psychisch-funktionelle Behandlung'],
  ]),
  ...hm('ergo', 'ergaenzend', [['TA', 'Thermische Anwendungen']]),
  ...hm('sprache', 'vorrangig', [
    ['STI', 'Stimmtherapie'],
    ['SPR', 'Sprechtherapie'],
    ['SPT', 'Sprachtherapie'],
    ['SLT', 'Schlucktherapie'],
  ]),
  ...hm('podo', 'vorrangig', [
    ['HHA', 'Hornhautabtragung'],
    ['NB', 'Nagelbearbeitung'],
    ['PKB', 'Podologische Komplexbehandlung'],
    ['NSB', 'Nagelspangenbehandlung'],
  ]),
  ...hm('ernaehrung', 'vorrangig', [['ERN', 'Ernährungstherapie']]),
];

/** Suggestions for Therapiefrequenz (free text on the form). */
export const FREQUENCY_SUGGESTIONS = [
  '1x wöchentlich',
  '1-2x wöchentlich',
  '2x wöchentlich',
  '2-3x wöchentlich',
  '3x wöchentlich',
] as const;

export const heilmittelOf = (area: TherapyArea | undefined, kind: Heilmittel['kind']) =>
  HEILMITTEL.filter((h) => h.kind === kind && (!area || h.area === area));

/** A code's German name, or the code as given when it is not in the catalogue. */
export function diagnosisGroupLabel(code: string): string {
  for (const groups of Object.values(DIAGNOSIS_GROUPS)) {
    const g = groups.find((x) => x.code.toLowerCase() === code.trim().toLowerCase());
    if (g) return `${g.code} – ${g.label}`;
  }
  return code;
}

export function heilmittelLabel(code: string): string {
  const h = HEILMITTEL.find((x) => x.code.toLowerCase() === code.trim().toLowerCase());
  return h ? `${h.code} – ${h.label}` : code;
}

/** The keys the manual form (and the upload form's date field) use in form_data. */

/** Limits printed on the form. */
export const PRESCRIPTION_LIMITS = { icd: 2, remedies: 3, supplementary: 1, unitsMax: 99, frequencyMax: 40 } as const;

/** Days between the prescription date and the last day treatment may begin (HeilM-RL § 16). */
export const START_WINDOW_DAYS = { normal: 28, urgent: 14 } as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A valid calendar date `YYYY-MM-DD` (no 2025-02-30), else null. */
export function parseIsoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (!isoDate.test(v)) return null;
  const d = new Date(`${v}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) return null;
  const year = d.getUTCFullYear();
  return year >= 1900 && year <= 2200 ? v : null;
}

/** `date` plus `days` calendar days (UTC arithmetic on dates, no time of day involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Today's date in Germany (the practice's calendar day, not the server's UTC day). */
export function berlinToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * "Behandlungsbeginn spätestens": the prescription date plus 28 days (14 when urgent). The last
 * day stays on a Saturday, Sunday or holiday: the window counts calendar days and is not moved.
 * No (valid) date, no deadline.
 */
export function treatmentDeadline(prescriptionDate: unknown, urgent: boolean): string | null {
  const date = parseIsoDate(prescriptionDate);
  if (!date) return null;
  return addDays(date, urgent ? START_WINDOW_DAYS.urgent : START_WINDOW_DAYS.normal);
}

export type DeadlineLevel = 'ok' | 'amber' | 'red' | 'expired';

export interface DeadlineState {
  deadline: string;
  /** Days left until the last day (0 = today is the last day; negative = missed). */
  daysLeft: number;
  level: DeadlineLevel;
  /** "Beginn bis 12.12." or "abgelaufen". */
  label: string;
}

/** Days before the deadline that the inbox marks amber, and red. */
export const DEADLINE_WARN_DAYS = { amber: 7, red: 2 } as const;

/** "12.12." of `2026-12-12`. */
export const dayMonth = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.`;
/** "12.12.2026" of `2026-12-12`. */
export const germanDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** The inbox badge of a deadline, seen on `today`; null without a deadline (no badge). */
export function deadlineState(deadline: string | null | undefined, today: string): DeadlineState | null {
  const d = parseIsoDate(deadline);
  if (!d) return null;
  const daysLeft = daysBetween(today, d);
  const level: DeadlineLevel =
    daysLeft < 0
      ? 'expired'
      : daysLeft <= DEADLINE_WARN_DAYS.red
        ? 'red'
        : daysLeft <= DEADLINE_WARN_DAYS.amber
          ? 'amber'
          : 'ok';
  return { deadline: d, daysLeft, level, label: level === 'expired' ? 'abgelaufen' : `Beginn bis ${dayMonth(d)}` };
}

export const deadlineTitle = (s: DeadlineState) =>
  s.level === 'expired'
    ? `Behandlungsbeginn war spätestens am ${germanDate(s.deadline)} – die Verordnung ist verfallen.`
    : `Behandlungsbeginn spätestens am ${germanDate(s.deadline)}`;

/** The structured prescription (all optional: what the patient or staff knew). */
export interface Prescription {
  prescriptionDate?: string;
  therapyArea?: TherapyArea;
  diagnosisGroup?: string;
  icdCodes?: string[];
  remedies?: string[];
  supplementaryRemedy?: string;
  treatmentUnits?: number;
  therapyFrequency?: string;
  homeVisit?: boolean;
  therapyReport?: boolean;
  urgent?: boolean;
}

/** ICD-10-GM as written on the form: M54.5, M54.-, S83.2 R, I83.9 G, G35.1+ … */
const icdPattern = /^[A-Z][0-9]{2}(\.([0-9]{1,2}|-))?[†*!+]?( ?[RLB])?( ?[GVAZ])?$/;

export const normalizeIcd = (code: string) => code.trim().toUpperCase().replace(/\s+/g, ' ');
export const isIcd10Gm = (code: string) => icdPattern.test(normalizeIcd(code));

const str = (v: unknown, max = 200) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined);
const list = (v: unknown, max: number): string[] | undefined => {
  const raw = Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[,;\n]/) : [];
  const items = raw.map((x) => str(x, 100)).filter((x): x is string => !!x);
  return items.length ? items.slice(0, max) : undefined;
};
const flag = (v: unknown): boolean | undefined => {
  if (typeof v === 'boolean') return v;
  if (typeof v !== 'string') return undefined;
  const s = v.trim().toLowerCase();
  if (['ja', 'true', '1', 'on', 'yes'].includes(s)) return true;
  if (['nein', 'false', '0', 'no'].includes(s)) return false;
  return undefined;
};

/**
 * The prescription a submission's form data carries (manual form, upload form's date field),
 * read leniently: unknown or malformed values are dropped, never an error.
 */
export function prescriptionFromFormData(data: Record<string, unknown>): Prescription {
  const area = str(data[PRESCRIPTION_KEYS.area]);
  const unitsRaw = data[PRESCRIPTION_KEYS.units];
  const units = typeof unitsRaw === 'number' ? unitsRaw : Number(str(unitsRaw) ?? Number.NaN);
  const p: Prescription = {
    prescriptionDate: parseIsoDate(data[PRESCRIPTION_KEYS.date]) ?? undefined,
    therapyArea: (therapyAreaCodes as readonly string[]).includes(area ?? '') ? (area as TherapyArea) : undefined,
    diagnosisGroup: str(data[PRESCRIPTION_KEYS.diagnosisGroup], 20),
    icdCodes: list(data[PRESCRIPTION_KEYS.icd], PRESCRIPTION_LIMITS.icd),
    remedies: list(data[PRESCRIPTION_KEYS.remedies], PRESCRIPTION_LIMITS.remedies),
    supplementaryRemedy: str(data[PRESCRIPTION_KEYS.supplementary], 100),
    treatmentUnits: Number.isInteger(units) && units > 0 && units <= PRESCRIPTION_LIMITS.unitsMax ? units : undefined,
    therapyFrequency: str(data[PRESCRIPTION_KEYS.frequency], PRESCRIPTION_LIMITS.frequencyMax),
    homeVisit: flag(data[PRESCRIPTION_KEYS.homeVisit]),
    therapyReport: flag(data[PRESCRIPTION_KEYS.report]),
    urgent: flag(data[PRESCRIPTION_KEYS.urgent]),
  };
  return Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) as Prescription;
}

/**
 * The deadline of a submission. Staff's keyed data (they read the paper) wins: its urgent flag
 * applies, and its date, falling back to the patient's date when staff left it empty. Without
 * keyed data, what the patient sent.
 */
export function deadlineOf(formData: Record<string, unknown>, keyed?: Prescription | null): string | null {
  const patient = prescriptionFromFormData(formData);
  if (!keyed || Object.keys(keyed).length === 0)
    return treatmentDeadline(patient.prescriptionDate, patient.urgent === true);
  return treatmentDeadline(keyed.prescriptionDate ?? patient.prescriptionDate, keyed.urgent === true);
}

/** Plausibility hints in German for what was entered; they never block a submission. */
export function plausibilityHints(
  p: Prescription,
  today: string,
  t: PrescriptionHintTexts = prescriptionHintTexts,
): string[] {
  const hints: string[] = [];
  if (p.prescriptionDate) {
    const age = daysBetween(p.prescriptionDate, today);
    if (age < 0) hints.push(t.future);
    else {
      const deadline = treatmentDeadline(p.prescriptionDate, p.urgent === true);
      if (deadline && daysBetween(today, deadline) < 0) hints.push(t.late(germanDate(deadline)));
    }
  }
  if (p.diagnosisGroup && p.therapyArea) {
    const known = DIAGNOSIS_GROUPS[p.therapyArea].some((g) => g.code.toLowerCase() === p.diagnosisGroup?.toLowerCase());
    if (!known) hints.push(t.unknownGroup(p.diagnosisGroup, therapyAreaLabels[p.therapyArea]));
  }
  for (const code of p.icdCodes ?? []) {
    if (!isIcd10Gm(code)) hints.push(t.notIcd(code));
  }
  if (p.therapyArea) {
    const foreign = [...(p.remedies ?? []), ...(p.supplementaryRemedy ? [p.supplementaryRemedy] : [])].filter(
      (code) => {
        const h = HEILMITTEL.find((x) => x.code.toLowerCase() === code.toLowerCase());
        return h && h.area !== p.therapyArea;
      },
    );
    if (foreign.length) hints.push(t.foreignRemedies(foreign.join(', '), therapyAreaLabels[p.therapyArea]));
    if (p.supplementaryRemedy && !heilmittelOf(p.therapyArea, 'ergaenzend').length)
      hints.push(t.noSupplementary(therapyAreaLabels[p.therapyArea]));
  }
  if (p.supplementaryRemedy && !(p.remedies ?? []).length) hints.push(t.supplementaryAlone);
  if (p.treatmentUnits !== undefined && p.treatmentUnits > 18) hints.push(t.manyUnits);
  if (p.therapyFrequency && !/\d/.test(p.therapyFrequency)) hints.push(t.frequency);
  return hints;
}

const yesNoText = (v: boolean | undefined) => (v === undefined ? undefined : v ? 'Ja' : 'Nein');

/** The prescription as label/value rows in the form's order (detail page, PDF); empty fields left out. */
export function prescriptionRows(p: Prescription): { key: keyof Prescription; label: string; value: string }[] {
  const values: Record<keyof Prescription, string | undefined> = {
    prescriptionDate: p.prescriptionDate ? germanDate(p.prescriptionDate) : undefined,
    therapyArea: p.therapyArea ? therapyAreaLabels[p.therapyArea] : undefined,
    diagnosisGroup: p.diagnosisGroup ? diagnosisGroupLabel(p.diagnosisGroup) : undefined,
    icdCodes: p.icdCodes?.length ? p.icdCodes.join(', ') : undefined,
    remedies: p.remedies?.length ? p.remedies.map(heilmittelLabel).join(', ') : undefined,
    supplementaryRemedy: p.supplementaryRemedy ? heilmittelLabel(p.supplementaryRemedy) : undefined,
    treatmentUnits: p.treatmentUnits !== undefined ? String(p.treatmentUnits) : undefined,
    therapyFrequency: p.therapyFrequency,
    homeVisit: yesNoText(p.homeVisit),
    therapyReport: yesNoText(p.therapyReport),
    urgent: yesNoText(p.urgent),
  };
  return (Object.keys(values) as (keyof Prescription)[])
    .filter((k) => values[k] !== undefined)
    .map((k) => ({ key: k, label: prescriptionLabels[k], value: values[k] as string }));
}

/** Display value of one prescription key in form_data (codes turned into their names). */
export function prescriptionFieldValue(key: string, value: unknown): string | undefined {
  if (!(Object.values(PRESCRIPTION_KEYS) as string[]).includes(key)) return undefined;
  const row = prescriptionRows(prescriptionFromFormData({ [key]: value })).find((r) => r.key === key);
  return row?.value;
}

/** Checks the catalogue's own consistency (used by its test). */
export function catalogueProblems(): string[] {
  const problems: string[] = [];
  for (const area of therapyAreaCodes) {
    if (!DIAGNOSIS_GROUPS[area]?.length) problems.push(`${area}: keine Diagnosegruppen`);
    if (!HEILMITTEL.some((h) => h.area === area && h.kind === 'vorrangig')) problems.push(`${area}: keine Heilmittel`);
  }
  return problems;
}

/** German texts of the prescription workflow's screens (reception and back-office). */
export const prescriptionTexts = {
  ...prescriptionEntryTexts,
  // Back-office
  deadlineHeading: 'Behandlungsbeginn spätestens',
  statDeadlines: 'Fristen in 7 Tagen',
  sortLabel: 'Sortierung',
  sortNewest: 'Neueste zuerst',
  sortDeadline: 'Frist zuerst',
  keyTitle: 'Rezeptdaten erfassen',
  keyIntro: 'Angaben vom Rezept (Muster 13). Alles ist optional; das Ausstellungsdatum bestimmt die Frist.',
  keySave: 'Rezeptdaten speichern',
  keySaved: 'Rezeptdaten gespeichert.',
  keyFailed: 'Die Rezeptdaten konnten nicht gespeichert werden.',
  keyEdit: 'Rezeptdaten bearbeiten',
  keyCancel: 'Abbrechen',
  patientGiven: 'Angaben der Patientin / des Patienten',
  staffGiven: 'Von der Praxis erfasst',
  none: 'Noch keine Rezeptdaten erfasst.',
  documents: 'Dokumente',
  pdf: 'PDF herunterladen',
  fhir: 'Anamnese als FHIR (JSON)',
} as const;
