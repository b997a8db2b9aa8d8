/**
 * Issue 19: limits and German texts of staff accounts, without zod, so the sign-in page can use
 * them without downloading the contracts (issue 16, point 4). `account.ts` re-exports all of it.
 */
import { errorMessages } from './errors.js';

/** New passwords (reset, change, invitation): at least this long and not a common password. */
export const NEW_PASSWORD_MIN_LENGTH = 12;
export const RESET_LINK_MINUTES = 60;
export const INVITE_LINK_DAYS = 7;
export const RECOVERY_CODE_COUNT = 10;
/** A half-finished sign-in (password accepted, code outstanding) lasts this long. */
export const MFA_CHALLENGE_MINUTES = 5;

export const accountTexts = {
  nav: 'Konto',
  title: 'Konto',
  description: 'Anmeldung, Passwort und Sitzungen Ihres Kontos.',
  loadFailed: 'Die Kontodaten konnten nicht geladen werden.',
  invalidLink: 'Dieser Link ist ungültig. Bitte fordern Sie einen neuen an.',
  mfa: {
    heading: 'Zwei-Faktor-Authentifizierung',
    intro:
      'Mit der Zwei-Faktor-Authentifizierung fragt PraxisDesk nach dem Passwort einen Bestätigungscode aus Ihrer Authenticator-App ab.',
    enabled: 'Aktiv',
    disabled: 'Nicht eingerichtet',
    requiredNotice:
      'Für Ihr Konto ist die Zwei-Faktor-Authentifizierung vorgeschrieben. Bitte richten Sie sie ein, bevor Sie fortfahren.',
    start: 'Zwei-Faktor-Authentifizierung einrichten',
    scan: 'Scannen Sie den QR-Code mit Ihrer Authenticator-App oder geben Sie den Schlüssel von Hand ein.',
    qrLabel: 'QR-Code für die Authenticator-App',
    secretLabel: 'Schlüssel',
    codeLabel: 'Bestätigungscode',
    confirm: 'Bestätigen',
    recoveryHeading: 'Wiederherstellungscodes',
    recoveryIntro:
      'Bewahren Sie diese Codes sicher auf. Jeder Code funktioniert genau einmal, falls Sie keinen Zugriff auf Ihre App haben. Sie werden nur jetzt angezeigt.',
    recoveryDownload: 'Als Textdatei herunterladen',
    recoveryDone: 'Ich habe die Codes gespeichert',
    recoveryLeft: (n: number) => `${n} von 10 Wiederherstellungscodes übrig`,
    regenerate: 'Neue Wiederherstellungscodes erzeugen',
    disable: 'Zwei-Faktor-Authentifizierung deaktivieren',
    passwordPrompt: 'Bitte bestätigen Sie mit Ihrem Passwort.',
    enabledSuccess: 'Die Zwei-Faktor-Authentifizierung ist eingerichtet.',
    disabledSuccess: 'Die Zwei-Faktor-Authentifizierung wurde deaktiviert.',
    recoveryFileName: 'praxisdesk-wiederherstellungscodes.txt',
  },
  password: {
    heading: 'Passwort ändern',
    current: 'Aktuelles Passwort',
    next: 'Neues Passwort',
    repeat: 'Neues Passwort wiederholen',
    submit: 'Passwort ändern',
    mismatch: 'Die Passwörter stimmen nicht überein.',
    hint: `Mindestens ${NEW_PASSWORD_MIN_LENGTH} Zeichen; häufig verwendete Passwörter werden abgelehnt.`,
    changed: 'Ihr Passwort wurde geändert. Ihre anderen Sitzungen wurden beendet.',
  },
  sessions: {
    heading: 'Aktive Sitzungen',
    device: 'Gerät / Browser',
    createdAt: 'Angemeldet am',
    lastSeenAt: 'Zuletzt aktiv',
    current: 'Diese Sitzung',
    end: 'Abmelden',
    endOthers: 'Alle anderen abmelden',
    ended: (n: number) => (n === 1 ? '1 Sitzung wurde beendet.' : `${n} Sitzungen wurden beendet.`),
  },
  admin: {
    heading: 'Zwei-Faktor-Pflicht',
    intro: 'Legen Sie fest, wer sich nur mit Bestätigungscode anmelden darf.',
    installation: 'Für alle Benutzer dieser Installation vorschreiben',
    selfNotice:
      'Die Pflicht gilt auch für Sie: Ohne eingerichtete Zwei-Faktor-Authentifizierung führt PraxisDesk Sie nach dem Speichern zuerst zur Einrichtung.',
    perTenant: 'Pro Praxis vorschreiben',
    save: 'Speichern',
    saved: 'Die Einstellungen wurden gespeichert.',
  },
  login: {
    codeTitle: 'Bestätigungscode',
    codeHint: 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein.',
    codeSubmit: 'Bestätigen',
    codeBack: 'Zurück zur Anmeldung',
    forgot: 'Passwort vergessen?',
  },
  forgot: {
    title: 'Passwort vergessen',
    intro: 'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
    submit: 'Link anfordern',
    sent: `Wenn zu dieser Adresse ein Konto besteht, haben wir einen Link gesendet. Er ist ${RESET_LINK_MINUTES} Minuten gültig und kann einmal verwendet werden.`,
    back: 'Zurück zur Anmeldung',
  },
  reset: {
    title: 'Neues Passwort festlegen',
    submit: 'Passwort speichern',
    done: 'Ihr Passwort wurde geändert. Alle Sitzungen wurden beendet; bitte melden Sie sich neu an.',
    toLogin: 'Zur Anmeldung',
  },
  invite: {
    title: 'Einladung annehmen',
    intro: (name: string, email: string) => `Willkommen, ${name}! Legen Sie ein Passwort für ${email} fest.`,
    submit: 'Passwort festlegen und anmelden',
    mfaNotice: 'Danach richten Sie die Zwei-Faktor-Authentifizierung ein; sie ist für Ihr Konto vorgeschrieben.',
  },
  adminUsers: {
    invite: 'Stattdessen Einladungslink senden (7 Tage gültig)',
    resendInvite: 'Einladung erneut senden',
    inviteSent: 'Die Einladung wurde gesendet.',
    invited: 'Eingeladen',
    mfaOn: '2FA',
    resetMfa: '2FA zurücksetzen',
    resetMfaConfirm: 'Die Zwei-Faktor-Authentifizierung dieses Benutzers wirklich zurücksetzen?',
    mfaReset: 'Die Zwei-Faktor-Authentifizierung wurde zurückgesetzt.',
  },
} as const;

/** A readable name for a session's device: "Chrome unter Linux". */
export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua) return 'Unbekanntes Gerät';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Android/.test(ua)
        ? 'Android'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  if (browser && os) return `${browser} unter ${os}`;
  return browser ?? os ?? 'Unbekanntes Gerät';
}

/** Length rules of a new password (the common-password list is checked by the server). */
export function newPasswordProblem(password: string): string | null {
  if (password.length < NEW_PASSWORD_MIN_LENGTH) return errorMessages.PASSWORD_TOO_SHORT;
  return null;
}
