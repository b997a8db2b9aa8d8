/** Texts of the public read-only link view (spec reception §2 Read-only view, §4, §5, §8). */
export const readOnlyTexts = {
  title: 'Formular-Einreichung',
  bannerTitle: 'Nur-Lese-Zugriff',
  bannerText: 'Sichere Ansicht über MagicLink',
  close: 'Schließen',
  verifying: 'Link wird geprüft...',
  denied: 'Zugriff verweigert',
  causesTitle: 'Mögliche Ursachen:',
  causes: [
    'Der Link wurde bereits einmal geöffnet – jeder Link und jeder Code funktioniert nur einmal.',
    'Der Link ist älter als 7 Tage.',
    'Der Link wurde beim Kopieren nicht vollständig übernommen.',
  ],
  instructions: (reference: string) =>
    `Bitte wenden Sie sich an den Betreiber und fordern Sie einen neuen Link an. Nennen Sie dabei die Referenz ${reference}.`,
  missing: 'Ungültiger Link: Submission-ID oder Token fehlt.',
  codeTitle: 'Einmal-Code eingeben',
  codeLabel: '6-stelliger Code',
  codeHint: 'Den Code finden Sie in derselben E-Mail wie den Link.',
  codeSubmit: 'Code prüfen',
  codeInvalid: 'Bitte geben Sie einen 6-stelligen Code ein.',
  codeWrong: 'Der Code ist ungültig. Bitte prüfen und erneut versuchen.',
  network: 'Verifikation fehlgeschlagen. Bitte erneut versuchen.',
  submissionMissing: 'Submission nicht gefunden.',
} as const;

/** Failures after which the one-time code is offered (spec reception §4). */
export const codeEntryCodes = ['TOKEN_NOT_FOUND', 'UNKNOWN_ERROR', 'BAD_REQUEST'] as const;

/** The reference quoted to the operator: first 8 characters of the id, upper case. */
