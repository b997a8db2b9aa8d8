/** Visible texts of the staff back-office shell (spec backoffice §2), verbatim. */
export const APP_NAME = 'PraxisDesk';
/** The spec gives two version labels: the layout footer and the login footer. */
export const LAYOUT_VERSION = '2.4.3';
export const LOGIN_VERSION = '2.2.1';

export const shellTexts = {
  nav: {
    dashboard: 'Dashboard',
    membership: 'Mitgliedschaft',
    admin: 'Administration',
    blacklist: 'IP-Blacklist',
  },
  signOut: 'Abmelden',
  loading: 'Wird geladen...',
} as const;

export const loginTexts = {
  title: 'PraxisDesk',
  welcome: 'Willkommen zurück! Bitte melden Sie sich an.',
  email: 'E-Mail',
  password: 'Passwort',
  submit: 'Anmelden',
  submitting: 'Anmeldung läuft...',
} as const;
