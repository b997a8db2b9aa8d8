/**
 * Texts the web app shows that packages/domain does not (yet) hold. Spec texts live in domain;
 * these are UI chrome the spec leaves to us. Candidates to move to domain are noted in README.
 */
export const webTexts = {
  skipToContent: 'Zum Inhalt springen',
  mainNavigation: 'Hauptnavigation',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
  betaBadge: 'Beta',
  membershipLabel: 'Mitgliedschaft',
  signedInAs: 'Angemeldet als',
  signingOut: 'Abmeldung läuft...',
  signOutFailed: 'Die Abmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  sessionLoadFailed: 'Die Sitzung konnte nicht geladen werden.',
  opensInNewTab: '(öffnet in neuem Tab)',
  logoAlt: 'PraxisDesk Logo',
  footer: {
    website: 'Website',
    imprint: 'Impressum',
    privacy: 'Datenschutz',
    version: (v: string) => `Version ${v}`,
    copyright: '© 2026 PraxisDesk',
    linksLabel: 'Rechtliches',
  },
  errorBoundary: {
    title: 'Etwas ist schiefgelaufen',
    body: 'Die Seite konnte nicht angezeigt werden. Bitte laden Sie die Seite neu.',
    reload: 'Seite neu laden',
  },
  placeholders: {
    dashboard: {
      title: 'Dashboard',
      body: 'Hier erscheinen in Kürze die Formular-Einreichungen Ihrer Praxis.',
    },
    submission: {
      title: 'Formular-Einreichung',
      body: 'Die Detailansicht dieser Formular-Einreichung folgt in Kürze.',
    },
    membership: {
      title: 'Ihre Mitgliedschaft',
      body: 'Die Übersicht Ihrer Mitgliedschaft und der verfügbaren Pakete folgt in Kürze.',
    },
    admin: {
      title: 'Administration',
      body: 'Die Verwaltung von Benutzern, Mandanten und Mitgliedschaften folgt in Kürze.',
    },
    blacklist: {
      title: 'IP-Blacklist',
      body: 'Die Verwaltung gesperrter IP-Adressen folgt in Kürze.',
    },
  },
} as const;

/** External links of the layout footer. */
export const externalLinks = {
  website: 'https://praxisdesk.de',
  imprint: 'https://praxisdesk.de/impressum',
  privacy: 'https://praxisdesk.de/datenschutz',
} as const;
