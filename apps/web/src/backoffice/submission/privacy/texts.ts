/** German texts of the data-protection parts of the detail page (issue 10). */
export const privacyTexts = {
  title: 'Datenschutz',
  history: 'Zugriffsverlauf',
  historyCaption: 'Wer hat diese Einreichung wann gelesen, geändert oder exportiert',
  historyEmpty: 'Noch keine Zugriffe protokolliert.',
  historyLoad: 'Der Zugriffsverlauf konnte nicht geladen werden.',
  cols: { at: 'Zeitpunkt', who: 'Wer', action: 'Aktion', outcome: 'Ergebnis' },
  actors: { user: 'Benutzer (gelöscht)', link: 'Link-Empfänger', system: 'System', anonymous: 'Unbekannt' },
  export: 'Patientendaten exportieren',
  exportHint:
    'Auskunft (Art. 15 DSGVO) und Datenübertragbarkeit (Art. 20 DSGVO): alle Einreichungen dieser Person als ZIP mit Übersicht (HTML), allen Feldern (JSON) und den Originaldateien.',
  exportTitle: 'Patientendaten exportieren',
  exportIntro:
    'Gefunden wurden diese Einreichungen mit derselben E-Mail-Adresse oder Telefonnummer. Bitte bestätigen Sie, welche wirklich zu dieser Person gehören; nur diese werden exportiert.',
  matchedBy: { self: 'diese Einreichung', email: 'gleiche E-Mail', phone: 'gleiche Telefonnummer' },
  matchesCaption: 'Einreichungen derselben Person',
  download: 'ZIP herunterladen',
  nothingSelected: 'Bitte wählen Sie mindestens eine Einreichung aus.',
  exportFailed: 'Der Export ist fehlgeschlagen.',
  exportDone: 'Der Export wurde heruntergeladen und protokolliert.',
  matchesLoad: 'Die Einreichungen der Person konnten nicht gesucht werden.',
  cancel: 'Abbrechen',
  erase: 'Löschung auf Antrag (Art. 17)',
  eraseHint:
    'Löscht diese Einreichung mit Datei, Anamnese, Zusammenfassungen, Links und ausstehenden E-Mails endgültig. Solange eine gesetzliche Aufbewahrungspflicht gilt, ist das nicht möglich.',
  eraseTitle: 'Daten auf Antrag löschen',
  eraseConfirm:
    'Die Person hat die Löschung ihrer Daten verlangt (Art. 17 DSGVO). Diese Einreichung und alles, was dazu gespeichert ist, wird endgültig gelöscht. Der Vorgang wird ohne Inhalte protokolliert.',
  eraseButton: 'Endgültig löschen',
  eraseRefusedTitle: 'Löschung nicht möglich',
  eraseFailed: 'Die Löschung ist fehlgeschlagen.',
} as const;
