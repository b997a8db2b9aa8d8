/**
 * The error texts a patient can meet at the public endpoints (spec backoffice §8 wording),
 * apart from errors.ts so the reception's entry chunk and its language catalogues carry only
 * these. errors.ts spreads them into errorMessages: one text per code.
 */
export const publicErrorMessages = {
  VALIDATION_FAILED: 'Die Eingabe ist ungültig. Bitte überprüfen Sie die markierten Felder.',
  PAYLOAD_TOO_LARGE: 'Die Anfrage ist zu groß.',
  TENANT_NOT_FOUND: 'Der Mandant wurde nicht gefunden.',
  INVALID_API_KEY: 'Ungültiger oder fehlender API-Schlüssel.',
  ORIGIN_NOT_ALLOWED: 'Diese Website ist für die Praxis nicht freigegeben.',
  GRANT_INVALID:
    'Die Berechtigung für diesen Schritt ist ungültig oder abgelaufen. Bitte senden Sie das Formular erneut.',
  RATE_LIMITED: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  CONTACT_REQUIRED:
    'Bitte geben Sie eine E-Mail-Adresse oder eine Telefonnummer an, damit die Praxis Sie erreichen kann.',
  SERVICE_UNAVAILABLE: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich erneut.',
  INTERNAL_ERROR: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
} as const;
