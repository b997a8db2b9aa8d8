/**
 * Stable error codes of the staff API and their German texts (spec backoffice §8).
 * Programs switch on `code`; people read `message`. The web client shows the text for a
 * code from here, so server and client never disagree about wording.
 */
import { publicErrorMessages } from './publicErrorMessages.js';

export const errorMessages = {
  ...publicErrorMessages,
  INVALID_JSON: 'Die Anfrage enthält kein gültiges JSON.',
  UNSUPPORTED_MEDIA_TYPE: 'Dieses Datenformat wird nicht unterstützt.',
  INVALID_CREDENTIALS: 'Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.',
  UNAUTHENTICATED: 'Nicht authentifiziert',
  FORBIDDEN: 'Für diese Aktion fehlt Ihnen die Berechtigung.',
  CROSS_SITE_REQUEST: 'Die Anfrage wurde abgelehnt, weil sie nicht von PraxisDesk selbst stammt.',
  NO_TENANT: 'Sie sind noch keinem Tenant zugeordnet. Bitte wenden Sie sich an einen Administrator.',
  SUBMISSION_NOT_FOUND: 'Formular-Einreichung nicht gefunden.',
  SPAM_STATE_UNCHANGED: 'Die Einreichung hat diesen Spam-Status bereits.',
  FILE_NOT_FOUND: 'Zu dieser Einreichung gibt es keine Datei.',
  NO_SENDER_IP: 'Für diese Einreichung ist keine Absenderadresse gespeichert.',
  ALREADY_EXISTS: 'Dieser Eintrag existiert bereits.',
  REQUEST_TIMEOUT:
    'Die Übertragung hat zu lange gedauert und wurde abgebrochen. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  NOT_FOUND: 'Die angeforderte Seite wurde nicht gefunden.',
  USER_NOT_FOUND: 'Der Benutzer wurde nicht gefunden.',
  PACKAGE_NOT_FOUND: 'Das gewählte Paket wurde nicht gefunden.',
  ENTRY_NOT_FOUND: 'Der Eintrag wurde nicht gefunden.',
  EMAIL_TAKEN: 'Diese E-Mail-Adresse wird bereits von einem anderen Benutzer verwendet.',
  TENANT_ID_TAKEN: 'Diese Mandanten-ID ist bereits vergeben.',
  LAST_ADMIN: 'Der letzte aktive Administrator kann nicht gelöscht, deaktiviert oder herabgestuft werden.',
  SELF_PROTECTED: 'Sie können Ihr eigenes Konto nicht löschen, deaktivieren oder herabstufen.',
  ADDON_NOT_AVAILABLE: 'Diese Erweiterung ist für das gewählte Paket nicht verfügbar.',
  CONFIRMATION_MISMATCH: 'Die Bestätigung stimmt nicht mit der Mandanten-ID überein.',
  ANAMNESIS_NOT_FOUND: 'Für diese Submission wurde keine Anamnese ausgefüllt.',
  RETENTION_APPLIES:
    'Diese Einreichung unterliegt einer gesetzlichen Aufbewahrungspflicht und darf noch nicht gelöscht werden (Art. 17 Abs. 3 DSGVO).',
  RETENTION_TOO_SHORT: 'Diese Frist ist kürzer als die gesetzliche Aufbewahrungspflicht.',
  EXPORT_SELECTION_INVALID: 'Die Auswahl enthält Einreichungen, die nicht zu dieser Person gehören.',
  PASSWORD_TOO_SHORT: 'Das Passwort muss mindestens 12 Zeichen lang sein.',
  PASSWORD_TOO_COMMON: 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
  CURRENT_PASSWORD_WRONG: 'Das aktuelle Passwort ist nicht korrekt.',
  MFA_CODE_INVALID: 'Der Bestätigungscode ist ungültig oder wurde bereits verwendet.',
  MFA_CHALLENGE_EXPIRED: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut mit E-Mail und Passwort an.',
  MFA_SETUP_REQUIRED: 'Bitte richten Sie zuerst die Zwei-Faktor-Authentifizierung ein.',
  MFA_REQUIRED: 'Die Zwei-Faktor-Authentifizierung ist für Ihr Konto vorgeschrieben und kann nicht deaktiviert werden.',
  MFA_ALREADY_ENABLED: 'Die Zwei-Faktor-Authentifizierung ist bereits eingerichtet.',
  MFA_NOT_ENABLED: 'Die Zwei-Faktor-Authentifizierung ist nicht eingerichtet.',
  MFA_SETUP_EXPIRED: 'Die Einrichtung ist abgelaufen. Bitte beginnen Sie erneut.',
  LINK_INVALID: 'Dieser Link ist ungültig. Bitte fordern Sie einen neuen an.',
  LINK_EXPIRED: 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.',
  LINK_USED: 'Dieser Link wurde bereits verwendet. Bitte fordern Sie bei Bedarf einen neuen an.',
  SESSION_NOT_FOUND: 'Die Sitzung wurde nicht gefunden oder ist bereits beendet.',
  INVITATION_NOT_PENDING: 'Dieser Benutzer hat die Einladung bereits angenommen.',
  WEBHOOK_URL_INVALID:
    'Die Webhook-Adresse ist ungültig. Erlaubt sind https-Adressen im öffentlichen Internet (keine lokalen oder privaten Adressen).',
  WEBHOOK_NOT_CONFIGURED: 'Für diese Praxis ist kein Webhook eingerichtet.',
} as const;

export type ErrorCode = keyof typeof errorMessages;

export function messageFor(code: string): string {
  return (errorMessages as Record<string, string>)[code] ?? errorMessages.INTERNAL_ERROR;
}

/** Texts of the spec's error catalogue that the client shows in specific places. */
export const uiErrors = {
  loginFailed: errorMessages.INVALID_CREDENTIALS,
  noTenant: errorMessages.NO_TENANT,
  network: 'Verbindungsfehler. Bitte überprüfen Sie Ihre Internetverbindung.',
  loadFailed: (message: string) => `Fehler beim Laden der Daten: ${message}`,
  submissionMissing: 'Submission nicht gefunden',
  detailLoad: 'Die Formular-Details konnten nicht geladen werden.',
  statusUpdate: 'Der Status konnte nicht aktualisiert werden.',
  bulkDelete: 'Einige Einträge konnten nicht gelöscht werden.',
  singleDelete: 'Die Formular-Einreichung konnte nicht gelöscht werden.',
  membershipLoad: 'Die Mitgliedschaftsdaten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
  membershipUpdate: 'Die Mitgliedschaft konnte nicht aktualisiert werden.',
  blacklistLoad: 'Die Blacklist konnte nicht geladen werden.',
  blacklistAdd: 'Die IP konnte nicht zur Blacklist hinzugefügt werden.',
  blacklistRemove: 'Die IP konnte nicht von der Blacklist entfernt werden.',
  adminLoad: 'Fehler beim Laden der Daten',
  usersDelete: 'Fehler beim Löschen der Benutzer.',
  rolesChange: 'Fehler beim Ändern der Rollen.',
  tenantCreate: 'Der Mandant konnte nicht erstellt werden.',
  tenantUpdate: 'Der Mandant konnte nicht aktualisiert werden.',
  tenantDelete: 'Der Mandant konnte nicht gelöscht werden.',
  userCreate: 'Der Benutzer konnte nicht erstellt werden.',
  userUpdate: 'Der Benutzer konnte nicht aktualisiert werden.',
  userDelete: 'Der Benutzer konnte nicht gelöscht werden.',
  tenantLoad: 'Die Mandantendaten konnten nicht geladen werden.',
  anamnesisStart: 'Die Anamnese-Verarbeitung konnte nicht gestartet werden.',
  anamnesisRegenerate: (message: string) => `Die Anamnese konnte nicht neu generiert werden: ${message}`,
  aiGeneration: (message: string) => `AI-Generierung fehlgeschlagen: ${message}`,
  anamnesisLoad: (message: string) => `Fehler beim Laden der Anamnese-Daten: ${message}`,
  noAnamnesis: 'Für diese Submission wurde keine Anamnese ausgefüllt.',
} as const;
