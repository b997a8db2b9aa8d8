/** German texts of the anamnesis card and the clinical text (spec backoffice §2, §8). */
export const anamnesisTexts = {
  card: 'Anamnese',
  answers: 'Detaillierte Antworten',
  showJson: 'Rohdaten (JSON) anzeigen',
  showLabels: 'Antworten anzeigen',
  summaryTitle: 'KI-Zusammenfassung',
  generateSummary: 'Zusammenfassung generieren',
  regenerateSummary: 'Zusammenfassung neu generieren',
  summaryRunning: 'Die Zusammenfassung wird erstellt …',
  noSummary: 'Noch keine Zusammenfassung vorhanden.',
  summary: 'Zusammenfassung',
  keyFindings: 'Wichtige Befunde',
  recommendations: 'Empfehlungen',
  riskFactors: 'Besondere Hinweise',
  none: 'Keine.',
  source: 'Quelle',
  redFlag: 'Red Flag',
  redFlagsTitle: 'Warnhinweise (Red Flags)',
  redFlagsIntro:
    'Diese Angaben gelten im physiotherapeutischen Screening als Warnzeichen. Bitte vor Behandlungsbeginn klären.',
  basedOn: 'Grundlage',
  footer: (model: string, ms: number | null, tokens: number | null) =>
    `Modell: ${model} · Zeit: ${ms === null ? '–' : `${(ms / 1000).toLocaleString('de-DE', { maximumFractionDigits: 2 })} s`} · Tokens: ${tokens ?? '–'}`,
  created: 'Erstellt',
  textTitle: 'Anamnese-Text',
  generateText: 'Anamnese-Text generieren',
  regenerateText: 'Anamnese-Text neu generieren',
  regenerateConfirm:
    'Möchten Sie den Anamnese-Text wirklich neu generieren? Der bisherige Text wird durch den neuen ersetzt.',
  cancel: 'Abbrechen',
  textRunning: 'Der Anamnese-Text wird erstellt …',
  noText: 'Noch kein Anamnese-Text vorhanden.',
  viewText: 'Text',
  viewHtml: 'HTML',
  copy: 'In die Zwischenablage kopieren',
  copied: 'In die Zwischenablage kopiert.',
  copyFailed: 'Kopieren nicht möglich. Bitte markieren Sie den Text und kopieren Sie ihn manuell.',
} as const;

export const redFlagBadge = 'Red Flag Anamnese';
