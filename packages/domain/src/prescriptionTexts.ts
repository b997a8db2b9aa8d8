/**
 * The prescription's form_data keys and the texts of its entry in the reception (issue 20):
 * small and free of the catalogue's data, so the reception's entry chunk and its language
 * catalogues (i18n/) import them without the Heilmittel catalogue. prescriptionCatalogue.ts
 * re-exports everything here.
 */

export const PRESCRIPTION_KEYS = {
  date: 'prescriptionDate',
  area: 'therapyArea',
  diagnosisGroup: 'diagnosisGroup',
  icd: 'icdCodes',
  remedies: 'remedies',
  supplementary: 'supplementaryRemedy',
  units: 'treatmentUnits',
  frequency: 'therapyFrequency',
  homeVisit: 'homeVisit',
  report: 'therapyReport',
  urgent: 'urgent',
} as const;

/** German labels of those keys (the detail page, the PDF). */
export const prescriptionLabels: Record<(typeof PRESCRIPTION_KEYS)[keyof typeof PRESCRIPTION_KEYS], string> = {
  prescriptionDate: 'Ausstellungsdatum der Verordnung',
  therapyArea: 'Heilmittelbereich',
  diagnosisGroup: 'Diagnosegruppe',
  icdCodes: 'ICD-10-GM-Codes',
  remedies: 'Vorrangige Heilmittel',
  supplementaryRemedy: 'Ergänzendes Heilmittel',
  treatmentUnits: 'Behandlungseinheiten',
  therapyFrequency: 'Therapiefrequenz',
  homeVisit: 'Hausbesuch',
  therapyReport: 'Therapiebericht',
  urgent: 'Dringlicher Behandlungsbedarf',
};

/** German texts of the reception's prescription entry (translated in the reception's catalogues). */
export const prescriptionEntryTexts = {
  // Manual form
  sectionTitle: 'Angaben von Ihrem Rezept (freiwillig)',
  sectionIntro:
    'Wenn Sie Ihr Rezept (Heilmittelverordnung) zur Hand haben, können Sie hier weitere Angaben machen. Alles ist freiwillig – lassen Sie einfach leer, was Sie nicht finden oder nicht wissen.',
  step: (n: number, of: number, title: string) => `Schritt ${n} von ${of}: ${title}`,
  stepTitles: ['Datum und Dringlichkeit', 'Bereich und Diagnose', 'Heilmittel und Behandlung'] as const,
  next: 'Nächster Schritt',
  back: 'Vorheriger Schritt',
  dateHint: 'Steht oben rechts auf dem Rezept.',
  urgentLabel: 'Auf dem Rezept ist „dringlicher Behandlungsbedarf“ angekreuzt',
  urgentHint: 'Dann muss die Behandlung innerhalb von 14 Tagen beginnen, sonst innerhalb von 28 Tagen.',
  areaPlaceholder: 'Bitte wählen (optional)',
  groupHint: 'Ein Kürzel wie WS, EX oder ZN im Feld „Diagnosegruppe“.',
  groupPlaceholder: 'Bitte wählen (optional)',
  icdLabel: (n: number) => `ICD-10-Code ${n}`,
  icdHint: 'Beispiel: M54.5 – steht im Feld „ICD-10-Code“.',
  remedyLabel: (n: number) => `Vorrangiges Heilmittel ${n}`,
  remedyPlaceholder: 'Keines / weiß nicht',
  frequencyHint: 'Zum Beispiel „1-2x wöchentlich“.',
  unitsHint: 'Die Anzahl steht neben dem Heilmittel.',
  yes: 'Ja',
  no: 'Nein',
  unknown: 'Weiß nicht',
  deadlineNote: (date: string) => `Die Behandlung muss spätestens am ${date} beginnen.`,
  hintsTitle: 'Bitte prüfen Sie (Sie können trotzdem absenden):',
  // Upload form
  uploadDateLabel: 'Ausstellungsdatum des Rezepts (optional)',
  uploadDateHint: 'Damit wir die Frist für den Behandlungsbeginn im Blick haben.',
} as const;

/** The plausibility hints' texts (reception), one per check; translated in the reception's catalogues. */
export const prescriptionHintTexts = {
  future: 'Das Ausstellungsdatum liegt in der Zukunft – bitte prüfen Sie das Datum auf dem Rezept.',
  late: (date: string) =>
    `Die Behandlung hätte bis zum ${date} beginnen müssen. Senden Sie die Anfrage trotzdem – wir klären mit Ihnen, ob eine neue Verordnung nötig ist.`,
  unknownGroup: (group: string, area: string) =>
    `Die Diagnosegruppe „${group}“ gehört nicht zur ${area} – bitte prüfen Sie das Kürzel auf dem Rezept.`,
  notIcd: (code: string) =>
    `„${code}“ sieht nicht wie ein ICD-10-Code aus (Beispiel: M54.5). Lassen Sie das Feld sonst einfach leer.`,
  foreignRemedies: (codes: string, area: string) => `${codes} gehört nicht zur ${area}.`,
  noSupplementary: (area: string) => `In der ${area} gibt es kein ergänzendes Heilmittel.`,
  supplementaryAlone: 'Ein ergänzendes Heilmittel steht auf dem Rezept nur zusammen mit einem vorrangigen Heilmittel.',
  manyUnits: 'Ungewöhnlich viele Behandlungseinheiten – bitte prüfen Sie die Zahl auf dem Rezept.',
  frequency: 'Die Therapiefrequenz steht auf dem Rezept meist als Zahl, z. B. „1-2x wöchentlich“.',
} as const;

export type PrescriptionHintTexts = {
  [K in keyof typeof prescriptionHintTexts]: (typeof prescriptionHintTexts)[K] extends string
    ? string
    : (typeof prescriptionHintTexts)[K];
};
