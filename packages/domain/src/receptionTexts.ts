/**
 * German texts of the public online reception (spec reception §2, §5, §8): verbatim where the
 * spec gives them, ours where it leaves them open. Plain data (no zod), imported by the
 * reception bundle as `@praxisdesk/domain/receptionTexts`.
 */
import { MAX_UPLOAD_BYTES, publicErrorTexts, type SecureUploadErrorCode } from './publicConstants.js';

export const RECEPTION_VERSION = '2.4.3';
export const SUBMISSION_SUCCESS_SECONDS = 15;
export const THANK_YOU_SECONDS = 10;
export const MAX_BREADCRUMBS = 5;

/** The tenant's wording picked for medical or other businesses. */
export interface Wording {
  medical: boolean;
  appointmentType: string;
  treatmentType: string;
  providerType: string;
  companyName: string;
}

export const receptionTexts = {
  back: 'Zurück',
  required: 'Pflichtfeld',
  opensInNewTab: '(öffnet in neuem Tab)',
  breadcrumbLabel: 'Brotkrümelnavigation',
  reception: 'Rezeption',
  website: 'Website',
  loading: 'Wird geladen...',
  footer: {
    practiceLinks: 'Rechtliches der Praxis',
    ownLinks: 'Rechtliches von PraxisDesk',
    privacy: 'Datenschutz',
    imprint: 'Impressum',
    ownPrivacy: 'Datenschutz (PraxisDesk)',
    ownImprint: 'Impressum (PraxisDesk)',
    contact: 'Kontakt',
    version: (v: string) => `PraxisDesk Online-Rezeption · Version ${v}`,
  },
  skipToContent: 'Zum Inhalt springen',
  language: {
    label: 'Sprache',
    /** Shown above legal texts in every other language: they are binding in German only. */
    germanOnly: 'Dieser Text ist nur auf Deutsch verfügbar.',
  },
  /** The practice's texts where it kept our German defaults (receptionConfig); others show as typed. */
  defaults: {
    welcomeTitle: 'Willkommen in unserer Online-Rezeption',
    welcomeSubtitle: 'Termin anfragen, Fragen stellen oder Termine absagen – rund um die Uhr.',
    bookAppointmentCTA: 'Termin anfragen',
    askQuestionCTA: 'Frage stellen',
    cancelAppointmentCTA: 'Termin absagen',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    body: 'Diese Seite gibt es in der Online-Rezeption nicht.',
    toLanding: 'Zur Online-Rezeption',
  },
  problem: {
    title: 'Etwas ist schiefgelaufen',
    body: 'Die Seite konnte nicht angezeigt werden. Bitte laden Sie die Seite neu.',
    reload: 'Seite neu laden',
  },
  tenant: {
    missingTitle: 'Keine Praxis ausgewählt',
    missingBody:
      'Bitte öffnen Sie die Online-Rezeption über den Link auf der Website Ihrer Praxis. Der Link enthält die Kennung der Praxis.',
    unknownTitle: 'Praxis nicht gefunden',
    unknownBody: (ref: string) =>
      `Für die Kennung „${ref}“ gibt es keine Online-Rezeption. Bitte prüfen Sie den Link oder wenden Sie sich direkt an Ihre Praxis.`,
    loadFailedTitle: 'Online-Rezeption nicht erreichbar',
    loadFailedBody:
      'Die Online-Rezeption konnte nicht geladen werden. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
    defaultTitle: 'Online-Rezeption',
  },
  landing: {
    title: 'Wie können wir Ihnen helfen?',
    bookBody: (w: Wording) => `Fragen Sie online einen ${w.appointmentType} an – wir melden uns bei Ihnen.`,
    questionBody: 'Sie haben eine Frage? Schreiben Sie uns, wir antworten schnell.',
    cancelBody: 'Sie können einen Termin nicht wahrnehmen? Sagen Sie ihn hier ab.',
    services: 'Unsere Leistungen',
    openingHours: 'Öffnungszeiten',
    contact: 'Kontakt',
    phone: 'Telefon',
    email: 'E-Mail',
    locations: 'Standorte',
  },
  choice: {
    title: (w: Wording) => `${w.appointmentType} anfragen`,
    crumb: 'Termin',
    intro: 'Wie möchten Sie Ihre Anfrage stellen?',
    prescription: { title: 'Mit Rezept', body: 'Laden Sie ein Foto oder PDF Ihrer Verordnung hoch.' },
    selfPay: (w: Wording) =>
      w.medical
        ? { title: 'Ohne Rezept (Selbstzahler)', body: `Sie möchten eine ${w.treatmentType} als Selbstzahler buchen.` }
        : { title: `${w.appointmentType} anfragen`, body: 'Schreiben Sie uns, was Sie sich wünschen.' },
    manual: (w: Wording) =>
      w.medical
        ? { title: 'Rezeptdaten eingeben', body: 'Tippen Sie die Angaben Ihrer Verordnung selbst ein.' }
        : { title: 'Ziele und Leistungen angeben', body: 'Beschreiben Sie Ihre Ziele und die gewünschten Leistungen.' },
    noneEnabled: 'Online-Anfragen sind zurzeit nicht möglich. Bitte rufen Sie uns an.',
    services: 'Unsere Leistungen',
    additionalServices: 'Weitere Angebote',
    reasonsTitle: (w: Wording) => `Warum ${w.companyName || 'wir'}?`,
    reasons: (w: Wording) => [
      'Schnelle Rückmeldung, meist noch am selben Werktag',
      `Erfahrene ${w.providerType === 'Therapeut' ? 'Therapeutinnen und Therapeuten' : `${w.providerType}innen und ${w.providerType}`}`,
      'Ihre Daten werden verschlüsselt übertragen und gespeichert',
    ],
  },
  fields: {
    name: 'Name*',
    phone: 'Telefon*',
    email: 'E-Mail*',
    location: 'Standort*',
    message: 'Nachricht',
    messageOptional: 'Nachricht (optional)',
    wishes: (w: Wording) =>
      w.medical ? 'Ihre Beschwerden und Terminwünsche*' : 'Ihre Wünsche und Terminvorstellungen*',
    file: 'Rezept (Foto oder PDF)*',
    fileHint: 'JPG, PNG oder PDF, höchstens 4 MB.',
    diagnosis: 'Diagnose / Beschwerden*',
    treatment: 'Verordnete Behandlung*',
    treatmentHint: 'z. B. 6x Krankengymnastik',
    doctor: 'Ausstellende Ärztin / ausstellender Arzt (optional)',
    goals: 'Ihre Ziele*',
    desiredServices: 'Gewünschte Leistungen*',
    desiredServicesHint: 'Eine Leistung pro Zeile.',
    appointmentDate: 'Datum des Termins*',
    reason: 'Grund der Absage (optional)',
    honeypot: 'Website (bitte leer lassen)',
    consent:
      'Ich willige ein, dass meine personenbezogenen Daten zur Bearbeitung meiner Anfrage und zur Kontaktaufnahme mit mir verarbeitet werden. Diese Einwilligung kann ich jederzeit mit Wirkung für die Zukunft widerrufen.*',
    consentPrivacyLink: 'Datenschutzerklärung',
    consentMore: 'Mehr dazu in der',
    requiredNote: 'Mit * markierte Felder sind Pflichtfelder.',
  },
  forms: {
    submit: 'Anfrage senden',
    sending: 'Wird gesendet...',
    uploading: 'Upload läuft...',
    prescriptionTitle: 'Terminanfrage mit Rezept',
    prescriptionCrumb: 'Rezept-Upload',
    selfPayTitle: (w: Wording) => (w.medical ? 'Terminanfrage als Selbstzahler' : `${w.appointmentType} anfragen`),
    selfPayCrumb: (w: Wording) => (w.medical ? 'Selbstzahler' : 'Anfrage'),
    selfPayIntro: (w: Wording) =>
      w.medical
        ? `Ohne Rezept bezahlen Sie Ihre ${w.treatmentType} selbst. Beschreiben Sie kurz Ihre Beschwerden und wann Sie Zeit haben.`
        : `Beschreiben Sie kurz, was Sie sich wünschen und wann Sie Zeit haben – wir melden uns mit einem Terminvorschlag.`,
    manualTitle: (w: Wording) => (w.medical ? 'Rezeptdaten eingeben' : 'Ziele und Leistungen angeben'),
    manualCrumb: (w: Wording) => (w.medical ? 'Manuelle Eingabe' : 'Ziele'),
    prescriptionIntro:
      'Fotografieren oder scannen Sie Ihre Verordnung und laden Sie sie hier hoch. Wir melden uns mit einem Terminvorschlag.',
    contactSection: 'Ihre Kontaktdaten',
    prescriptionSection: 'Angaben zur Verordnung',
    goalsSection: 'Ihre Ziele',
    questionTitle: 'Frage stellen',
    questionIntro: 'Schreiben Sie uns Ihre Frage – wir antworten so schnell wie möglich.',
    questionSubmit: 'Frage senden',
    questionDone: 'Vielen Dank für Ihre Nachricht!',
    questionDoneBody: 'Wir haben Ihre Frage erhalten und melden uns so schnell wie möglich bei Ihnen.',
    cancelTitle: 'Termin absagen',
    cancelSubmit: 'Absage senden',
    cancelDone: 'Ihre Absage ist eingegangen',
    cancelDoneBody: 'Vielen Dank, dass Sie uns Bescheid gegeben haben. Der Termin wird für andere Patienten frei.',
    cancelNotice:
      'Bitte sagen Sie Termine mindestens 24 Stunden vorher ab. Andernfalls müssen wir Ihnen eine Ausfallgebühr berechnen.',
    callOnlyIntro: 'Termine können Sie bei uns nur telefonisch absagen.',
    callOnlyGive: 'Bitte nennen Sie uns am Telefon Ihren Namen, das Datum des Termins und den Grund der Absage.',
    callNow: (phone: string) => `Jetzt anrufen: ${phone}`,
    openingHours: 'Telefonisch erreichbar',
    backToLanding: 'Zurück zur Online-Rezeption',
  },
  errors: {
    unknown: 'Unbekannter Fehler aufgetreten',
    sendRequest: 'Fehler beim Senden der Anfrage',
    sendCancellation: 'Fehler beim Senden der Absage',
    http: (status: number, body: string) => `HTTP ${status}: ${body}`,
    anamnesis: 'Fehler beim Senden der Anamnese',
    generic: 'Ein Fehler ist aufgetreten.',
  },
  upload: {
    submissionNotFound: 'Dein Formular konnte nicht gefunden werden. Bitte versuche es erneut.',
    technical: 'Technischer Fehler bei der Datenbank-Aktualisierung. Wir wurden benachrichtigt.',
    metadata: 'Fehler beim Speichern der Datei-Informationen. Bitte versuche es in einigen Minuten erneut.',
    encryption: 'Fehler bei der Dateiverschlüsselung. Bitte verwende eine andere Datei oder versuche es später erneut.',
    other: 'Upload-Fehler aufgetreten. Bitte versuche es erneut.',
    tipsTitle: 'Tipps:',
    tips: (contact: string) => [
      'Prüfe deine Internetverbindung.',
      'Verwende eine Datei im Format JPG, PNG oder PDF mit höchstens 4MB.',
      `Wenn das Problem erneut auftritt, kontaktiere bitte die Praxis${contact ? ` (${contact})` : ''}.`,
    ],
    contactUs: (contact: string) => (contact ? `Kontakt: ${contact}` : ''),
  },
  submissionSuccess: {
    crumb: 'Gesendet',
    kinds: {
      prescription: 'Rezept-Upload',
      manual: 'Manuelle Eingabe',
      selfpay: 'Selbstzahler-Anfrage',
      default: 'Formular',
    } as Record<string, string>,
    title: (kind: string) => `${kind} erfolgreich gesendet`,
    reference: 'Ihre Referenznummer',
    anamnesisOffer:
      'Möchten Sie jetzt unseren Anamnesebogen ausfüllen? So können wir uns optimal auf Ihren Termin vorbereiten. Dauer: ca. 3–5 Minuten.',
    countdown: (s: number) => `Automatische Weiterleitung zur Anamnese in ${s} Sekunden.`,
    stopped: 'Die automatische Weiterleitung ist angehalten.',
    stop: 'Weiterleitung anhalten',
    goNow: 'Jetzt Anamnese ausfüllen',
    skip: 'Anamnese überspringen',
    questions: 'Fragen? Sie erreichen uns unter:',
  },
  anamnesis: {
    title: 'Anamnesebogen',
    crumb: 'Anamnese',
    intro: 'Dauer: ca. 3–5 Minuten. Ihre Angaben werden verschlüsselt an die Praxis übertragen.',
    step: (x: number, n: number) => `Schritt ${x} von ${n}`,
    progress: 'Fortschritt',
    back: 'Zurück',
    skip: 'Überspringen',
    next: 'Weiter',
    submit: 'Anamnese absenden',
    sending: 'Wird gesendet...',
    required: 'Bitte beantworten Sie diese Frage, um fortzufahren.',
    yesNoRequired: 'Bitte wählen Sie „Ja“ oder „Nein“.',
    details: 'Details',
    otherTreatments: 'Sonstige Untersuchungen oder Behandlungen',
    expectationsText: 'Ihre Erwartungen und Ziele*',
    expectationsConsent:
      'Ich bin damit einverstanden, dass meine Gesundheitsangaben zur Vorbereitung meiner Behandlung verarbeitet werden. Die Datenschutzerklärung habe ich zur Kenntnis genommen.*',
    bodyMapFigure: 'Körperschema: Klicken Sie auf eine Region oder wählen Sie sie in der Liste.',
    selected: (n: number) => (n === 1 ? '1 Region ausgewählt' : `${n} Regionen ausgewählt`),
    painScaleLow: 'kaum spürbar',
    painScaleHigh: 'unerträglich',
    restored: 'Ihre bisherigen Antworten wurden wiederhergestellt.',
  },
  final: {
    crumb: 'Bestätigung',
    titles: {
      anamnese: 'Vielen Dank für Ihre Anamnese!',
      prescription: 'Vielen Dank für Ihre Anfrage mit Rezept!',
      manual: 'Vielen Dank für Ihre Anfrage!',
      selfpay: 'Vielen Dank für Ihre Selbstzahler-Anfrage!',
      default: 'Vielen Dank!',
    } as Record<string, string>,
    bodies: {
      anamnese: 'Ihr Anamnesebogen ist sicher bei uns eingegangen.',
      prescription: 'Wir haben Ihre Anfrage und Ihr Rezept erhalten und melden uns mit einem Terminvorschlag.',
      manual: 'Wir haben Ihre Angaben erhalten und melden uns mit einem Terminvorschlag.',
      selfpay: 'Wir haben Ihre Anfrage erhalten und melden uns mit einem Terminvorschlag.',
      default: 'Ihre Anfrage ist bei uns eingegangen. Wir melden uns bei Ihnen.',
    } as Record<string, string>,
    reference: 'Referenz',
    nextTitle: 'Wie geht es weiter?',
    next: (w: Wording) => [
      `Ihr ${w.providerType === 'Therapeut' ? 'Therapeut / Ihre Therapeutin' : w.providerType} sieht Ihre Angaben vor dem ersten Termin.`,
      'Wir melden uns telefonisch oder per E-Mail mit einem Terminvorschlag.',
      'Bringen Sie zum ersten Termin bitte Ihr Rezept (falls vorhanden) und ein großes Handtuch mit.',
    ],
    contact: 'Sie erreichen uns unter:',
    backToLanding: 'Zurück zur Online-Rezeption',
  },
  thankYou: {
    title: 'Vielen Dank!',
    body: 'Ihre Nachricht wurde erfolgreich übermittelt. Wir melden uns so bald wie möglich bei Ihnen.',
    countdown: (s: number) => `Sie werden in ${s} Sekunden automatisch weitergeleitet.`,
    stopped: 'Die automatische Weiterleitung wurde angehalten.',
    button: 'Weiter',
  },
  failure: {
    title: 'Das hat leider nicht geklappt',
    body: 'Ihre Nachricht konnte nicht übermittelt werden.',
    errorLabel: 'Fehlermeldung',
    causesTitle: 'Mögliche Ursachen:',
    causes: [
      'Ein Pflichtfeld war leer oder ungültig ausgefüllt.',
      'Die Internetverbindung wurde unterbrochen.',
      'Der Dienst war kurzzeitig nicht erreichbar.',
      'Es wurden in kurzer Zeit zu viele Anfragen gesendet.',
    ],
    retry: 'Erneut versuchen',
    home: 'Zurück zur Startseite',
    contact: 'Sie erreichen die Praxis auch direkt:',
  },
} as const;

type UploadFailure = { errorCode?: SecureUploadErrorCode | string; error?: string; details?: string };

/** The upload texts of a language (German: receptionTexts.upload). */
export interface UploadTexts {
  submissionNotFound: string;
  technical: string;
  metadata: string;
  encryption: string;
  other: string;
  tips: (contact: string) => readonly string[];
  contactUs: (contact: string) => string;
}

/**
 * The upload error of spec §8 with its tips. Too large, wrong type, missing file and rate
 * limits carry their own precise server text (the texts of spec §5); everything the spec
 * lists maps to its text; the technical database error gets contact data instead of tips.
 */
export function uploadErrorMessage(
  f: UploadFailure,
  contact: string,
  t: UploadTexts = receptionTexts.upload,
): { message: string; tips: string[] } {
  const raw = `${f.error ?? ''} ${f.details ?? ''}`;
  const tips = [...t.tips(contact)];
  switch (f.errorCode) {
    case 'SUBMISSION_NOT_FOUND':
      return { message: t.submissionNotFound, tips };
    case 'SCHEMA_ERROR':
    case 'LEGACY_COLUMN_ERROR':
      return { message: [t.technical, t.contactUs(contact)].filter(Boolean).join(' '), tips: [] };
    case 'FILE_TOO_LARGE':
    case 'UNSUPPORTED_FILE_TYPE':
    case 'FILE_MISSING':
    case 'RATE_LIMITED':
      if (f.error) return { message: f.error, tips };
  }
  if (raw.includes('Failed to save file metadata')) return { message: t.metadata, tips };
  if (raw.includes('File encryption failed')) return { message: t.encryption, tips };
  return { message: t.other, tips };
}

/** Client-side check before anything is sent (spec §5): the message, or null when fine. */
export function fileProblem(
  file: { size: number; type: string; name: string } | undefined | null,
  t: { noFile: string; unsupportedFile: string; fileTooLarge: (mb: string) => string } = publicErrorTexts,
): string | null {
  if (!file) return t.noFile;
  if (file.size > MAX_UPLOAD_BYTES) return t.fileTooLarge((file.size / 1024 / 1024).toFixed(2));
  const type = file.type.toLowerCase();
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  const okType = ['image/jpeg', 'image/jpg', 'image/png', 'application/pdf'].includes(type);
  const okExt = ['jpg', 'jpeg', 'png', 'pdf'].includes(ext);
  if (!(okType || (!type && okExt))) return t.unsupportedFile;
  return null;
}

/** The reference shown to patients: the first 8 characters of the submission id. */
export const referenceOf = (id: string, upper = false) => (upper ? id.slice(0, 8).toUpperCase() : id.slice(0, 8));
